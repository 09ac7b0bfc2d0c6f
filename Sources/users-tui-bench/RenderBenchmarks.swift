// RenderBenchmarks: one 100x30 frame of a users list (title, the real `ListView`, key help) in
// a `HeadlessTerminal` through `Application`, at growing list sizes, and one `FrameDiff` of the
// frames a Down key and a PageDown produce. A frame must cost the same at 1k and 1M items.
import Models
import TerminalUI

/// The selection a frame draws; each timed frame moves it, as a key press would.
@MainActor
private final class Selection {
    var state: ListState

    init(count: Int) { state = ListState(count: count, visibleHeight: 28) }
}

/// Measures frames and frame diffs.
@MainActor
struct RenderBenchmarks {
    let users: [User]
    let repetitions: Repetitions
    static let size = Size(width: 100, height: 30)
    static let listSizes = [1_000, 10_000, 100_000, 1_000_000]

    /// The rows: one per list size, a growth summary, then the diffs.
    func run() throws -> [ResultRow] {
        var rows: [ResultRow] = []
        _ = try frameTiming(count: Self.listSizes[0])  // warms the renderer up for the first size too
        for count in Self.listSizes {
            rows.append(
                ResultRow(
                    group: "render", name: "frame 100x30, ListView", items: count,
                    timing: try frameTiming(count: count)))
        }
        let smallest = rows[0].timing.medianNanoseconds
        let largest = rows[rows.count - 1].timing.medianNanoseconds
        rows[rows.count - 1].note = String(format: "%.2fx the 1k frame", largest / smallest)
        rows.append(contentsOf: try diffRows())
        return rows
    }

    /// An application drawing a list of `count` rows (user `i % users.count` on row `i`, so a
    /// million rows need no million users) on a fresh headless terminal.
    private func makeApplication(count: Int, selection: Selection) -> (Application, HeadlessTerminal) {
        let users = users
        let terminal = HeadlessTerminal(size: Self.size)
        let application = Application(terminal: terminal) {
            VStack {
                Text("Users (\(count))").bold()
                ListView(count: count, state: selection.state) { index in
                    let user = users[index % users.count]
                    return Text("\(user.name) <\(user.email)>")
                }
                Text("j/k move  PgDn/PgUp page  Enter open  / filter  q quit")
            }
        }
        return (application, terminal)
    }

    /// The median frame, each one after the selection moved down by one row.
    private func frameTiming(count: Int) throws -> Timing {
        let selection = Selection(count: count)
        var (application, terminal) = makeApplication(count: count, selection: selection)
        application.renderFrame()
        guard terminal.screenText.contains("Users (\(count))"), terminal.screenText.contains(users[0].email) else {
            throw BenchmarkFailure("the list frame does not show the title and the first user")
        }
        var frames = 0
        return measure(repetitions) {
            frames += 1
            if frames % 200 == 0 {
                // The headless terminal keeps every frame; start a fresh one now and then.
                (application, terminal) = makeApplication(count: count, selection: selection)
                application.renderFrame()
            }
            selection.state.moveSelection(by: 1)
            selection.state.ensureVisible(height: 28)
            application.renderFrame()
        }
    }

    /// Frame diffs: the frames before and after a Down key, and before and after a PageDown.
    private func diffRows() throws -> [ResultRow] {
        let selection = Selection(count: 100_000)
        let (application, terminal) = makeApplication(count: 100_000, selection: selection)
        selection.state.select(5)
        application.renderFrame()
        let before = terminal.screen
        selection.state.moveSelection(by: 1)
        application.renderFrame()
        let afterDown = terminal.screen
        selection.state.page(by: 1)
        application.renderFrame()
        let afterPage = terminal.screen
        let cells = Self.size.width * Self.size.height
        var rows: [ResultRow] = []
        for (name, after) in [("diff after Down (2 rows change)", afterDown), ("diff after PageDown", afterPage)] {
            let changed = FrameDiff.runs(from: before, to: after).reduce(0) { $0 + $1.columns.count }
            guard changed > 0 else { throw BenchmarkFailure("\(name): nothing changed") }
            rows.append(
                ResultRow(
                    group: "diff", name: "FrameDiff.runs, \(name)", items: cells,
                    timing: measure(repetitions) { _ = FrameDiff.runs(from: before, to: after) },
                    note: "\(changed) cells sent; per item = per cell"))
        }
        return rows
    }
}
