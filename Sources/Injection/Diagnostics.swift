// Diagnostics: the exact text of every failure message, and the container's debugDescription.
// Kept as plain functions so tests can pin the wording without crashing.

/// Builders for the messages the module stops with.
public enum InjectionDiagnostics {
    /// The message for a dependency that is not registered where it was asked for.
    ///
    /// `container` is the container it was looked up in, or nil when the request came from
    /// outside any `withDependencies` scope.
    public static func missingDependencyMessage(
        typeName: String, file: String, line: UInt, container: DependenciesContainer?
    ) -> String {
        guard let container else {
            return """
                Injection: missing dependency \(typeName), asked for at \(file):\(line) outside any \
                dependency scope. Create the owner inside container.withDependencies { ... } or \
                below a view's .inject(...).
                """
        }
        let place = container.scopePath.map { " in \($0)" } ?? ""
        return """
            Injection: missing dependency \(typeName), asked for at \(file):\(line)\(place). \
            Register it with .register(_:as:) or .inject(...) above this point. Registered there:
            \(container.debugDescription)
            """
    }

    /// The message for lazy factories that resolve each other in a loop (`path`: `A`, `B`, `A`).
    public static func dependencyCycleMessage(_ path: [String]) -> String {
        "Injection: dependency cycle \(path.joined(separator: " -> ")). A lazy factory resolves a "
            + "type whose factory is already running; break the loop (e.g. resolve one side when used)."
    }
}

extension DependenciesContainer: CustomDebugStringConvertible {
    /// Every registration, root level first: type, eager or lazy (and whether built), and origin;
    /// a registration hidden by a child's registration of the same type is marked overridden.
    public var debugDescription: String {
        let place = scopePath.map { " in \($0)" } ?? ""
        let lines = levels.indices.flatMap { depth in
            levels[depth].order.compactMap { key -> String? in
                guard let registration = levels[depth].registrations[key] else { return nil }
                let overridden = levels[(depth + 1)...].contains { $0.registrations[key] != nil }
                return "  - \(registration.typeName): \(registration.kindDescription), from "
                    + registration.origin + (overridden ? " (overridden)" : "")
            }
        }
        if lines.isEmpty {
            return "DependenciesContainer\(place): no registrations"
        }
        let count = lines.count == 1 ? "1 registration" : "\(lines.count) registrations"
        return (["DependenciesContainer\(place): \(count)"] + lines).joined(separator: "\n")
    }
}

extension Registration {
    /// `value`, or `lazy (not built | building | built)`.
    var kindDescription: String {
        switch kind {
        case .value:
            return "value"
        case .lazy(let lazy):
            switch lazy.status {
            case .notBuilt: return "lazy (not built)"
            case .building: return "lazy (building)"
            case .built: return "lazy (built)"
            }
        }
    }
}
