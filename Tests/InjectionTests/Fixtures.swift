// Fixtures: small dependency types shared by the Injection tests (no shared mutable state).
@testable import Injection

protocol Greeter: Sendable {
    var greeting: String { get }
}

struct EnglishGreeter: Greeter {
    var greeting: String { "hello" }
}

struct FrenchGreeter: Greeter {
    var greeting: String { "bonjour" }
}

/// Two types spelled `Service` in different scopes: they must never collide.
enum Billing {
    struct Service: Sendable { let name: String }
}

enum Shipping {
    struct Service: Sendable { let name: String }
}

/// A reference type, so tests can check that two resolutions give the same instance.
final class Instance: Sendable {
    let label: String
    init(label: String) { self.label = label }
}

/// A value tagged with a string, for telling registrations apart.
struct Marker: Sendable, Equatable {
    let value: String
}

/// Counts how often something ran (e.g. a factory), safely from many threads.
final class RunCounter: Sendable {
    private let count = Locked(0)

    /// Adds one and returns the new count.
    @discardableResult
    func increment() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }

    var value: Int {
        count.withLock { $0 }
    }
}

/// A composite of services, for `@Injected(\AppServices.greeter)`.
struct AppServices: Sendable {
    let greeter: any Greeter
    let marker: Marker
}
