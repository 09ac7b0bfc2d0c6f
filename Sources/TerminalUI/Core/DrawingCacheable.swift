// Reusing the last drawing of a view whose output depends only on its value: list rows that
// scrolled or did not change are copied from their previous drawing instead of drawn again.

/// A primitive view whose drawing depends only on its value (compared with `==`), the size of its
/// rectangle and the environment's colours and theme; it draws only inside its rectangle and registers no
/// handlers, focus, cursor or animation. The renderer then keeps its last drawing per view
/// identity and copies it when the view comes back equal, at any position.
///
///     struct ColumnRow: PrimitiveView, DrawingCacheable { let values: [String]; ... }
public protocol DrawingCacheable: PrimitiveView, Equatable {}

extension DrawingCacheable {
    public static var _cachesDrawing: Bool { true }
    public func _drawsLike(_ other: Self) -> Bool { other == self }
}

/// The cells one view drew, with what they depend on.
final class CachedDrawing<View> {
    let view: View
    let size: Size
    let appearance: Appearance
    let cells: [Cell]

    init(view: View, size: Size, appearance: Appearance, cells: [Cell]) {
        self.view = view
        self.size = size
        self.appearance = appearance
        self.cells = cells
    }
}
