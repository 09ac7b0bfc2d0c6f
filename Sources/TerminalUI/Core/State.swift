// `@State`: a value owned by a view identity, like SwiftUI's `@State`.
import Observation

/// A value a view owns: it is created once per view identity with the initial value, survives
/// every re-render of that view, and is dropped when the view leaves the tree (or its identity
/// changes, e.g. with `.id(_:)`), so a view that comes back starts from the initial value.
///
///     struct Counter: View {
///         @State private var count = 0
///         var body: some View {
///             Text("Count: \(count)").onKey { key in
///                 guard key == .character("+") else { return .ignored }
///                 count += 1
///                 return .handled
///             }
///         }
///     }
///
/// Reading the value in `body` is tracked like a view model's properties: a change redraws the
/// views that read it (only those, in a partial frame) and nothing else. `$count` is a
/// `Binding` that child views read and write.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    private let location = StateLocation<Value>()

    /// A state starting at `wrappedValue`.
    public init(wrappedValue: Value) { self.initialValue = wrappedValue }

    /// A state starting at `initialValue`.
    public init(initialValue: Value) { self.initialValue = initialValue }

    /// The current value. Reading it outside a render of the view (before the view was ever
    /// drawn) gives the initial value; writing it then is lost.
    public var wrappedValue: Value {
        get { location.storage?.value ?? initialValue }
        nonmutating set { location.storage?.value = newValue }
    }

    /// A binding to the value, for a child view to read and write.
    public var projectedValue: Binding<Value> {
        let location = location
        let initialValue = initialValue
        return Binding(
            get: { location.storage?.value ?? initialValue },
            set: { location.storage?.value = $0 })
    }

    public func install(in node: ViewNode, slot: Int, context: RenderContext) {
        let initialValue = initialValue
        location.storage = node.object(in: slot) { StateStorage(initialValue) }
    }
}

/// Where one `@State` property's value lives: in the view's node, shared by every value of the
/// view drawn at that identity.
///
/// Observed through a non-generic `StateChanges`: a key path into a generic class is built at
/// run time on every use (the `@Observable` macro's accessors use one per read), which made
/// reading a `@State` the largest cost of a key's frame; the tracker's key path is made once.
@MainActor
final class StateStorage<Value> {
    private var storedValue: Value
    private let changes = StateChanges()

    init(_ value: Value) { storedValue = value }

    var value: Value {
        get {
            changes.observe()
            return storedValue
        }
        set {
            storedValue = newValue
            changes.announce()
        }
    }
}

/// The observable half of a `StateStorage`: reading `generation` in a render makes the render
/// depend on the state; bumping it invalidates those renders.
@MainActor @Observable
final class StateChanges {
    private var generation = 0

    /// Records that the current render read the state.
    func observe() { _ = generation }

    /// Invalidates every render that read the state.
    func announce() { generation &+= 1 }
}

/// The storage a `@State` property is connected to in the last render of its view.
@MainActor
final class StateLocation<Value> {
    var storage: StateStorage<Value>?
}
