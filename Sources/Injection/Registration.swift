// Registration: what the container stores for one type (an eager value or a lazy factory), and
// Level, one layer of registrations (a container made by `register` chains, or a merged child).

/// One registered dependency: its type, where it was registered, and its value or factory.
struct Registration: Sendable {
    /// An eager value, or a lazy factory with its once-cache. Values are held as
    /// `UncheckedSendable<T>` of the registered type `T`: resolving one is then a cast to that
    /// struct (a comparison of type metadata), where a cast of the bare value to a protocol type
    /// would look up the protocol's conformances, reading every conformance record of the
    /// process on the first lookup of each pair.
    enum Kind: Sendable {
        case value(any Sendable)
        case lazy(LazyValue)
    }

    /// The registered type's fully qualified name (`String(reflecting:)`).
    let typeName: String
    /// Where it was registered: the caller's `origin` (a view path), else `file:line`.
    let origin: String
    let kind: Kind

    /// The same registration with a fresh lazy cache, for a container that adopts it by merging.
    func withFreshCache() -> Registration {
        switch kind {
        case .value:
            return self
        case .lazy(let lazy):
            return Registration(typeName: typeName, origin: origin, kind: .lazy(lazy.fresh()))
        }
    }
}

/// One layer of registrations, keyed by type identity and kept in registration order.
///
/// Immutable; `register` makes a new level. Its object identity is the identity of the container
/// it tops, and a lazy factory registered in it runs with the levels up to and including it.
final class Level: Sendable {
    let registrations: [ObjectIdentifier: Registration]
    /// Keys in the order they were (last) registered, for `debugDescription`.
    let order: [ObjectIdentifier]

    init(registrations: [ObjectIdentifier: Registration] = [:], order: [ObjectIdentifier] = []) {
        self.registrations = registrations
        self.order = order
    }

    /// A new level with `registration` added under `key`, replacing an earlier one for that key.
    func adding(_ registration: Registration, for key: ObjectIdentifier) -> Level {
        var registrations = registrations
        registrations[key] = registration
        return Level(registrations: registrations, order: order.filter { $0 != key } + [key])
    }

    /// A copy whose lazy registrations have fresh caches.
    func withFreshCaches() -> Level {
        Level(registrations: registrations.mapValues { $0.withFreshCache() }, order: order)
    }
}
