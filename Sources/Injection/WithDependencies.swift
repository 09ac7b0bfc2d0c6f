// WithDependencies: making a container current for a synchronous or asynchronous body
// (task-local, so it follows `await`, `async let` and task groups, never other tasks).

extension DependenciesContainer {
    /// The container set by the innermost `withDependencies` on this task; empty outside any.
    public static var current: DependenciesContainer {
        TaskLocals.container ?? DependenciesContainer()
    }

    /// Runs `body` with this container as `DependenciesContainer.current`.
    ///
    /// ```swift
    /// let viewModel = container.withDependencies { UsersViewModel() }
    /// ```
    public func withDependencies<R>(_ body: () throws -> R) rethrows -> R {
        try TaskLocals.$container.withValue(self, operation: body)
    }

    /// Runs the async `body` with this container as `current`, across suspensions and in the
    /// child tasks it creates (`async let`, task groups); other tasks never see it.
    public func withDependencies<R>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> R
    ) async rethrows -> R {
        try await TaskLocals.$container.withValue(self, operation: body)
    }
}
