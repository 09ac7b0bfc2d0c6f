// SortBenchmarks: sorting 100k users with the app's real list (`SearchableList` with the users'
// sort columns): the time on the main actor for asking (what a key press costs the frame) and
// the time until the sorted rows are shown (the work done off the main actor).
import Models
import ViewModels

/// Measures each sort request: by name, by name turned round, by email, and the server's order
/// turned round, each after another of them, without and with a filter typed.
@MainActor
struct SortBenchmarks {
    let users: [User]
    let repetitions: Repetitions

    /// A list searched and sorted exactly as `UsersViewModel.list` is.
    private func makeList() -> SearchableList<User> {
        SearchableList<User>(
            searchingIn: { user in [user.name, user.username, user.email, user.company.name] },
            sortColumns: UsersViewModel.sortColumns)
    }

    /// The rows.
    func run() async -> [ResultRow] {
        let count = users.count
        let list = makeList()
        list.setFilter("l")  // rows change once the index is built
        await FilterBenchmarks.untilRowsChange(of: list) { list.replaceItems(users) }
        list.clearFilter()
        var rows: [ResultRow] = []
        let orders: [(String, ListSort)] = [
            ("by name", ListSort(column: 0)), ("by name, reversed", ListSort(column: 0, descending: true)),
            ("by email", ListSort(column: 2)), ("server's order reversed", ListSort.natural.reversed),
        ]
        for filter in ["", "le"] {
            if list.filterText != filter {
                await FilterBenchmarks.untilRowsChange(of: list) { list.setFilter(filter) }
            }
            for (position, (name, sort)) in orders.enumerated() {
                // Sorted by another column before each run, so the order is made, not taken from
                // the list's cache of the last one.
                let before = orders[(position + 1) % orders.count].1
                var samples: [Double] = []
                var asking: UInt64 = 0
                for run in 0..<(repetitions.warmUp + repetitions.iterations) {
                    await FilterBenchmarks.untilRowsChange(of: list) { list.setSort(before) }
                    let start = monotonicNanoseconds()
                    await FilterBenchmarks.untilRowsChange(of: list) {
                        list.setSort(sort)
                        asking = max(asking, monotonicNanoseconds() - start)
                    }
                    if run >= repetitions.warmUp { samples.append(Double(monotonicNanoseconds() - start)) }
                }
                let label = filter.isEmpty ? "sort \(name)" : "sort \(name), filter \"\(filter)\""
                rows.append(
                    ResultRow(
                        group: "sort", name: label, items: count, timing: Timing(samples: samples),
                        note: "\(list.visibleRows.count) rows; at most \(asking / 1_000) µs on the main actor"))
            }
        }
        return rows
    }
}
