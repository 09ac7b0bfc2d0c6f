// What `present` sends the terminal, read back from an emulated terminal: text, wide graphemes,
// attributes, colours, partial updates, scrolls, the cursor, and never a control code.
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the terminal is sent: the write end of a pipe to hand to the screen, and the bytes
/// written so far, fed to an emulated terminal.
private final class OutputCapture {
    let writeEnd: Int32
    private let readEnd: Int32

    init() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        readEnd = fds[0]
        writeEnd = fds[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(readEnd) }

    /// The bytes written since the last call.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(readEnd, &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        return bytes
    }
}

/// A started screen writing into a capture, with what ncurses sent while starting discarded.
@MainActor
private func capturedScreen(environment: [String: String] = [:], terminalType: String = "xterm-256color") throws
    -> (NcursesTestScreen, OutputCapture)
{
    let capture = OutputCapture()
    let screen = try NcursesTestScreen(environment: environment, output: capture.writeEnd, terminalType: terminalType)
    _ = capture.drain()
    return (screen, capture)
}

/// An emulated terminal of the screen's size after the frames' bytes.
@MainActor
private func emulated(_ screen: NcursesTestScreen, _ bytes: [UInt8]) -> TerminalEmulator {
    var emulator = TerminalEmulator(width: screen.terminal.size.width, height: screen.terminal.size.height)
    emulator.feed(bytes)
    return emulator
}

@MainActor
private func frame(_ canvas: Canvas, full: Bool = true, runs: [FrameUpdate.Run]? = nil, cursor: Point? = nil)
    -> FrameUpdate
{
    let all = (0..<canvas.size.height).map { FrameUpdate.Run(row: $0, columns: 0..<canvas.size.width) }
    return FrameUpdate(canvas: canvas, runs: runs ?? all, isFullRedraw: full, cursor: cursor)
}

