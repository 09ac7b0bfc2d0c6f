// ResourceRow: an item of any resource list as the list shows it: the item, the name of its
// owner, and whether it was edited in this app.
import Models

/// An item of a resource list with what the row shows beside it.
public struct ResourceRow<Item: RemoteResource>: Identifiable, Sendable, Equatable {
    /// The item.
    public var item: Item
    /// The owner's name (`User N` while the users are unknown); empty when the list has no owner column.
    public var ownerName: String
    /// Whether the item was edited here (the row is marked).
    public var isEdited: Bool

    /// The item's id.
    public var id: Int { item.id }

    /// A row showing `item`.
    public init(item: Item, ownerName: String = "", isEdited: Bool = false) {
        self.item = item
        self.ownerName = ownerName
        self.isEdited = isEdited
    }
}
