// The test terminal emulator follows xterm exactly for what it knows and records the rest.
import Testing

@testable import TerminalUI

@Suite struct TerminalEmulatorTests {
    typealias Cell = TerminalEmulator.Cell

    /// A screen whose rows read `rows` (one character per cell).
    static func screen(_ rows: [String]) -> TerminalEmulator {
        var canvas = Canvas(size: Size(width: rows[0].count, height: rows.count))
        for (y, row) in rows.enumerated() { canvas.draw(row, at: Point(x: 0, y: y)) }
        return TerminalEmulator(showing: canvas)
    }

    static func rows(_ emulator: TerminalEmulator) -> [String] {
        (0..<emulator.height).map { emulator.text(ofRow: $0) }
    }

    @Test func textWrapsOnlyWhenTheNextCharacterArrives() {
        var emulator = TerminalEmulator(width: 4, height: 2)
        emulator.feed("abcd")
        #expect(emulator.cursor == Point(x: 3, y: 0))
        #expect(Self.rows(emulator) == ["abcd", "    "])
        emulator.feed("e")
        #expect(Self.rows(emulator) == ["abcd", "e   "])
        #expect(emulator.cursor == Point(x: 1, y: 1))

        // CR and cursor movement clear the pending wrap.
        emulator.feed("\r\u{1B}[1;1Hwxyz\rA")
        #expect(Self.rows(emulator) == ["Axyz", "e   "])
        emulator.feed("\u{1B}[1;4HQ\u{1B}[DR")
        #expect(Self.rows(emulator) == ["AxRQ", "e   "])
        #expect(emulator.cursor == Point(x: 3, y: 0))
        #expect(emulator.unknown.isEmpty)
    }

    @Test func wrappingOnTheLastRowScrolls() {
        var emulator = TerminalEmulator(width: 3, height: 2)
        emulator.feed("abcdef")
        #expect(Self.rows(emulator) == ["abc", "def"])
        emulator.feed("g")
        #expect(Self.rows(emulator) == ["def", "g  "])
        #expect(emulator.cursor == Point(x: 1, y: 1))
    }

    @Test func cursorMovement() {
        var emulator = TerminalEmulator(width: 10, height: 5)
        emulator.feed("\u{1B}[2;3H")
        #expect(emulator.cursor == Point(x: 2, y: 1))
        emulator.feed("\u{1B}[5G")
        #expect(emulator.cursor == Point(x: 4, y: 1))
        emulator.feed("\u{1B}[3d")
        #expect(emulator.cursor == Point(x: 4, y: 2))
        emulator.feed("\u{1B}[2C")
        #expect(emulator.cursor == Point(x: 6, y: 2))
        emulator.feed("\u{1B}[C\u{1B}[B")
        #expect(emulator.cursor == Point(x: 7, y: 3))
        emulator.feed("\u{1B}[3D\u{1B}[2A")
        #expect(emulator.cursor == Point(x: 4, y: 1))
        emulator.feed("\u{1B}[99C\u{1B}[99B")
        #expect(emulator.cursor == Point(x: 9, y: 4))
        emulator.feed("\u{1B}[H")
        #expect(emulator.cursor == .zero)
        emulator.feed("\u{1B}[99;99f\u{8}")
        #expect(emulator.cursor == Point(x: 8, y: 4))
        emulator.feed("\u{1B}[;3H")
        #expect(emulator.cursor == Point(x: 2, y: 0))
        #expect(emulator.unknown.isEmpty)
    }

