// Resolving: looking a type up (innermost level first), building lazy values in the scope of
// their registering container, and detecting factory cycles.

/// A lazy factory reached its own registration again while building; `path` names the cycle.
struct DependencyCycle: Error, Equatable {
    /// Type names from the first registration in the cycle back to itself: `A`, `B`, `A`.
    let path: [String]
}

extension DependenciesContainer {
    /// The value registered for `type`, building a lazy one on first use; nil if not registered.
    ///
    /// Stops with a message naming the cycle if lazy factories resolve each other in a loop.
    public func resolve<T>(_ type: T.Type = T.self) -> T? {
        do {
            return try resolvingDetectingCycles(type)
        } catch {
            fatalError(InjectionDiagnostics.dependencyCycleMessage(error.path))
        }
    }

    /// The value registered for `type`; stops with a message naming the type, the place it was
    /// asked for (`file:line`, plus `scopePath`) and what is registered, if there is none.
    public func require<T>(
        _ type: T.Type = T.self, file: StaticString = #fileID,
        line: UInt = #line
    ) -> T {
        guard let value = resolve(type) else {
            fatalError(
                InjectionDiagnostics.missingDependencyMessage(
                    typeName: String(reflecting: type), file: "\(file)", line: line, container: self))
        }
        return value
    }

    /// `resolve` without stopping on a cycle: throws it instead (the testable core).
    func resolvingDetectingCycles<T>(_ type: T.Type) throws(DependencyCycle) -> T? {
        let key = ObjectIdentifier(type)
        guard let depth = levels.lastIndex(where: { $0.registrations[key] != nil }),
            let registration = levels[depth].registrations[key]
        else {
            return nil
        }
        switch registration.kind {
        case .value(let box):
            return (box as? UncheckedSendable<T>)?.value
        case .lazy(let lazy):
            let frame = ResolutionFrame(entry: ObjectIdentifier(lazy), typeName: registration.typeName)
            let stack = TaskLocals.resolutionStack
            if let start = stack.firstIndex(where: { $0.entry == frame.entry }) {
                throw DependencyCycle(path: stack[start...].map(\.typeName) + [frame.typeName])
            }
            // The factory sees its registering container: the levels up to its own, not the
            // children it is being resolved through, so its result is the same whoever asks first.
            let home = DependenciesContainer(levels: Array(levels[...depth]), scopePath: scopePath)
            let value = lazy.value { factory in
                TaskLocals.$resolutionStack.withValue(stack + [frame]) {
                    TaskLocals.$container.withValue(home) { factory() }
                }
            }
            return (value as? UncheckedSendable<T>)?.value
        }
    }
}
