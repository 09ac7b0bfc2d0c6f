// LoadState: the phase of a screen's data (idle, loading, loaded, failed) as one value.

/// Where a screen's data is: not asked for yet, on its way, here, or failed with a sentence.
///
/// A refresh over loaded data keeps `.loaded` (the old value stays visible); view models say
/// `isRefreshing` separately.
public enum LoadState<Value> {
    /// Nothing asked for yet.
    case idle
    /// The first load is running and there is nothing to show yet.
    case loading
    /// The data to show.
    case loaded(Value)
    /// The load failed and there is nothing to show; the message is in plain words.
    case failed(String)

    /// The loaded value, if any.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }

    /// Whether the first load is running.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// The failure message, if the load failed.
    public var errorMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }
}

extension LoadState: Sendable where Value: Sendable {}
extension LoadState: Equatable where Value: Equatable {}