    @Test func eraseCharactersFillsWithTheBackgroundWithoutMovingTheCursor() {
        var emulator = TerminalEmulator(width: 6, height: 1)
        emulator.feed("\u{1B}[1;31mabcdef\u{1B}[1;2H\u{1B}[0;44m\u{1B}[3X")
        #expect(emulator.cursor == Point(x: 1, y: 0))
        #expect(emulator.text(ofRow: 0) == "a   ef")
        let blueBlank = Cell(text: " ", style: Style(background: .blue))
        #expect((1...3).allSatisfy { emulator[$0, 0] == blueBlank })
        #expect(emulator[0, 0] == Cell(text: "a", style: Style(foreground: .red, attributes: .bold)))
        #expect(emulator[4, 0].style == Style(foreground: .red, attributes: .bold))
        // Bold and a foreground are not part of an erased cell.
        emulator.feed("\u{1B}[1;33;42m\u{1B}[9X")
        #expect(emulator[5, 0] == Cell(text: " ", style: Style(background: .green)))
    }

    @Test func eraseInLineAndDisplay() {
        var emulator = Self.screen(["abcde", "fghij", "klmno"])
        emulator.feed("\u{1B}[1;3H\u{1B}[K")
        #expect(Self.rows(emulator) == ["ab   ", "fghij", "klmno"])
        emulator.feed("\u{1B}[2;2H\u{1B}[1K")
        #expect(Self.rows(emulator) == ["ab   ", "  hij", "klmno"])
        emulator.feed("\u{1B}[3;4H\u{1B}[2K")
        #expect(Self.rows(emulator) == ["ab   ", "  hij", "     "])
        #expect(emulator.cursor == Point(x: 3, y: 2))

        emulator = Self.screen(["abcde", "fghij", "klmno"])
        emulator.feed("\u{1B}[2;3H\u{1B}[J")
        #expect(Self.rows(emulator) == ["abcde", "fg   ", "     "])
        emulator = Self.screen(["abcde", "fghij", "klmno"])
        emulator.feed("\u{1B}[2;3H\u{1B}[1J")
        #expect(Self.rows(emulator) == ["     ", "   ij", "klmno"])
        emulator.feed("\u{1B}[41m\u{1B}[2J")
        #expect(Self.rows(emulator) == ["     ", "     ", "     "])
        #expect(emulator[4, 2].style == Style(background: .red))
        #expect(emulator.cursor == Point(x: 2, y: 1))
    }

