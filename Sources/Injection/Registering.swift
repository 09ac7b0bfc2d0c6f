// Registering: the `register` overloads (eager values and lazy factories) of DependenciesContainer.

extension DependenciesContainer {
    /// A new container that also resolves `type` to `value`; the receiver is unchanged.
    ///
    /// Register a protocol with `register(LiveService(), as: Service.self)`: it then resolves as
    /// `Service`, not as `LiveService`. `origin` (e.g. a view path) names where it was registered
    /// in `debugDescription`; without it the caller's `file:line` is recorded.
    public func register<T>(
        _ value: T,
        as type: T.Type = T.self,
        origin: String? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> DependenciesContainer {
        adding(
            .value(UncheckedSendable<T>(value: value)), for: type,
            origin: origin ?? "\(file):\(line)")
    }

    /// A new container that resolves `type` by running `factory` once, on first resolution.
    ///
    /// The value is cached in this registration and shared by every container that contains it,
    /// including children merged over this one. The factory runs with `DependenciesContainer.current`
    /// set to its registering container (with registrations chained onto it later and the parents
    /// it was merged over), never a child it is resolved through, so what it builds does not
    /// depend on who asks first.
    public func register<T>(
        as type: T.Type,
        origin: String? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        _ factory: @escaping @Sendable () -> T
    ) -> DependenciesContainer {
        adding(
            .lazy(LazyValue { UncheckedSendable<T>(value: factory()) }), for: type, origin: origin ?? "\(file):\(line)")
    }

    private func adding<T>(
        _ kind: Registration.Kind, for type: T.Type,
        origin: String
    ) -> DependenciesContainer {
        // The name `String(reflecting:)` gives a type, without the printing machinery around it:
        // that looks the metatype up against every protocol conformance in the process, which
        // for a dozen registrations was a seventh of the work done before the first frame.
        let registration = Registration(typeName: _typeName(type, qualified: true), origin: origin, kind: kind)
        var levels = levels
        levels[levels.count - 1] = levels[levels.count - 1].adding(
            registration,
            for: ObjectIdentifier(type))
        return DependenciesContainer(levels: levels, scopePath: scopePath)
    }
}
