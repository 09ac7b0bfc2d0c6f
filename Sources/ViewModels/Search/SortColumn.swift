// SortColumn: one column a list can be sorted by: its title (the header shows it) and where its
// sort key comes from: one of the fields the search index already folded, or a text of its own.

/// A column of a list that `s` can sort by.
///
///     SortColumn<User>("Name", searchField: 0)       // the first field the filter searches
///     SortColumn<Todo>("Done") { $0.completed ? "1" : "0" }
public struct SortColumn<Item>: Sendable {
    /// Where the column's sort key comes from.
    enum Key: Sendable {
        /// Field `n` of the texts the list's filter searches (already folded in its index).
        case searchField(Int)
        /// A text made from the item (folded when the list is sorted by it).
        case text(@Sendable (Item) -> String)
    }

    /// The column's title, as the header shows it.
    public let title: String
    let key: Key

    /// A column sorted by field `field` of the texts the list's filter searches.
    public init(_ title: String, searchField field: Int) {
        self.title = title
        key = .searchField(field)
    }

    /// A column sorted by the text `key` makes of an item.
    public init(_ title: String, key: @escaping @Sendable (Item) -> String) {
        self.title = title
        self.key = .text(key)
    }
}