    @Test func selectGraphicRenditionAppliesInOrder() {
        var emulator = TerminalEmulator(width: 10, height: 1)
        emulator.feed(
            "\u{1B}[1;31;44mA\u{1B}[22;39mB\u{1B}[0mC\u{1B}[38;5;1;48;5;200;4mD\u{1B}[38;5;9mE"
                + "\u{1B}[97;100mF\u{1B}[2;3;7mG\u{1B}[23;27;24mH\u{1B}[mI\u{1B}[1;2m\u{1B}[22mJ")
        let expected: [Style] = [
            Style(foreground: .red, background: .blue, attributes: .bold),
            Style(background: .blue),
            Style(),
            Style(foreground: .red, background: .indexed(200), attributes: .underline),
            Style(foreground: .brightRed, background: .indexed(200), attributes: .underline),
            Style(foreground: .brightWhite, background: .brightBlack, attributes: .underline),
            Style(
                foreground: .brightWhite, background: .brightBlack,
                attributes: [.underline, .dim, .italic, .reverse]),
            Style(foreground: .brightWhite, background: .brightBlack, attributes: .dim),
            Style(),
            Style(),
        ]
        for (x, style) in expected.enumerated() {
            #expect(emulator[x, 0].style == style, "column \(x)")
        }
        // 38;5;1 is stored as the named colour, and cells compare colours by palette index.
        #expect(emulator[3, 0].style.foreground == .red)
        #expect(
            emulator[4, 0]
                == Cell(
                    text: "E",
                    style: Style(
                        foreground: .indexed(9), background: .indexed(200),
                        attributes: .underline)))
        #expect(emulator.text(ofRow: 0) == "ABCDEFGHIJ")
        #expect(emulator.unknown.isEmpty)
    }

    @Test func lineFeedAtTheRegionsBottomScrollsOnlyTheRegion() {
        var emulator = Self.screen(["a", "b", "c", "d", "e"])
        emulator.feed("\u{1B}[2;4r")
        #expect(emulator.cursor == .zero)
        emulator.feed("\u{1B}[4;1H\u{1B}[42m\n")
        #expect(Self.rows(emulator) == ["a", "c", "d", " ", "e"])
        #expect(emulator[0, 3] == Cell(text: " ", style: Style(background: .green)))
        #expect(emulator.cursor == Point(x: 0, y: 3))
        // Below the region, LF moves down to the last row and then stays.
        emulator.feed("\u{1B}[5;1H\n\n")
        #expect(Self.rows(emulator) == ["a", "c", "d", " ", "e"])
        #expect(emulator.cursor == Point(x: 0, y: 4))
        // CUD stops at the bottom margin from inside the region.
        emulator.feed("\u{1B}[2;1H\u{1B}[9B")
        #expect(emulator.cursor == Point(x: 0, y: 3))
    }

    @Test func reverseIndexAtTheTopMarginScrollsTheRegionDown() {
        var emulator = Self.screen(["a", "b", "c", "d", "e"])
        emulator.feed("\u{1B}[2;4r\u{1B}[2;1H\u{1B}M")
        #expect(Self.rows(emulator) == ["a", " ", "b", "c", "e"])
        #expect(emulator.cursor == Point(x: 0, y: 1))
        // Above the region RI only moves up, and at the top row it does nothing.
        emulator.feed("\u{1B}[1;1H\u{1B}M")
        #expect(Self.rows(emulator) == ["a", " ", "b", "c", "e"])
        #expect(emulator.cursor == .zero)
        emulator.feed("\u{1B}[3;1H\u{1B}M")
        #expect(emulator.cursor == Point(x: 0, y: 1))
        #expect(emulator.unknown.isEmpty)
    }

    @Test func scrollUpAndDown() {
        var emulator = Self.screen(["a", "b", "c", "d"])
        emulator.feed("\u{1B}[3;3H\u{1B}[2S")
        #expect(Self.rows(emulator) == ["c", "d", " ", " "])
        #expect(emulator.cursor == Point(x: 0, y: 2))
        emulator.feed("\u{1B}[T")
        #expect(Self.rows(emulator) == [" ", "c", "d", " "])
        emulator = Self.screen(["a", "b", "c", "d"])
        emulator.feed("\u{1B}[2;3r\u{1B}[44m\u{1B}[T")
        #expect(Self.rows(emulator) == ["a", " ", "b", "d"])
        #expect(emulator[0, 1].style == Style(background: .blue))
        emulator.feed("\u{1B}[9S")
        #expect(Self.rows(emulator) == ["a", " ", " ", "d"])
    }

    @Test func wideCharactersAndCombiningMarks() {
        var emulator = TerminalEmulator(width: 5, height: 2)
        emulator.feed("中e\u{301}")
        #expect(emulator[0, 0].text == "中")
        #expect(emulator[1, 0].text == "")
        #expect(emulator[2, 0].text == "e\u{301}")
        #expect(emulator.cursor == Point(x: 3, y: 0))
        #expect(emulator.text(ofRow: 0) == "中e\u{301}  ")
        // A mark after a wide character joins it; one after a pending wrap joins the last cell.
        emulator.feed("字\u{FE0F}")
        #expect(emulator[3, 0].text == "字\u{FE0F}")
        #expect(emulator.cursor == Point(x: 4, y: 0))
        emulator.feed("\r\u{1B}[4Gx")
        #expect(emulator.text(ofRow: 0) == "中e\u{301}x ")
        // A wide character does not fit in the last column: it wraps.
        emulator.feed("\u{1B}[1;5H中")
        #expect(emulator.text(ofRow: 1) == "中   ")
        #expect(emulator.cursor == Point(x: 2, y: 1))
        // Overwriting half of a wide character blanks the other half.
        emulator.feed("\u{1B}[2;2Hy")
        #expect(emulator.text(ofRow: 1) == " y   ")
        #expect(emulator.unknown.isEmpty)
    }

    @Test func cursorVisibilityAndIgnoredModes() {
        var emulator = TerminalEmulator(width: 4, height: 2)
        emulator.feed("\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1h\u{1B}[?12l\u{1B}(B\u{1B}=\u{1B}>")
        #expect(emulator.cursorVisible)
        emulator.feed("\u{1B}[?25l")
        #expect(!emulator.cursorVisible)
        emulator.feed("\u{1B}[?25h")
        #expect(emulator.cursorVisible)
        #expect(emulator.unknown.isEmpty)
        #expect(Self.rows(emulator) == ["    ", "    "])
    }

    @Test func saveAndRestoreCursorKeepTheStyle() {
        var emulator = TerminalEmulator(width: 4, height: 2)
        emulator.feed("\u{1B}[2;3H\u{1B}[1m\u{1B}7\u{1B}[0m\u{1B}[H\u{1B}8x")
        #expect(emulator[2, 1] == Cell(text: "x", style: .bold))
        #expect(emulator.cursor == Point(x: 3, y: 1))
    }

    @Test func unknownSequencesAreRecorded() {
        var emulator = TerminalEmulator(width: 4, height: 2)
        emulator.feed(
            "\u{1B}[5n\u{1B}[?7l\ta\u{1B}[38;2;1;2;3m\u{1B}Z\u{1B}[1;2;3H\u{1B}[2 q\u{1B}[3;2r\u{1B}[-1A\u{1B}[3J")
        emulator.feed([0xFF, 0x62, 0xC2, 0x85, 0x1B])
        #expect(
            emulator.unknown == [
                "CSI 5n", "CSI ?7l", "C0 0x09", "CSI 38;2;1;2;3m", "ESC Z", "CSI 1;2;3H", "CSI 2 q", "CSI 3;2r",
                "CSI -1A", "CSI 3J", "invalid UTF-8 0xFF", "control U+85", "ESC at the end",
            ])
        #expect(emulator.text(ofRow: 0) == "ab  ")
    }

    @Test func aScreenShowingACanvasMatchesItUntilItDiffers() {
        var canvas = Canvas(size: Size(width: 8, height: 2))
        canvas.draw("héllo 中", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: .bold))
        canvas.draw("x", at: Point(x: 3, y: 1), style: Style(background: .indexed(4)))
        var emulator = TerminalEmulator(showing: canvas)
        #expect(emulator.mismatch(against: canvas) == nil)
        #expect(emulator.cursor == .zero)
        #expect(emulator[3, 1].style.background == .blue)

        var changed = canvas
        changed.draw("p!", at: Point(x: 3, y: 0), style: Style(foreground: .red, attributes: .bold))
        #expect(
            emulator.mismatch(against: changed)
                == #"row 0 column 3: expected "p" bold/red on default, found "l" bold/red on default"#)
        emulator.feed("\u{1B}[1;4H\u{1B}[1;31mp!")
        #expect(emulator.mismatch(against: changed) == nil)

        changed[3, 1] = TerminalUI.Cell("x", style: Style(background: .indexed(200)))
        #expect(
            emulator.mismatch(against: changed)
                == #"row 1 column 3: expected "x" default on indexed(200), found "x" default on blue"#)
        changed[3, 1] = TerminalUI.Cell("x", style: Style(background: .blue))
        emulator.feed("\u{1B}[1;7Hab")
        #expect(
            emulator.mismatch(against: changed)
                == #"row 0 column 6: expected "中" bold/red on default, found "a" bold/red on default"#)
        #expect(
            TerminalEmulator(width: 2, height: 2).mismatch(against: changed)
                == "size: expected 8x2, found 2x2")
    }
}
