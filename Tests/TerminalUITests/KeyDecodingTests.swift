// The pure mapping from ncurses' raw input to events: timing of double-clicks, paste line ends,
// ESC handling at batch boundaries, KEY_* codes and control codes.
import CNcurses
import Testing

@testable import TerminalUI

struct KeyDecodingTests {
    private let start = ContinuousClock.now

    private func press(_ x: Int, _ y: Int) -> RawInput { .mouse(x: x, y: y, buttons: UInt32(cn_button1_pressed())) }

    @Test func secondPressWithinIntervalAtSameCellIsDoubleClick() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([press(3, 4)], at: start) == [.mouse(MouseEvent(.press, at: Point(x: 3, y: 4)))])
        #expect(
            decoder.decode([press(3, 4)], at: start + .milliseconds(300))
                == [.mouse(MouseEvent(.doubleClick, at: Point(x: 3, y: 4)))])
    }

    @Test func slowSecondPressIsAPlainPress() {
        var decoder = KeyDecoder()
        _ = decoder.decode([press(3, 4)], at: start)
        #expect(
            decoder.decode([press(3, 4)], at: start + .milliseconds(500))
                == [.mouse(MouseEvent(.press, at: Point(x: 3, y: 4)))])
    }

    @Test func secondPressElsewhereIsAPlainPress() {
        var decoder = KeyDecoder()
        _ = decoder.decode([press(3, 4)], at: start)
        #expect(
            decoder.decode([press(4, 4)], at: start + .milliseconds(100))
                == [.mouse(MouseEvent(.press, at: Point(x: 4, y: 4)))])
    }

    @Test func thirdQuickPressStartsOver() {
        var decoder = KeyDecoder()
        _ = decoder.decode([press(1, 1)], at: start)
        _ = decoder.decode([press(1, 1)], at: start + .milliseconds(100))
        #expect(
            decoder.decode([press(1, 1)], at: start + .milliseconds(200))
                == [.mouse(MouseEvent(.press, at: Point(x: 1, y: 1)))])
    }

    @Test func motionReportsAreDropped() {
        var decoder = KeyDecoder()
        let motion = RawInput.mouse(x: 1, y: 1, buttons: UInt32(cn_report_mouse_position()))
        #expect(decoder.decode([motion], at: start) == [])
    }

    @Test func pasteNormalisesLineEndsAndDropsControls() {
        var decoder = KeyDecoder()
        let inputs: [RawInput] =
            [.keyCode(Int32(CN_KEY_PASTE_BEGIN))]
            + "a\r\nb\rc\nd\u{01}\te".unicodeScalars.map { .character($0.value) }
            + [.keyCode(KEY_UP), .keyCode(Int32(CN_KEY_PASTE_END))]
        #expect(decoder.decode(inputs, at: start) == [.paste("a\nb\nc\nd\te")])
    }

    @Test func resizeDuringPasteIsStillDelivered() {
        var decoder = KeyDecoder()
        let size = Size(width: 90, height: 30)
        let events = decoder.decode(
            [
                .keyCode(Int32(CN_KEY_PASTE_BEGIN)), .character(0x61), .resize(size),
                .character(0x62), .keyCode(Int32(CN_KEY_PASTE_END)),
            ], at: start)
        #expect(events == [.resize(size), .paste("ab")])
    }

    @Test func escapeAtTheEndOfABatchIsEsc() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode([.character(0x6A), .character(0x1B)], at: start)
                == [.key(.character("j")), .key(.escape)])
    }

    @Test func escapeBeforeAKeyCodeIsEscThenTheKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.character(0x1B), .keyCode(KEY_DOWN)], at: start) == [.key(.escape), .key(.down)])
    }

    @Test func escapeEscapeIsTwoEscs() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.character(0x1B), .character(0x1B)], at: start) == [.key(.escape), .key(.escape)])
    }

    @Test func altBracketAloneIsAlt() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.character(0x1B), .character(0x5B)], at: start) == [.key(.alt("["))])
    }

    @Test func oscStringIsSwallowedUpToTheStringTerminator() {
        var decoder = KeyDecoder()
        let inputs = "\u{1B}]0;title\u{1B}\\q".unicodeScalars.map { RawInput.character($0.value) }
        #expect(decoder.decode(inputs, at: start) == [.key(.character("q"))])
    }

    @Test(arguments: [
        (KEY_HOME, Key.home), (KEY_FIND, .home), (KEY_END, .end), (KEY_SELECT, .end),
        (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_BTAB, .backTab), (KEY_BACKSPACE, .backspace),
        (KEY_DC, .delete), (KEY_IC, .insert), (KEY_ENTER, .enter), (KEY_F0 + 1, .function(1)),
        (KEY_F0 + 12, .function(12)),
    ])
    func keyCodesMapToKeys(code: Int32, key: Key) {
        #expect(KeyDecoder.functionKey(code) == key)
    }

    @Test func unknownKeyCodesAreDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.keyCode(KEY_F0 + 13), .keyCode(KEY_MAX + 40)], at: start) == [])
    }

    @Test func controlCodesAndC1AreNotText() {
        #expect(KeyDecoder.controlKey(0x1C) == .control("\\"))
        #expect(KeyDecoder.controlKey(0x00) == nil)
        #expect(KeyDecoder.printableScalar(0x85) == nil)
        #expect(KeyDecoder.printableScalar(0xD800) == nil)
        #expect(KeyDecoder.printableScalar(0x4E2D) == "中")
    }
}
