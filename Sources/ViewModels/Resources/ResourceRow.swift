// ResourceRow: an item of any resource list as the list shows it: the item, the name of its
// owner, and whether it was edited in this app. The rows of one list share the loaded items
// instead of each holding a copy: 100,000 photos are 8.8 MB of rows with copies, 3.2 MB without.
import Models

/// An item of a resource list with what the row shows beside it.
public struct ResourceRow<Item: RemoteResource>: Identifiable, Sendable, Equatable {
    /// The items this row's item is one of, shared with the list's other rows.
    private let items: SharedItems<Item>
    /// The owner's name (`User N` while the users are unknown); empty when the list has no owner column.
    public var ownerName: String
    /// Where the item is in `items`.
    private let index: Int32
    /// Whether the item was edited here (the row is marked).
    public var isEdited: Bool

    /// The item.
    public var item: Item { items.elements[Int(index)] }

    /// The item's id (read in place: asking for `item` first would copy the whole item).
    public var id: Int { items.elements[Int(index)].id }

    /// A row showing `item`.
    public init(item: Item, ownerName: String = "", isEdited: Bool = false) {
        self.init(showing: 0, of: SharedItems([item]), ownerName: ownerName, isEdited: isEdited)
    }

    /// A row showing the item at `index` of `items`.
    init(showing index: Int, of items: SharedItems<Item>, ownerName: String, isEdited: Bool) {
        precondition(items.elements.indices.contains(index), "a row of an item that is not in the list")
        self.items = items
        self.index = Int32(index)
        self.ownerName = ownerName
        self.isEdited = isEdited
    }

    public static func == (lhs: ResourceRow, rhs: ResourceRow) -> Bool {
        // The same place in the same shared items is the same item, without comparing its fields.
        lhs.isEdited == rhs.isEdited && lhs.ownerName == rhs.ownerName
            && ((lhs.items === rhs.items && lhs.index == rhs.index)
                || lhs.items.elements[Int(lhs.index)] == rhs.items.elements[Int(rhs.index)])
    }
}

/// The items a list's rows show, held once for all of them (the array is not copied: it shares
/// its storage with the loaded list it came from).
final class SharedItems<Item: Sendable>: Sendable {
    let elements: [Item]

    init(_ elements: [Item]) {
        precondition(elements.count <= Int(Int32.max), "more items than a list can show")
        self.elements = elements
    }
}
