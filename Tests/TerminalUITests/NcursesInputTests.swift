// Raw byte sequences through a real ncurses screen (newterm on a pipe) come out as the right
// events: both cursor-key forms, Home/End variants, function keys, control keys, UTF-8, Alt,
// bracketed paste, mouse reports, and garbage that must not turn into keys.
import Testing

@testable import TerminalUI

/// One byte sequence and the events it must produce.
struct ByteCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var expected: [Event]
    init(_ name: String, _ text: String, _ expected: Event...) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.expected = expected
    }
    init(_ name: String, bytes: [UInt8], _ expected: Event...) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }
    var testDescription: String { name }
}

private let esc = "\u{1B}"

@MainActor
@Suite(.serialized)
struct NcursesInputTests {
    nonisolated static let keyCases: [ByteCase] = [
        ByteCase("CSI arrows", "\(esc)[A\(esc)[B\(esc)[C\(esc)[D", .key(.up), .key(.down), .key(.right), .key(.left)),
        ByteCase("SS3 arrows", "\(esc)OA\(esc)OB\(esc)OC\(esc)OD", .key(.up), .key(.down), .key(.right), .key(.left)),
        ByteCase(
            "Home variants", "\(esc)[H\(esc)OH\(esc)[1~\(esc)[7~", .key(.home), .key(.home), .key(.home), .key(.home)),
        ByteCase("End variants", "\(esc)[F\(esc)OF\(esc)[4~\(esc)[8~", .key(.end), .key(.end), .key(.end), .key(.end)),
        ByteCase("PageUp and PageDown", "\(esc)[5~\(esc)[6~", .key(.pageUp), .key(.pageDown)),
        ByteCase("Insert and Delete", "\(esc)[2~\(esc)[3~", .key(.insert), .key(.delete)),
        ByteCase("Shift-Tab", "\(esc)[Z", .key(.backTab)),
        ByteCase(
            "F1-F4 SS3", "\(esc)OP\(esc)OQ\(esc)OR\(esc)OS",
            .key(.function(1)), .key(.function(2)), .key(.function(3)), .key(.function(4))),
        ByteCase(
            "F1-F4 CSI", "\(esc)[11~\(esc)[12~\(esc)[13~\(esc)[14~",
            .key(.function(1)), .key(.function(2)), .key(.function(3)), .key(.function(4))),
        ByteCase(
            "F5-F12", "\(esc)[15~\(esc)[17~\(esc)[18~\(esc)[19~\(esc)[20~\(esc)[21~\(esc)[23~\(esc)[24~",
            .key(.function(5)), .key(.function(6)), .key(.function(7)), .key(.function(8)),
            .key(.function(9)), .key(.function(10)), .key(.function(11)), .key(.function(12))),
        ByteCase("Enter as CR, LF and keypad", "\r\n\(esc)OM", .key(.enter), .key(.enter), .key(.enter)),
        ByteCase("Tab", "\t", .key(.tab)),
        ByteCase("Backspace as DEL and BS", bytes: [0x7F, 0x08], .key(.backspace), .key(.backspace)),
        ByteCase(
            "Ctrl-letters", bytes: [0x01, 0x03, 0x04, 0x15, 0x1A],
            .key(.control("a")), .key(.control("c")), .key(.control("d")), .key(.control("u")), .key(.control("z"))),
        ByteCase(
            "ASCII text", "jk q", .key(.character("j")), .key(.character("k")), .key(.character(" ")),
            .key(.character("q"))),
        ByteCase(
            "UTF-8 two, three and four bytes", "é王🚀",
            .key(.character("é")), .key(.character("王")), .key(.character("🚀"))),
        ByteCase("decomposed é is one character", "e\u{301}x", .key(.character("e\u{301}")), .key(.character("x"))),
        ByteCase("Alt-x", "\(esc)x", .key(.alt("x"))),
        ByteCase("lone Esc", esc, .key(.escape)),
        ByteCase("bracketed paste", "\(esc)[200~hello\r\nworld 王\(esc)[201~", .paste("hello\nworld 王")),
        ByteCase(
            "keys around a paste", "a\(esc)[200~x\(esc)[201~b",
            .key(.character("a")), .paste("x"), .key(.character("b"))),
        ByteCase("unknown CSI sequence is swallowed", "\(esc)[99;5~j", .key(.character("j"))),
        ByteCase("device attributes answer is swallowed", "\(esc)[?1;2cq", .key(.character("q"))),
        ByteCase("invalid UTF-8 alone is dropped", bytes: [0xFF]),
        ByteCase("invalid UTF-8 then text", bytes: [0xC3, 0x28, 0x0D]),
        ByteCase(
            "SGR mouse press and release", "\(esc)[<0;11;6M\(esc)[<0;11;6m",
            .mouse(MouseEvent(.press, at: Point(x: 10, y: 5))), .mouse(MouseEvent(.release, at: Point(x: 10, y: 5)))),
        ByteCase(
            "two quick presses are a double-click", "\(esc)[<0;3;2M\(esc)[<0;3;2m\(esc)[<0;3;2M\(esc)[<0;3;2m",
            .mouse(MouseEvent(.press, at: Point(x: 2, y: 1))), .mouse(MouseEvent(.release, at: Point(x: 2, y: 1))),
            .mouse(MouseEvent(.doubleClick, at: Point(x: 2, y: 1))), .mouse(MouseEvent(.release, at: Point(x: 2, y: 1)))
        ),
        ByteCase(
            "wheel", "\(esc)[<64;5;5M\(esc)[<65;5;5M",
            .mouse(MouseEvent(.scrollUp, at: Point(x: 4, y: 4))), .mouse(MouseEvent(.scrollDown, at: Point(x: 4, y: 4)))
        ),
    ]

