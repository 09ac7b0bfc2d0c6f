// ResourceRow: an item of any resource list as the list shows it: the item, the name of its
// owner, and whether it was edited in this app. The rows of one list share the loaded items, and
// the owners' names, instead of each holding a copy: 100,000 photos are 8.8 MB of rows with
// copies, 3.2 MB with a name in each row, 1.6 MB with the names kept once beside the items.
import Models

/// An item of a resource list with what the row shows beside it.
public struct ResourceRow<Item: RemoteResource>: Identifiable, Sendable, Equatable {
    /// The items this row's item is one of, shared with the list's other rows.
    private let items: SharedItems<Item>
    /// Where the item is in `items`.
    private let index: Int32
    /// Whether the item was edited here (the row is marked).
    public var isEdited: Bool

    /// The item.
    public var item: Item { items.elements[Int(index)] }

    /// The item's id (read in place: asking for `item` first would copy the whole item).
    public var id: Int { items.elements[Int(index)].id }

    /// The owner's name (`User N` while the users are unknown); empty when the list has no owner column.
    public var ownerName: String { items.ownerName(ofItemAt: Int(index)) }

    /// A row showing `item`.
    public init(item: Item, ownerName: String = "", isEdited: Bool = false) {
        self.init(showing: 0, of: SharedItems([item], owner: { _ in 0 }, name: { _ in ownerName }), isEdited: isEdited)
    }

    /// A row showing the item at `index` of `items`.
    init(showing index: Int, of items: SharedItems<Item>, isEdited: Bool) {
        precondition(items.elements.indices.contains(index), "a row of an item that is not in the list")
        self.items = items
        self.index = Int32(index)
        self.isEdited = isEdited
    }

    public static func == (lhs: ResourceRow, rhs: ResourceRow) -> Bool {
        // The same place in the same shared items is the same item and owner, without comparing them.
        lhs.isEdited == rhs.isEdited
            && ((lhs.items === rhs.items && lhs.index == rhs.index)
                || (lhs.ownerName == rhs.ownerName && lhs.item == rhs.item))
    }
}

/// The items a list's rows show, held once for all of them (the array is not copied: it shares
/// its storage with the loaded list it came from), with their owners' names, each name once.
final class SharedItems<Item: Sendable>: Sendable {
    let elements: [Item]
    /// The distinct owners' names.
    private let ownerNames: [String]
    /// Each item's owner in `ownerNames`; empty when the items have no owner column.
    private let ownerOfItem: [Int32]

    /// `elements` without owners.
    init(_ elements: [Item]) {
        precondition(elements.count <= Int(Int32.max), "more items than a list can show")
        self.elements = elements
        ownerNames = []
        ownerOfItem = []
    }

    /// `elements`, each with the name of its owner: `owner` gives the owner's id, `name` the
    /// name of an id (asked once per owner).
    init(_ elements: [Item], owner: (Item) -> Int, name: (Int) -> String) {
        precondition(elements.count <= Int(Int32.max), "more items than a list can show")
        self.elements = elements
        var names: [String] = []
        var positions: [Int: Int32] = [:]
        var owners: [Int32] = []
        owners.reserveCapacity(elements.count)
        for element in elements {
            let id = owner(element)
            if let position = positions[id] {
                owners.append(position)
            } else {
                positions[id] = Int32(names.count)
                owners.append(Int32(names.count))
                names.append(name(id))
            }
        }
        ownerNames = names
        ownerOfItem = owners
    }

    /// The name of the owner of the item at `index`; empty without owners.
    func ownerName(ofItemAt index: Int) -> String {
        ownerOfItem.isEmpty ? "" : ownerNames[Int(ownerOfItem[index])]
    }
}
