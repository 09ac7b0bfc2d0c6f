// CounterViewModel: the smallest view model, an observable count and the intents that change it.
import Observation

/// A count that goes up and down by `step`. Views read `count`; keys call the intents.
///
/// ```swift
/// let counter = CounterViewModel(step: 5)
/// counter.increment()   // count == 5
/// ```
@MainActor @Observable
public final class CounterViewModel {
    /// The current count.
    public private(set) var count: Int
    /// How much one `increment()` or `decrement()` changes the count.
    public let step: Int

    /// A counter starting at `start` that moves by `step`.
    public init(start: Int = 0, step: Int = 1) {
        self.count = start
        self.step = step
    }

    /// Adds `step`.
    public func increment() { count += step }

    /// Takes `step` away.
    public func decrement() { count -= step }

    /// Back to zero.
    public func reset() { count = 0 }
}
