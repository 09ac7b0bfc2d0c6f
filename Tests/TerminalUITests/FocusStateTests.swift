// @FocusState: key events go to the child whose focus value matches; moving the focus (from a
// key or a click) redraws and re-routes; the focus is view state, dropped with the view.
import Testing

@testable import TerminalUI

private enum Field: Hashable { case first, second }

/// Two rows that each record the keys they receive; Tab moves the focus between them.
private struct TwoFields: View {
    let log: KeyLog
    @FocusState private var focus: Field?
    var body: some View {
        Rows {
            Label(focus == .first ? "> first" : "  first")
                .onKey { log.record("first", $0) }
                .focused($focus, equals: .first)
            Label(focus == .second ? "> second" : "  second")
                .onKey { log.record("second", $0) }
                .focused($focus, equals: .second)
        }
        .onKey { key in
            guard key == .tab else { return .ignored }
            focus = focus == .first ? .second : .first
            return .handled
        }
    }
}

/// Records which view got which key, and consumes letters.
@MainActor
private final class KeyLog {
    var entries: [String] = []
    func record(_ view: String, _ key: Key) -> EventResult {
        guard case .character(let character) = key else { return .ignored }
        entries.append("\(view) \(character)")
        return .handled
    }
}

private struct Flag: View {
    @FocusState private var isFocused: Bool
    var body: some View {
        Label(isFocused ? "focused" : "not focused").focused($isFocused)
    }
}

@MainActor
struct FocusStateTests {
    @Test func keysGoToTheChildTheFocusStateNames() {
        let log = KeyLog()
        let snapshot = Snapshot(width: 20, height: 2) { TwoFields(log: log) }
        #expect(snapshot.rows[0].hasPrefix("  first") && snapshot.rows[1].hasPrefix("  second"))
        snapshot.send(.key(.tab))
        #expect(snapshot.rows[0].hasPrefix("> first"))
        snapshot.send(.key(.character("a")))
        snapshot.send(.key(.tab))
        #expect(snapshot.rows[1].hasPrefix("> second"))
        snapshot.send(.key(.character("b")))
        #expect(log.entries == ["first a", "second b"])
    }

    @Test func aClickMovesTheFocusToTheChildUnderThePointer() {
        let log = KeyLog()
        let snapshot = Snapshot(width: 20, height: 2) { TwoFields(log: log) }
        snapshot.send(.mouse(MouseEvent(.press, at: Point(x: 3, y: 1))))
        #expect(snapshot.rows[1].hasPrefix("> second"))
        snapshot.send(.key(.character("c")))
        #expect(log.entries == ["second c"])
    }

    @Test func aFocusFlagStartsFalseAndAClickSetsIt() {
        let snapshot = Snapshot(width: 20, height: 1) { Flag() }
        #expect(snapshot.rows[0].hasPrefix("not focused"))
        snapshot.send(.mouse(MouseEvent(.press, at: Point(x: 0, y: 0))))
        #expect(snapshot.rows[0].hasPrefix("focused"))
    }
}
