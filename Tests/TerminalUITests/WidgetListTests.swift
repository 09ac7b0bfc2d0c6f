// ListState moves and ListView drawing, virtualisation, keys and mouse.
import Testing

@testable import TerminalUI

/// A list's state holder, as a view model would be.
@MainActor final class ListModel {
    var state = ListState()
    var activated: [Int] = []
    var rowCalls = 0
}

@MainActor @Suite struct WidgetListTests {
    @Test func movesStopAtTheEnds() {
        var state = ListState(count: 5, visibleHeight: 3)
        state.moveSelection(by: -1)
        #expect(state.selection == 0)
        state.moveSelection(by: 10)
        #expect(state.selection == 4)
        #expect(state.offset == 2)
        state.jumpToStart()
        #expect(state.selection == 0 && state.offset == 0)
        state.jumpToEnd()
        #expect(state.selection == 4)
    }

    @Test func pagesMoveByTheVisibleHeight() {
        var state = ListState(count: 100)
        state.ensureVisible(height: 20)
        state.page(by: 1)
        #expect(state.selection == 20)
        #expect(state.offset == 1)
        state.page(by: 1)
        state.page(by: -1)
        #expect(state.selection == 20)
    }

    @Test func clampPullsTheSelectionBackWhenTheListShrinks() {
        var state = ListState(selection: 50, offset: 45, count: 100)
        state.clamp(count: 10)
        #expect(state.selection == 9)
        state.ensureVisible(height: 5)
        #expect(state.offset == 5)
        state.clamp(count: 0)
        #expect(state.selection == 0 && state.selectedIndex == nil)
    }

    @Test func wheelScrollDragsTheSelectionAlong() {
        var state = ListState(count: 100, visibleHeight: 10)
        state.scroll(by: 3)
        #expect(state.offset == 3 && state.selection == 3)
        state.scroll(by: 1000)
        #expect(state.offset == 90 && state.selection == 90)
    }

    @Test(arguments: [
        (Key.character("j"), 6), (.down, 6), (.character("k"), 4), (.up, 4), (.character("g"), 0), (.home, 0),
        (.character("G"), 99), (.end, 99), (.pageDown, 15), (.control("d"), 15), (.pageUp, 0), (.control("u"), 0),
    ])
    func listKeysMoveTheSelection(key: Key, expected: Int) {
        var state = ListState(selection: 5, count: 100, visibleHeight: 10)
        let handled = state.handleListKey(key)
        #expect(handled)
        #expect(state.selection == expected)
    }

    @Test func otherKeysAreNotListKeys() {
        var state = ListState(count: 3)
        let letter = state.handleListKey(.character("x"))
        let enter = state.handleListKey(.enter)
        #expect(!letter && !enter)
        #expect(ListKeyBindings.bindings().count == 6)
    }

    @Test func drawsVisibleRowsWithTheSelectionInTheThemesSelectionStyle() {
        let model = ListModel()
        model.state = ListState(selection: 1)
        let names = ["Leanne Graham", "Ervin Howell", "Clementine Bauch"]
        let snapshot = Snapshot(width: 10, height: 3) {
            ListView(count: names.count, state: model.state) { Text(names[$0]) }
        }
        #expect(snapshot.text == screen("Leanne Gr…", "Ervin How…", "Clementin…"))
        #expect((0..<10).allSatisfy { snapshot.cell($0, 1).style == Theme.dark[.selection] })
        #expect(snapshot.cell(0, 0).style == .plain)
        let mono = Snapshot(width: 10, height: 3, theme: .mono) {
            ListView(count: names.count, state: model.state) { Text(names[$0]) }
        }
        #expect((0..<10).allSatisfy { mono.cell($0, 1).style == .reverse })
        #expect(mono.cell(0, 0).style == .plain)
    }

    @Test func scrollsToKeepTheSelectionVisibleAndShowsAScrollBar() {
        let model = ListModel()
        model.state = ListState(selection: 7)
        let snapshot = Snapshot(width: 8, height: 4) {
            ListView(count: 10, state: model.state) { Text("row \($0)") }
        }
        #expect(snapshot.text == screen("row 4  │", "row 5  │", "row 6  █", "row 7  │"))
    }

    @Test func wideAndHostileRowsAreSafe() {
        let rows = ["漢字のユーザー名", "\u{1B}]0;pwn\u{7}x"]
        let snapshot = Snapshot(width: 9, height: 2) { ListView(count: 2, state: ListState()) { Text(rows[$0]) } }
        #expect(snapshot.text == screen("漢字のユ…", "\u{FFFD}]0;pwn\u{FFFD}x"))
    }

    @Test func emptyListShowsItsMessage() {
        let snapshot = Snapshot(width: 12, height: 2) {
            ListView(count: 0, state: ListState(), emptyMessage: "No users") { Text("\($0)") }
        }
        #expect(snapshot.text == screen("No users", ""))
    }

    @Test func buildsOnlyVisibleRowsWhateverTheCount() {
        let small = ListModel()
        let huge = ListModel()
        huge.state = ListState(selection: 999_999)
        _ = Snapshot(width: 20, height: 10) {
            ListView(count: 10, state: small.state) { index in
                small.rowCalls += 1
                return Text("\(index)")
            }
        }
        let snapshot = Snapshot(width: 20, height: 10) {
            ListView(count: 1_000_000, state: huge.state) { index in
                huge.rowCalls += 1
                return Text("\(index)")
            }
        }
        #expect(small.rowCalls == 10)
        #expect(huge.rowCalls == 10)
        #expect(snapshot.rows.last == "999999             █")
    }

    @Test func handlesKeysAndEnterThroughTheStateAPI() {
        let model = ListModel()
        let snapshot = Snapshot(width: 10, height: 3) {
            ListView(
                count: 20, state: model.state, onStateChange: { model.state = $0 },
                onActivate: { model.activated.append($0) }
            ) { Text("item \($0)") }
        }
        snapshot.send(.key(.character("j")))
        snapshot.send(.key(.character("j")))
        #expect(model.state.selection == 2)
        snapshot.send(.key(.pageDown))
        #expect(model.state.selection == 5)
        #expect(snapshot.rows == ["item 3   █", "item 4   │", "item 5   │"])
        snapshot.send(.key(.enter))
        #expect(model.activated == [5])
    }

    @Test func mouseClickSelectsDoubleClickActivatesWheelScrolls() {
        let model = ListModel()
        let snapshot = Snapshot(width: 10, height: 4) {
            VStack {
                Text("Title")
                ListView(
                    count: 50, state: model.state, onStateChange: { model.state = $0 },
                    onActivate: { model.activated.append($0) }
                ) { Text("item \($0)") }
            }
        }
        snapshot.send(.mouse(MouseEvent(.press, at: Point(x: 2, y: 3))))
        #expect(model.state.selection == 2)
        snapshot.send(.mouse(MouseEvent(.doubleClick, at: Point(x: 2, y: 2))))
        #expect(model.state.selection == 1)
        #expect(model.activated == [1])
        snapshot.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 2))))
        #expect(model.state.offset == 3)
        #expect(snapshot.rows[1].hasPrefix("item 3"))
    }
}
