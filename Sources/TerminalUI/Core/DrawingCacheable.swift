// Reusing the last drawing of a view whose output depends only on its value: list rows that
// scrolled or did not change are copied from their previous drawing instead of drawn again.

/// A primitive view whose drawing depends only on its value (compared with `==`), the size of its
/// rectangle and the environment's colours and theme; it draws only inside its rectangle and registers no
/// handlers, focus, cursor or animation. The renderer then keeps its last drawing per view
/// identity and copies it when the view comes back equal, at any position.
///
///     struct ColumnRow: PrimitiveView, DrawingCacheable { let values: [String]; ... }
public protocol DrawingCacheable: PrimitiveView, Equatable {}

// Inlined into each conformance's witnesses, so that asking a generic view (`Row<Item>`) whether
// it caches and comparing two of its values need no instantiated witness table.
extension DrawingCacheable {
    @inlinable @inline(__always) public static var _cachesDrawing: Bool { true }
    @inlinable @inline(__always) public func _drawsLike(_ other: Self) -> Bool { other == self }
}

/// The cells one view drew, with what they depend on. The view's type is kept as an identifier,
/// so the renderer recognises a drawing of its view's type without a dynamic cast (which, for a
/// generic view, would first look up the metadata of `CachedDrawing<ThatView>`).
class CachedDrawing {
    let viewType: ObjectIdentifier
    let size: Size
    let appearance: Appearance
    let cells: [Cell]

    init(viewType: ObjectIdentifier, size: Size, appearance: Appearance, cells: [Cell]) {
        self.viewType = viewType
        self.size = size
        self.appearance = appearance
        self.cells = cells
    }

    /// Whether `view` is of the drawn view's type and draws like it.
    @MainActor func isDrawing<V: View>(like view: V) -> Bool {
        viewType == ObjectIdentifier(V.self) && view._drawsLike(unsafeDowncast(self, to: CachedView<V>.self).view)
    }
}

/// A drawing with the view that drew it.
final class CachedView<View>: CachedDrawing {
    let view: View

    init(view: View, size: Size, appearance: Appearance, cells: [Cell]) {
        self.view = view
        super.init(viewType: ObjectIdentifier(View.self), size: size, appearance: appearance, cells: cells)
    }
}
