// OSC 52: the exact bytes that copy text, plain and wrapped for tmux and screen; hostile text is
// sanitised first; the application writes them through its terminal.
import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct ClipboardTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func plainSequence() {
        #expect(text(OSC52.sequence(copying: "hi", through: .none)) == "\u{1B}]52;c;aGk=\u{07}")
        #expect(
            text(OSC52.sequence(copying: "zoë@example.com", through: .none))
                == "\u{1B}]52;c;\(Data("zoë@example.com".utf8).base64EncodedString())\u{07}")
    }

    @Test func tmuxPassthroughDoublesTheEscape() {
        #expect(
            text(OSC52.sequence(copying: "hi", through: .tmux)) == "\u{1B}Ptmux;\u{1B}\u{1B}]52;c;aGk=\u{07}\u{1B}\\")
    }

    @Test func screenGetsPiecesOfAtMost76Bytes() {
        #expect(text(OSC52.sequence(copying: "hi", through: .screen)) == "\u{1B}P\u{1B}]52;c;aGk=\u{07}\u{1B}\\")
        let long = String(repeating: "a", count: 120)  // 160 base64 characters
        let osc = "\u{1B}]52;c;" + Data(long.utf8).base64EncodedString() + "\u{07}"
        let pieces = stride(from: 0, to: osc.utf8.count, by: 76).map { start in
            String(decoding: Array(osc.utf8)[start..<min(start + 76, osc.utf8.count)], as: UTF8.self)
        }
        #expect(pieces.count == 3)
        #expect(text(OSC52.sequence(copying: long, through: .screen)) == pieces.map { "\u{1B}P\($0)\u{1B}\\" }.joined())
    }

    @Test func multiplexerComesFromTheEnvironment() {
        #expect(TerminalMultiplexer(environment: [:]) == .none)
        #expect(TerminalMultiplexer(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]) == .tmux)
        #expect(TerminalMultiplexer(environment: ["STY": "123.pts-0.host"]) == .screen)
        #expect(TerminalMultiplexer(environment: ["TMUX": "x", "STY": "y"]) == .tmux)
        #expect(TerminalMultiplexer(environment: ["TMUX": "", "STY": ""]) == .none)
    }

    @Test func hostileTextIsSanitisedBeforeItIsCopied() {
        let hostile = "Title\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}31m\u{202E}evil\nsecond\tline\r\nthird"
        let sanitised = "Title�]52;c;cHduZWQ=��31mevil\nsecond line\nthird"
        #expect(OSC52.sanitized(hostile) == sanitised)
        let bytes = OSC52.sequence(copying: hostile, through: .none)
        #expect(text(bytes) == "\u{1B}]52;c;\(Data(sanitised.utf8).base64EncodedString())\u{07}")
        #expect(
            bytes.filter { $0 == 0x1B }.count == 1 && bytes.filter { $0 == 0x07 }.count == 1,
            "only the sequence's own ESC and BEL")
    }

    @Test func theApplicationCopiesThroughItsTerminal() {
        let terminal = HeadlessTerminal()
        var copy: (@MainActor (String) -> Void)?
        let app = Application(terminal: terminal) {
            EnvironmentReader { environment in
                let _ = { copy = environment.copyToClipboard }()
                Text("x")
            }
        }
        app.multiplexer = .tmux
        app.renderFrame()
        copy?("a\u{1B}b")
        #expect(terminal.rawWrites == [OSC52.sequence(copying: "a�b", through: .tmux)])
    }
}
