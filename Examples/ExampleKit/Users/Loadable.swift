// Loadable: the three states of something fetched asynchronously, as the user screens show them.

/// Data on its way: still loading, arrived, or failed with a message for the screen.
public enum Loadable<Value> {
    /// Asked for, not here yet.
    case loading
    /// Arrived.
    case loaded(Value)
    /// Could not be had; the message says why, in words for the screen.
    case failed(String)
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Sendable where Value: Sendable {}
