// ItemDeletion: how every list deletes an item: counted as a load on the status bar, the row
// removed only once the server said yes, a refusal reported in words with the item's name.
import Models
import Repositories

/// Sends the DELETE of an item for a list.
@MainActor
enum ItemDeletion {
    /// Deletes `item` through `repository`; `removed` runs once the server agreed, and a failure
    /// goes to the status line as `<why> — "<name>" not deleted`. Returns the request's task.
    static func start<Item: RemoteResource>(
        _ item: Item, repository: any ResourceRepository<Item>, status: StatusCenter,
        removed: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        status.beginLoad()
        return Task {
            defer { status.endLoad() }
            do {
                try await repository.delete(item)
                removed()
                status.clearError()
            } catch {
                status.report(WriteFailure.sentence(error, item: item.displayName, outcome: "not deleted"))
            }
        }
    }
}
