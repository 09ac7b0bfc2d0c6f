// The rules partial frames rest on, as checked in debug builds, and what happens when a view
// breaks one: the handler in force gets a violation naming the view and its path; without one
// the program stops with the violation's message.

/// A view broke one of the rules that let the renderer draw a changed view on its own
/// (checked in debug builds only):
///
/// - a primitive view draws from its value: it must not read observable state in
///   `render(in:context:)` (read it in a composite view's `body`, or inside `context.build`);
/// - a primitive view draws only inside the rectangle it was given;
/// - a primitive view that draws over (or under) other drawing, its own or its children's,
///   says so with `context.markLayered(_:)`.
///
/// Tests catch violations instead of stopping:
///
///     RenderRuleViolation.$handler.withValue({ violations.append($0) }) {
///         application.renderFrame()
///     }
public struct RenderRuleViolation: Sendable, Equatable, CustomStringConvertible {
    /// Which rule was broken.
    public enum Rule: Sendable, Equatable {
        /// Observable state read in `render(in:context:)`, seen when that state changed.
        case readsStateInRender
        /// A write outside the rectangle the view was given.
        case drawsOutsideItsRectangle
        /// Drawing over other drawing without `markLayered(_:)`.
        case overlapsWithoutMarkingLayer
    }

    /// The rule broken.
    public let rule: Rule
    /// The type of the view that broke it, e.g. `ListView<Text>`.
    public let viewType: String
    /// Where the view is, e.g. `RootView > UsersScreen > VStack > ListView<Text>`.
    public let path: String
    /// What happened, in words, naming the view, its path and the fix.
    public let message: String

    public var description: String { message }

    /// Receives violations in this task (and the tasks it starts); when nil, a violation stops
    /// the program with its message.
    @TaskLocal public static var handler: (@MainActor @Sendable (RenderRuleViolation) -> Void)?

    /// Hands `violation` to the handler in force, or stops with its message.
    @MainActor
    static func report(_ violation: RenderRuleViolation) {
        guard let handler else { fatalError(violation.message) }
        handler(violation)
    }

    /// A violation of `rule` by the view of `viewType` at `path`; `detail` says what it did.
    init(_ rule: Rule, viewType: Any.Type, path: String, detail: String) {
        self.rule = rule
        self.viewType = String(describing: viewType)
        self.path = path
        let fix =
            switch rule {
            case .readsStateInRender:
                "read observable state in a composite view's body (or inside context.build) so a change redraws it"
            case .drawsOutsideItsRectangle:
                "draw only inside the rectangle passed to render(in:context:)"
            case .overlapsWithoutMarkingLayer:
                "call context.markLayered(_:) for the area drawn over, so views there are not redrawn on their own"
            }
        self.message = "Rendering rule broken by \(self.viewType) at \(path): \(detail); \(fix)"
    }
}
