// UncheckedSendable: carries a registered value (of any type) inside the Sendable container.
/// Wraps a value the container stores and hands out.
///
/// The public API mirrors SwiftMVVM and accepts any `T`, not only `Sendable` ones, so the
/// container cannot prove its values are safe to share. The contract, documented on
/// `DependenciesContainer`: register `Sendable` services, or main-actor types that are only
/// resolved on the main actor (as view models do). The container itself never mutates a value.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
