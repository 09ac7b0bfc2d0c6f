// TextFieldState editing and TextField drawing, scrolling, cursor and keys.
import Testing

@testable import TerminalUI

/// A text field's state holder, as a view model would be.
@MainActor final class FieldModel {
    var field = TextFieldState()
    var submitted: [String] = []
}

@MainActor @Suite struct WidgetTextFieldTests {
    @Test func insertsAtTheCursor() {
        var field = TextFieldState(text: "Londn")
        field.moveLeft()
        field.insert("o")
        #expect(field.text == "London" && field.cursor == 5)
    }

    @Test func insertsMultiByteGraphemesWhole() {
        var field = TextFieldState()
        field.insert("東京")
        field.insert("👨‍👩‍👧")
        field.insert("e\u{301}")
        #expect(field.text == "東京👨‍👩‍👧e\u{301}")
        #expect(field.cursor == 4)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "東京")
    }

    @Test func backspaceAndDeleteAtTheEdgesDoNothing() {
        var field = TextFieldState(text: "ab")
        field.deleteForward()
        #expect(field.text == "ab")
        field.moveToStart()
        field.deleteBackward()
        #expect(field.text == "ab" && field.cursor == 0)
        field.deleteForward()
        #expect(field.text == "b")
    }

    @Test func ctrlUAndCtrlKDeleteToTheEnds() {
        var field = TextFieldState(text: "hello world")
        for _ in 0..<5 { field.moveLeft() }
        field.deleteToEnd()
        #expect(field.text == "hello ")
        field.deleteToStart()
        #expect(field.text == "" && field.cursor == 0)
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursor() {
        var field = TextFieldState(text: "new york  city  ")
        field.deleteWordBackward()
        #expect(field.text == "new york  ")
        field.deleteWordBackward()
        #expect(field.text == "new ")
        field.deleteWordBackward()
        #expect(field.text == "" && field.cursor == 0)
    }

    @Test func pasteDropsControlsAndFlattensNewlines() {
        var field = TextFieldState()
        _ = field.handle(.paste("Gwen\u{1B}[31mborough\nWisokyburgh\t\u{202E}x"))
        #expect(field.text == "Gwen[31mborough Wisokyburgh x")
    }

    @Test func keysEditAndMove() {
        var field = TextFieldState()
        for key in [
            Key.character("a"), .character("b"), .character("c"), .left, .backspace, .home, .delete,
            .end, .character("d"), .control("a"), .character(">"),
        ] {
            let handled = field.handle(.key(key))
            #expect(handled, "\(key)")
        }
        #expect(field.text == ">cd" && field.cursor == 1)
        let passed = [Key.enter, .escape, .up, .tab].filter { !field.handle(.key($0)) }
        #expect(passed.count == 4)
    }

    @Test func showsThePlaceholderWhenEmpty() {
        let snapshot = Snapshot(width: 12, height: 1, theme: .mono) {
            TextField(state: TextFieldState(), placeholder: "City").focused()
        }
        #expect(snapshot.text == "City")
        #expect(snapshot.cell(0, 0).style == Style(attributes: [.dim, .underline]))
        #expect(snapshot.cell(11, 0).style == .underline)
        let dark = Snapshot(width: 12, height: 1) { TextField(state: TextFieldState(), placeholder: "City").focused() }
        #expect(
            dark.cell(0, 0).style == Style(foreground: .brightBlack, attributes: .underline), "muted over the field")
        #expect(snapshot.terminal.cursor == Point(x: 0, y: 0))
    }

    @Test func scrollsHorizontallyToKeepTheCursorVisible() {
        let field = TextFieldState(text: "Wisokyburgh Gwenborough")
        let snapshot = Snapshot(width: 10, height: 1) { TextField(state: field).focused() }
        #expect(snapshot.text == "enborough")
        #expect(snapshot.terminal.cursor == Point(x: 9, y: 0))
        var start = field
        start.moveToStart()
        let atStart = Snapshot(width: 10, height: 1) { TextField(state: start).focused() }
        #expect(atStart.text == "Wisokyburg")
        #expect(atStart.terminal.cursor == Point(x: 0, y: 0))
    }

    @Test func scrollingCountsWideCharactersAsTwoCells() {
        let field = TextFieldState(text: "東京都渋谷区")
        #expect(TextField.viewport(for: field, width: 6) == (first: 4, cursorColumn: 4))
        let snapshot = Snapshot(width: 6, height: 1) { TextField(state: field).focused() }
        #expect(snapshot.text == "谷区")
        #expect(snapshot.terminal.cursor == Point(x: 4, y: 0))
    }

    @Test func unfocusedFieldHidesTheCursorAndIgnoresKeys() {
        let model = FieldModel()
        let snapshot = Snapshot(width: 10, height: 1) { TextField(state: model.field, onChange: { model.field = $0 }) }
        #expect(snapshot.terminal.cursor == nil)
        snapshot.send(.key(.character("x")))
        #expect(model.field.text == "")
    }

    @Test func focusedFieldEditsAndSubmits() {
        let model = FieldModel()
        let snapshot = Snapshot(width: 10, height: 1) {
            TextField(state: model.field, onChange: { model.field = $0 }, onSubmit: { model.submitted.append($0) })
                .focused()
        }
        for character in "Pariss" { snapshot.send(.key(.character(character))) }
        snapshot.send(.key(.backspace))
        snapshot.send(.paste(" 東京"))
        #expect(snapshot.text == "aris 東京")
        #expect(snapshot.terminal.cursor == Point(x: 9, y: 0))
        snapshot.send(.key(.enter))
        #expect(model.submitted == ["Paris 東京"])
    }
}
