// LazyValue: the once-state of one lazy registration (run the factory at most once, share it).
import Foundation

/// The cache of one lazy registration: runs its factory at most once, thread-safely.
///
/// Two locks: `state` is held only for short reads and writes (so `debugDescription` and the
/// missing-dependency message can report "building" even from inside the factory), while
/// `buildLock` is held for the factory's run so concurrent first resolutions wait for one build.
/// Holding `buildLock` across the factory cannot deadlock on re-entrancy: a factory resolving a
/// *different* lazy registration takes that registration's own lock, and a factory reaching its
/// *own* registration again is a cycle, detected on the task-local resolution stack before any
/// lock is taken.
final class LazyValue: Sendable {
    /// Build progress, reported by `debugDescription`.
    enum Status: Sendable, Equatable {
        case notBuilt, building, built
    }

    private let factory: @Sendable () -> any Sendable
    private let state = Locked<(status: Status, value: (any Sendable)?)>((.notBuilt, nil))
    private let buildLock = NSLock()

    /// A cache of what `factory` builds (the registered value, wrapped as `Registration.Kind` says).
    init(factory: @escaping @Sendable () -> any Sendable) {
        self.factory = factory
    }

    /// A fresh cache running the same factory (used when a child container is merged).
    func fresh() -> LazyValue {
        LazyValue(factory: factory)
    }

    /// Whether the factory has run, is running, or has not run yet.
    var status: Status {
        state.withLock { $0.status }
    }

    /// The cached value, building it first with `build` wrapping the factory call.
    ///
    /// `build` receives the factory and sets up its scope (current container, resolution stack).
    func value(building build: (@Sendable () -> any Sendable) -> any Sendable) -> any Sendable {
        if let cached = state.withLock({ $0.value }) {
            return cached
        }
        return buildLock.withLock {
            if let cached = state.withLock({ $0.value }) {
                return cached
            }
            state.withLock { $0.status = .building }
            let built = build(factory)
            state.withLock { $0 = (.built, built) }
            return built
        }
    }
}
