// The View protocol: a value that describes part of the screen, either by composing other views
// (`body`) or by drawing itself (`PrimitiveView`).

/// A piece of user interface. Compose views in `body`, as in SwiftUI:
///
///     struct Greeting: View {
///         var name: String
///         var body: some View { Text("Hello, \(name)") }
///     }
@MainActor
public protocol View {
    /// The view this one is made of.
    associatedtype Body: View
    /// The content of this view, rebuilt on every frame that needs it.
    @ViewBuilder var body: Body { get }

    // Framework hooks, provided by the extensions below; do not implement them. They let the
    // renderer tell primitive views from composite ones without a dynamic cast per view.
    /// Whether this is a `PrimitiveView`.
    static var _isPrimitive: Bool { get }
    /// Whether this is a `DrawingCacheable` view.
    static var _cachesDrawing: Bool { get }
    /// Whether this view's drawing equals that of `other` (`DrawingCacheable` views compare
    /// their values; others are never equal).
    func _drawsLike(_ other: Self) -> Bool
    /// `PrimitiveView.sizeThatFits`, for primitive views.
    func _primitiveSizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size
    /// `PrimitiveView.render`, for primitive views.
    func _primitiveRender(in rect: Rect, context: RenderContext)
}

extension View {
    public static var _isPrimitive: Bool { false }
    public static var _cachesDrawing: Bool { false }
    public func _drawsLike(_ other: Self) -> Bool { false }
    public func _primitiveSizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size { .zero }
    public func _primitiveRender(in rect: Rect, context: RenderContext) {}
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { return fatalError("Never has no body") }
}

/// A size offered to a view by its parent: `nil` on an axis means "as large as you like to be".
public struct ProposedSize: Hashable, Sendable {
    public var width: Int?
    public var height: Int?
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }
    /// Proposes exactly `size`.
    public init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// Asks for the view's ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The proposal with `nil` axes replaced by `fallback`'s.
    public func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}

/// A view that measures and draws itself instead of composing others. Widgets and layout
/// containers are primitive views; they draw children through the `RenderContext`.
@MainActor
public protocol PrimitiveView: View where Body == Never {
    /// The size this view takes when offered `proposal`. The default fills the proposal
    /// (with 0 for unspecified axes).
    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size
    /// Draws the view into `context.canvas` within `rect`.
    func render(in rect: Rect, context: RenderContext)
}

extension PrimitiveView {
    public static var _isPrimitive: Bool { true }
    public func _primitiveSizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        sizeThatFits(proposal, context: context)
    }
    public func _primitiveRender(in rect: Rect, context: RenderContext) { render(in: rect, context: context) }
    public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }
}
