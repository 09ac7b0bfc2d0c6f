// What lets a view's observation of its last build end when the view is built again or dropped.
import Observation
import Synchronization

/// One view's hold on the observable state its builds read.
///
/// `withObservationTracking` keeps what a build read registered with the objects it read until
/// one of them changes; it has no public way to cancel. A view drawn again because its parent
/// was (its own reads unchanged) made one more registration each time, all kept until the state
/// they read changed (a filter typed into for a minute kept thousands, about 1 KB each, and
/// their callbacks then invalidated the view thousands of times at once); a view no longer
/// drawn kept its registrations for as long as the objects it read lived.
///
/// Every tracked build of a view also reads its anchor, so changing the anchor ends them all:
/// the renderer ends a view's earlier builds when it first builds the view in a pass, and a
/// node ends its builds when it is dropped. The callbacks of ended builds see that their
/// generation is over and invalidate nothing.
final class ObservationAnchor: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    /// The generation of the builds now observing (earlier ones have ended), and how many of
    /// them still observe (a build whose state changed stopped observing, all of it).
    private let builds = Mutex<(generation: Int, observing: Int)>((0, 0))

    /// What builds read to depend on the anchor.
    private var generation: Int { builds.withLock { $0.generation } }

    /// Runs `build`, recording what it reads; when that changes, `onChange` runs (on the thread
    /// that changed it), unless this anchor's observation ended first.
    func track<T>(_ build: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        let generation = builds.withLock { builds in
            builds.observing += 1
            return builds.generation
        }
        return withObservationTracking {
            registrar.access(self, keyPath: \.generation)
            return build()
        } onChange: { [weak self] in
            let current = self?.builds.withLock { builds in
                guard builds.generation == generation else { return false }
                builds.observing -= 1
                return true
            }
            if current == true { onChange() }
        }
    }

    /// Ends the observation of every build that read this anchor and still observes, reporting
    /// no change.
    func endObservation() {
        let observed = builds.withLock { builds in
            guard builds.observing > 0 else { return false }
            builds.generation += 1
            builds.observing = 0
            return true
        }
        guard observed else { return }
        Self.endings.add(1, ordering: .relaxed)
        defer { Self.endings.subtract(1, ordering: .relaxed) }
        registrar.withMutation(of: self, keyPath: \.generation) {}
    }

    private static let endings = Atomic<Int>(0)

    /// Whether an anchor's observation is being ended now. An observation around a whole
    /// drawing (debug builds watch each primitive's reads) also holds the anchors of the builds
    /// inside it, whose ending is no change of state.
    static var isEndingObservation: Bool { endings.load(ordering: .relaxed) > 0 }
}