@MainActor
@Suite(.serialized)
struct NcursesOutputTests {
    @Test func textAndAttributesReachTheScreen() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("Users", at: Point(x: 2, y: 1), style: Style(attributes: [.bold, .underline]))
        canvas.draw("sel", at: Point(x: 0, y: 3), style: .reverse)
        screen.terminal.present(frame(canvas))
        let shown = emulated(screen, capture.drain())
        #expect(shown[2, 1] == TerminalEmulator.Cell(text: "U", style: Style(attributes: [.bold, .underline])))
        #expect(shown[6, 1].text == "s")
        #expect(shown[0, 3].style == .reverse)
        #expect(shown[7, 1] == TerminalEmulator.Cell(text: " ", style: .plain))
        #expect(shown.mismatch(against: canvas) == nil)
        #expect(shown.unknown == [])
    }

    @Test func aScrolledListReachesTheScreenAsScrollPlusTheChangedRows() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        let size = screen.terminal.size
        func list(from first: Int) -> Canvas {
            var canvas = Canvas(size: size)
            canvas.draw("title", at: Point(x: 0, y: 0), style: .bold)
            for row in 1..<(size.height - 1) {
                canvas.draw(
                    "item \(first + row) 王", at: Point(x: 1, y: row), style: first + row == 9 ? .reverse : .plain)
            }
            return canvas
        }
        let old = list(from: 0)
        let new = list(from: 1)
        screen.terminal.present(frame(old))
        var shown = emulated(screen, capture.drain())
        let scroll = try #require(FrameScroll.detect(from: old, to: new))
        let runs = FrameDiff.runs(from: old, to: new, after: scroll)
        #expect(runs.count < 4)
        screen.terminal.present(FrameUpdate(canvas: new, runs: runs, isFullRedraw: false, cursor: nil, scroll: scroll))
        let bytes = capture.drain()
        shown.feed(bytes)
        #expect(shown.mismatch(against: new) == nil)
        #expect(shown[1, 8].style == .reverse)
        #expect(bytes.count < 4 * size.width, "a scroll and three rows, not the screen: \(bytes.count) bytes")
        #expect(shown.unknown == [])
    }

    /// ncurses flushes after every cursor movement until a screen has been through endwin once;
    /// the terminal takes it through at start, so a frame reaches the terminal in one write.
    /// Writing to a datagram socket keeps each write a message of its own, so they can be counted.
    @Test func rawBytesReachTheTerminalAsTheyAreAndOnlyWhileRunning() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0, &pair) == 0)
        defer { close(pair[1]) }
        let screen = try NcursesTestScreen(output: pair[0])
        func received() -> [[UInt8]] {
            var messages: [[UInt8]] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let size = recv(pair[1], &buffer, buffer.count, Int32(MSG_DONTWAIT)), size > 0 {
                messages.append(Array(buffer[..<size]))
            }
            return messages
        }
        _ = received()
        let sequence = OSC52.sequence(copying: "zoë", through: .tmux)
        screen.terminal.writeRaw(sequence)
        #expect(received() == [sequence])
        screen.terminal.stop()
        _ = received()
        screen.terminal.writeRaw(sequence)
        #expect(received() == [], "nothing is written after stop")
        screen.close()
    }

    @Test func aFrameReachesTheTerminalInOneWrite() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0, &pair) == 0)
        defer { close(pair[1]) }
        let screen = try NcursesTestScreen(output: pair[0])
        defer { screen.close() }
        func writes() -> [Int] {
            var sizes: [Int] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let size = recv(pair[1], &buffer, buffer.count, Int32(MSG_DONTWAIT)), size > 0 {
                sizes.append(size)
            }
            return sizes
        }
        _ = writes()
        var canvas = Canvas(size: screen.terminal.size)
        for row in stride(from: 0, to: canvas.size.height, by: 2) {
            canvas.draw("row \(row) 王", at: Point(x: row % 7, y: row), style: row % 4 == 0 ? .bold : .plain)
            canvas.draw("end", at: Point(x: canvas.size.width - 5, y: row))
        }
        screen.terminal.present(frame(canvas))
        let sizes = writes()
        #expect(sizes.count == 1, "one write of \(sizes.reduce(0, +)) bytes, not \(sizes.count): \(sizes)")
    }

    @Test func wideGraphemesTakeTwoColumnsAndTheNextOneLandsAfterThem() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("王🚀x", at: Point(x: 0, y: 0))
        screen.terminal.present(frame(canvas))
        let shown = emulated(screen, capture.drain())
        #expect(shown[0, 0].text == "王")
        #expect(shown[2, 0].text == "🚀")
        #expect(shown[4, 0].text == "x")
    }

    @Test func coloursReachTheScreenAsThePaletteHasThem() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        #expect(screen.terminal.supportsColor)
        var canvas = Canvas(size: screen.terminal.size)
        let red = Style(foreground: .red, background: .default)
        canvas.draw("ab", at: .zero, style: red)
        canvas.draw("c", at: Point(x: 0, y: 1), style: Style(foreground: .indexed(200), background: .blue))
        screen.terminal.present(frame(canvas))
        let shown = emulated(screen, capture.drain())
        #expect(shown[0, 0].style == red && shown[1, 0].style == red)
        #expect(shown[0, 1].style.foreground.paletteIndex == 200 && shown[0, 1].style.background.paletteIndex == 4)
        #expect(shown.mismatch(against: canvas) == nil)
    }

    @Test func noColorMeansAttributesOnly() throws {
        let (screen, capture) = try capturedScreen(environment: ["NO_COLOR": "1"])
        defer { screen.close() }
        #expect(!screen.terminal.supportsColor)
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("x", at: .zero, style: Style(foreground: .red, background: .blue, attributes: .bold))
        screen.terminal.present(frame(canvas))
        let shown = emulated(screen, capture.drain())
        #expect(shown[0, 0] == TerminalEmulator.Cell(text: "x", style: .bold))
    }

    @Test func colorsFlagOffMeansAttributesOnly() throws {
        let screen = try NcursesTestScreen(colors: false)
        defer { screen.close() }
        #expect(!screen.terminal.supportsColor)
    }

    @Test func partialUpdateWritesOnlyItsRuns() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("aaaa", at: .zero)
        screen.terminal.present(frame(canvas))
        var next = Canvas(size: screen.terminal.size)
        next.draw("bbbb", at: .zero)
        screen.terminal.present(frame(next, full: false, runs: [FrameUpdate.Run(row: 0, columns: 1..<3)]))
        let shown = emulated(screen, capture.drain())
        #expect((0..<4).map { shown[$0, 0].text } == ["a", "b", "b", "a"])
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas[0, 0] = Cell("\u{1B}", width: 1)
        canvas[1, 0] = Cell("\u{9B}", width: 1)
        screen.terminal.present(frame(canvas))
        let shown = emulated(screen, capture.drain())
        #expect(shown[0, 0].text == "\u{FFFD}")
        #expect(shown[1, 0].text == "\u{FFFD}")
        #expect(shown.unknown == [])
    }

    @Test func cursorIsPlacedWhereTheFrameAsks() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        let canvas = Canvas(size: screen.terminal.size)
        screen.terminal.present(frame(canvas, cursor: Point(x: 7, y: 3)))
        var shown = emulated(screen, capture.drain())
        #expect(shown.cursor == Point(x: 7, y: 3) && shown.cursorVisible)
        screen.terminal.present(frame(canvas, full: false, runs: [], cursor: nil))
        shown.feed(capture.drain())
        #expect(!shown.cursorVisible)
    }

    /// On a vt100, whose terminfo has no way to show or hide the cursor, ncurses sends nothing
    /// for it: the cursor the frames hid is shown by the terminal itself.
    @Test func stoppingShowsTheCursorAndPlainAttributesAgain() throws {
        let (screen, capture) = try capturedScreen(terminalType: "vt100")
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("selected", at: .zero, style: Style(foreground: .brightWhite, background: .blue, attributes: .bold))
        screen.terminal.present(frame(canvas, cursor: nil))
        let frameBytes = String(decoding: capture.drain(), as: UTF8.self)
        #expect(frameBytes.contains("\u{1B}[?25l"))
        var shown = emulated(screen, Array(frameBytes.utf8))
        let cursorHidden = !shown.cursorVisible
        #expect(cursorHidden)
        screen.close()
        let exit = capture.drain()
        let exitText = String(decoding: exit, as: UTF8.self)
        #expect(exitText.hasPrefix("\u{1B}[0m"), "attributes reset first: \(exitText.debugDescription)")
        shown.feed(exit)
        let cursorShown = shown.cursorVisible
        #expect(cursorShown)
    }

    @Test func readingKeysSendsNothingToTheScreen() throws {
        let (screen, capture) = try capturedScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("list", at: .zero)
        screen.terminal.present(frame(canvas))
        var shown = emulated(screen, capture.drain())
        #expect(screen.events(for: "jk\u{1B}[B") == [.key(.character("j")), .key(.character("k")), .key(.down)])
        #expect(screen.events(for: "q") == [.key(.character("q"))])
        shown.feed(capture.drain())
        #expect(shown.mismatch(against: canvas) == nil, "ncurses drew nothing of its own")
    }

    @Test func stopIsIdempotentAndPresentAfterStopIsIgnored() throws {
        let screen = try NcursesTestScreen()
        screen.terminal.stop()
        screen.terminal.stop()
        screen.terminal.present(frame(Canvas(size: Size(width: 10, height: 2))))
        #expect(screen.terminal.pendingEvents() == [])
        screen.close()
    }

    @Test func startRefusesWhenOutputIsNotATerminal() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        let terminal = NcursesTerminal(
            input: fds[0], output: fds[1], terminalType: "xterm-256color",
            colors: true, environment: [:], requiresTTY: true)
        #expect(throws: TerminalError.notATerminal("standard output")) { try terminal.start() }
        #expect("\(TerminalError.notATerminal("standard output"))".contains("not a tty"))
    }
}
