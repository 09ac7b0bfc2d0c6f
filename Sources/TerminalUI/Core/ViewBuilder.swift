// The result builder behind `body` and container content. Each statement becomes exactly one
// child, so a child's position (its structural identity) does not move when an `if` before it
// toggles; `if`/`else` branches and `for` loops are one child each.

/// Builds a `ViewList` from the statements of a closure.
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> [any View] { [view] }
    public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any View]?) -> [any View] {
        [ConditionalView(branch: part == nil ? .none : .first, content: ViewList(part ?? []))]
    }
    public static func buildEither(first part: [any View]) -> [any View] {
        [ConditionalView(branch: .first, content: ViewList(part))]
    }
    public static func buildEither(second part: [any View]) -> [any View] {
        [ConditionalView(branch: .second, content: ViewList(part))]
    }
    public static func buildArray(_ parts: [[any View]]) -> [any View] {
        [ViewList(parts.map { ViewList($0) })]
    }
    public static func buildLimitedAvailability(_ part: [any View]) -> [any View] { part }
    public static func buildFinalResult(_ parts: [any View]) -> ViewList { ViewList(parts) }
}

/// An ordered group of views built by `ViewBuilder`. On its own it draws its children on top
/// of each other in the same rectangle; stacks lay its `elements` out instead.
public struct ViewList: PrimitiveView {
    /// One child with the identity it keeps from frame to frame.
    public struct Element {
        public var id: ChildID
        public var view: any View
    }

    public let children: [any View]
    /// The children with nested lists, `if` and `for` content flattened, each with a stable id
    /// (worked out once, when the list is built).
    public let elements: [Element]

    public init(_ children: [any View]) {
        self.children = children
        var elements: [Element] = []
        elements.reserveCapacity(children.count)
        Self.flatten(children, prefix: ChildID.root, into: &elements)
        self.elements = elements
    }

    private static func flatten(_ views: [any View], prefix: ChildID, into result: inout [Element]) {
        for (index, view) in views.enumerated() {
            let id = prefix.appending(index)
            if let list = view as? ViewList {
                flatten(list.children, prefix: id, into: &result)
            } else if let conditional = view as? ConditionalView {
                flatten(conditional.content.children, prefix: id.appending(conditional.branch.rawValue), into: &result)
            } else {
                result.append(Element(id: id, view: view))
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        elements.reduce(Size.zero) { size, element in
            let child = context.sizeThatFits(element.view, id: element.id, proposal: proposal)
            return Size(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    public func render(in rect: Rect, context: RenderContext) {
        for element in elements { context.render(element.view, id: element.id, in: rect) }
    }
}

/// The identity of a child inside its parent: its structural position (a path of indices
/// through nested builder lists), kept as a hash.
public struct ChildID: Hashable, Sendable, CustomStringConvertible {
    /// The hash of the path.
    let hash: Int

    /// The child at `path` (indices into nested lists).
    public init(_ path: [Int]) { self = path.reduce(.root) { $0.appending($1) } }
    /// The child at `index`.
    public init(_ index: Int) { self = ChildID.root.appending(index) }
    private init(hash: Int) { self.hash = hash }

    /// The empty path.
    static let root = ChildID(hash: 0x2545_F491_4F6C_DD1D)

    /// The path one level deeper, at `index`.
    func appending(_ index: Int) -> ChildID { ChildID(hash: Self.mix(hash, index)) }

    public var description: String { String(UInt(bitPattern: hash), radix: 16) }

    /// Combines two values into a well-spread 64-bit hash (the finaliser of SplitMix64): cheap
    /// enough to run for every view of every frame, and distinct paths practically never collide.
    static func mix(_ seed: Int, _ value: Int) -> Int {
        var z =
            (UInt64(bitPattern: Int64(seed)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(value)))
            &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: UInt(z ^ (z >> 31)))
    }
}

/// The content of an `if`/`else` statement; which branch ran is part of the identity.
struct ConditionalView: PrimitiveView {
    enum Branch: Int {
        case none = -1
        case first = 0
        case second = 1
    }
    let branch: Branch
    let content: ViewList

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        content.sizeThatFits(proposal, context: context)
    }

    func render(in rect: Rect, context: RenderContext) { content.render(in: rect, context: context) }
}

/// A view that takes no space and draws nothing.
public struct EmptyView: PrimitiveView {
    public init() {}
    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size { .zero }
    public func render(in rect: Rect, context: RenderContext) {}
}

/// A type-erased view, for storing views of different types in one place.
public struct AnyView: PrimitiveView {
    let content: any View
    public init<V: View>(_ view: V) { self.content = (view as? AnyView)?.content ?? view }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        context.sizeThatFits(content, id: ChildID(0), proposal: proposal)
    }

    public func render(in rect: Rect, context: RenderContext) {
        context.render(content, id: ChildID(0), in: rect)
    }
}
