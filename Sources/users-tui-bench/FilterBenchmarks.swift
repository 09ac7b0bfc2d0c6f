// FilterBenchmarks: typing a filter over 100k users with the app's real search (`SearchableList`,
// which builds a `SearchIndex` off the main actor and searches it per keystroke). A keystroke is
// timed from `setFilter` until the new rows are shown.
import Models
import Observation
import ViewModels

/// Measures building the search index and each keystroke of a filter.
@MainActor
struct FilterBenchmarks {
    let users: [User]
    let repetitions: Repetitions
    /// What users type: growing prefixes, then accented names (folded to match `zoe`, `jose`).
    static let keystrokes = ["l", "le", "lea", "lean", "leann", "zoë", "josé", "x"]

    /// A list searching the users' fields exactly as `UsersViewModel.list` does.
    private func makeList() -> SearchableList<User> {
        SearchableList<User> { user in [user.name, user.username, user.email, user.company.name] }
    }

    /// The rows.
    func run() async -> [ResultRow] {
        let count = users.count
        var rows: [ResultRow] = []
        let indexing = await measure(repetitions) {
            let list = makeList()
            list.setFilter("l")
            await Self.untilRowsChange(of: list) { list.replaceItems(users) }
        }
        rows.append(
            ResultRow(
                group: "filter", name: "index build + first search", items: count, timing: indexing,
                note: "off the main actor, once per load"))

        let list = makeList()
        list.setFilter("l")
        await Self.untilRowsChange(of: list) { list.replaceItems(users) }
        for text in Self.keystrokes {
            let timing = await measure(repetitions, prepare: { list.clearFilter() }) {
                await Self.untilRowsChange(of: list) { list.setFilter(text) }
            }
            rows.append(
                ResultRow(
                    group: "filter", name: "keystroke \"\(text)\"", items: count, timing: timing,
                    note: "\(list.visibleRows.count) matches"))
        }
        return rows
    }

    /// Runs `change` and returns once `list.visibleRows` has been replaced.
    static func untilRowsChange(of list: SearchableList<User>, after change: () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = list.visibleRows
            } onChange: {
                continuation.resume()
            }
            change()
        }
    }
}
