// A text field's cost does not grow with its text: drawing measures only the graphemes that fit
// (counted, not timed), edits keep the grapheme count and cursor exact without recounting the
// text, and a field stops at its limit and says so.
import Testing
import TestingSupport

@testable import TerminalUI

@MainActor @Suite struct TextFieldScalingTests {
    nonisolated static let lengths = [100, 1_000, 10_000, 100_000]

    private func field(length: Int, pattern: String = "abcdé東🚀 ") -> TextFieldState {
        let unit = Array(pattern)
        let text = String((0..<length).map { unit[$0 % unit.count] })
        return TextFieldState(text: text, limit: 200_000)
    }

    @Test(arguments: lengths)
    func drawingMeasuresOnlyWhatFits(length: Int) {
        let width = 60
        var state = field(length: length)
        #expect(state.count == length)
        let atEnd = TextField.window(for: state, width: width)
        #expect(atEnd.examined <= 2 * width + 2)
        #expect(atEnd.shown.count <= width)
        state.moveToStart()
        for _ in 0..<(length / 2) { state.moveRight() }
        let inMiddle = TextField.window(for: state, width: width)
        #expect(inMiddle.examined <= 2 * width + 2)
        #expect(inMiddle.first >= length / 2 - width && inMiddle.first <= length / 2)
        state.moveToStart()
        #expect(TextField.window(for: state, width: width).examined <= width + 1)
    }

    @Test func theWindowIsTheSameWhateverTheTextBeforeIt() {
        let short = field(length: 104)
        let long = field(length: 100_000)  // both end on the same grapheme
        let shortWindow = TextField.window(for: short, width: 40)
        let longWindow = TextField.window(for: long, width: 40)
        #expect(shortWindow.shown == longWindow.shown)
        #expect(shortWindow.cursorColumn == longWindow.cursorColumn)
        #expect(shortWindow.examined == longWindow.examined)
    }

    /// Random edits: the count and cursor kept at the cursor agree with the text counted whole.
    @Test(arguments: [1, 7, 42])
    func editsKeepCountAndCursorExact(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let pieces = ["a", "é", "e", "\u{301}", "東", "🚀", "👨‍👩‍👧", " ", "🇫", "🇷", "xy z"]
        var state = TextFieldState(limit: 50)
        for _ in 0..<2_000 {
            switch generator.next() % 9 {
            case 0, 1, 2, 3:
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                state.insert(piece)
            case 4: state.deleteBackward()
            case 5: state.deleteForward()
            case 6: state.moveLeft()
            case 7: state.moveRight()
            default:
                if generator.next() % 2 == 0 { state.moveToStart() } else { state.deleteWordBackward() }
            }
            #expect(state.count == state.text.count, "\(state.text.debugDescription)")
            #expect(state.cursor == state.text[..<state.cursorIndex].count, "\(state.text.debugDescription)")
            #expect(state.count <= state.limit)
        }
    }

    @Test func typingStopsAtTheLimit() {
        var state = TextFieldState(limit: 5)
        for character in "abcdefgh" { _ = state.handle(.key(.character(character))) }
        #expect(state.text == "abcde")
        #expect(state.isFull)
        state.deleteBackward()
        #expect(!state.isFull)
    }

    @Test func aPasteOverTheLimitIsCut() {
        var state = TextFieldState(text: "ab", limit: 6)
        state.moveLeft()
        _ = state.handle(.paste("東京🚀xyz"))
        #expect(state.text == "a東京🚀xb")
        #expect(state.cursor == 5 && state.count == 6)
        #expect(TextFieldState(text: String(repeating: "q", count: 20), limit: 8).text == "qqqqqqqq")
    }

    @Test func theDefaultLimitIsTenThousand() {
        var state = TextFieldState()
        state.insert(String(repeating: "x", count: 12_000))
        #expect(state.count == 10_000 && state.limit == TextFieldState.defaultLimit && state.isFull)
    }

    @Test func aFullFieldSaysSo() {
        let state = TextFieldState(text: String(repeating: "z", count: 30), limit: 30)
        let snapshot = Snapshot(width: 50, height: 1) { TextField(state: state).focused() }
        #expect(snapshot.text.hasSuffix("Field limit: 30 characters"))
        #expect(snapshot.text.hasPrefix("zzzz"))
        // The text keeps what the message leaves, the cursor in its last cell.
        #expect(snapshot.terminal.cursor == Point(x: 50 - " Field limit: 30 characters".count - 1, y: 0))
        let narrow = Snapshot(width: 25, height: 1) { TextField(state: state).focused() }
        #expect(narrow.text.hasSuffix("limit 30"))
        let roomy = Snapshot(width: 50, height: 1) { TextField(state: TextFieldState(text: "zz", limit: 30)).focused() }
        #expect(!roomy.text.contains("limit"))
    }
}
