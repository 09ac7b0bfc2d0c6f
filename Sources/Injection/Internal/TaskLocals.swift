// TaskLocals: the task-local state behind `DependenciesContainer.current` and cycle detection.
/// Task-local values; there is no global mutable container.
enum TaskLocals {
    /// The container set by the innermost `withDependencies`, or nil outside any scope.
    @TaskLocal static var container: DependenciesContainer?

    /// The lazy registrations whose factories are running on this task, outermost first.
    @TaskLocal static var resolutionStack: [ResolutionFrame] = []
}

/// One lazy registration being built, as recorded on the resolution stack.
struct ResolutionFrame: Sendable {
    /// Identity of the lazy cache being filled (unique per registration).
    let entry: ObjectIdentifier
    /// The resolved type's name, for the cycle message.
    let typeName: String
}
