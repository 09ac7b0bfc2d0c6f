// CopiableSelection: a resource's list view model says what `y` and `Y` copy of its selection.

/// A view model whose selected item the clipboard keys can copy.
@MainActor
public protocol CopiableSelection: AnyObject {
    /// The selected item's main field and JSON, or nil when nothing is selected.
    var copiedItem: CopiedItem? { get }
}
