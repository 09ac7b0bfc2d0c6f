// Background: running CPU work off the main actor, cancelled when the task awaiting it is.

/// Runs `work` on the global executor and returns its result; cancelling the awaiting task
/// cancels `work`'s task too (so it can stop early by checking `Task.isCancelled`).
func offMainActor<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    let task = Task.detached(operation: work)
    return await withTaskCancellationHandler {
        await task.value
    } onCancel: {
        task.cancel()
    }
}
