// `Binding`: read and write access to a value owned elsewhere, like SwiftUI's `Binding`.

/// A value a view reads and writes without owning it: a parent's `@State` (`$name`), a view
/// model's property, or a constant.
///
///     struct NameField: View {
///         @Binding var name: String
///         var body: some View { ... name ... }
///     }
///     NameField(name: $name)
///     NameField(name: Binding(get: { model.name }, set: { model.name = $0 }))
///     NameField(name: .constant("preview"))
///
/// Reading it in `body` reads the owner's state, so the reading view is redrawn when it changes.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: @MainActor () -> Value
    private let set: @MainActor (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The binding itself (lets `@Binding var name: String` be initialised from `$name`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read and written through the owner.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// The binding itself, so `$name` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$user.name`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let get = get
        let set = set
        return Binding<Member>(
            get: { get()[keyPath: keyPath] },
            set: { member in
                var value = get()
                value[keyPath: keyPath] = member
                set(value)
            })
    }
}