    @Test("raw bytes decode to events", arguments: keyCases)
    func rawBytesDecode(_ testCase: ByteCase) throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        #expect(screen.events(for: testCase.bytes) == testCase.expected)
    }

    @Test func inputAfterInvalidUTF8IsStillRead() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        _ = screen.events(for: [0xFF])
        #expect(screen.events(for: "ok") == [.key(.character("o")), .key(.character("k"))])
    }

    @Test func pasteSplitAcrossReadsIsDeliveredWhole() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        #expect(screen.events(for: "\(esc)[200~first ") == [])
        #expect(screen.events(for: "second\(esc)[201~") == [.paste("first second")])
    }

    @Test func ctrlCGetsThroughAPasteThatNeverCloses() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        #expect(screen.events(for: "\(esc)[200~stuck") == [])
        #expect(screen.terminal.inputDeadline != nil)
        #expect(screen.events(for: [0x03]) == [.paste("stuck"), .key(.control("c"))])
        #expect(screen.terminal.inputDeadline == nil)
    }

    @Test func aSilentPasteEndsOnTheTerminalsClock() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        let clock = ManualClock()
        screen.terminal.clock = clock
        #expect(screen.events(for: "\(esc)[200~half") == [])
        #expect(screen.terminal.inputDeadline == clock.now + PasteLimits.standard.silence)
        clock.advance(by: PasteLimits.standard.silence - .milliseconds(1))
        #expect(screen.terminal.pendingEvents() == [], "still open a moment before the silence is over")
        clock.advance(by: .milliseconds(1))
        #expect(screen.terminal.pendingEvents() == [.paste("half")])
        #expect(screen.events(for: "q") == [.key(.character("q"))])
    }

    @Test func garbageDoesNotProduceAStormOfKeys() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        let noise =
            "\(esc)[I\(esc)[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15m\(esc)[>0;276;0c\(esc)]11;rgb:0000/0000/0000\u{07}"
        let events = screen.events(for: noise)
        #expect(events == [])
    }

    @Test func nothingWaitingMeansNoEvents() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        #expect(screen.terminal.pendingEvents() == [])
    }
}
