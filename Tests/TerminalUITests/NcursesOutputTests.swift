// What `present` puts into ncurses' screen, read back cell by cell from stdscr: text, wide
// graphemes, attributes, colour pairs, partial updates, the cursor, and never a control code.
import CNcurses
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One cell of ncurses' stdscr as read back with mvwin_wch.
private struct ScreenCell: Equatable {
    var text: String
    var attributes: attr_t
    var pair: Int16
}

@MainActor
private func cell(_ x: Int, _ y: Int) -> ScreenCell {
    var value = cchar_t()
    _ = mvwin_wch(cn_stdscr(), Int32(y), Int32(x), &value)
    var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    _ = getcchar(&value, &characters, &attributes, &pair, nil)
    let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
    let mask = cn_a_bold() | cn_a_dim() | cn_a_italic() | cn_a_underline() | cn_a_reverse()
    return ScreenCell(text: String(String.UnicodeScalarView(scalars)), attributes: attributes & mask, pair: pair)
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
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("Users", at: Point(x: 2, y: 1), style: Style(attributes: [.bold, .underline]))
        canvas.draw("sel", at: Point(x: 0, y: 3), style: .reverse)
        screen.terminal.present(frame(canvas))
        #expect(cell(2, 1) == ScreenCell(text: "U", attributes: cn_a_bold() | cn_a_underline(), pair: 0))
        #expect(cell(6, 1).text == "s")
        #expect(cell(0, 3).attributes == cn_a_reverse())
        #expect(cell(7, 1) == ScreenCell(text: " ", attributes: 0, pair: 0))
    }

    @Test func aScrolledListReachesTheScreenAsScrollPlusTheChangedRows() throws {
        let screen = try NcursesTestScreen()
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
        let scroll = try #require(FrameScroll.detect(from: old, to: new))
        let runs = FrameDiff.runs(from: old, to: new, after: scroll)
        #expect(runs.count < 4)
        screen.terminal.present(FrameUpdate(canvas: new, runs: runs, isFullRedraw: false, cursor: nil, scroll: scroll))
        for y in 0..<size.height {
            let shown = (0..<size.width).filter { !new[$0, y].isContinuation }.map { cell($0, y).text }.joined()
            #expect(shown == new.text(ofRow: y), "row \(y)")
        }
        #expect(cell(1, 8).attributes == cn_a_reverse())
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
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("王🚀x", at: Point(x: 0, y: 0))
        screen.terminal.present(frame(canvas))
        #expect(cell(0, 0).text == "王")
        #expect(cell(2, 0).text == "🚀")
        #expect(cell(4, 0).text == "x")
    }

    @Test func colouredCellsGetOnePairPerColourCombination() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        #expect(screen.terminal.supportsColor)
        var canvas = Canvas(size: screen.terminal.size)
        let red = Style(foreground: .red, background: .default)
        canvas.draw("ab", at: .zero, style: red)
        canvas.draw("c", at: Point(x: 0, y: 1), style: Style(foreground: .indexed(200), background: .blue))
        screen.terminal.present(frame(canvas))
        let first = cell(0, 0)
        let second = cell(1, 0)
        let third = cell(0, 1)
        #expect(first.pair != 0)
        #expect(first.pair == second.pair)
        #expect(third.pair != first.pair && third.pair != 0)
        var foreground: Int16 = 0
        var background: Int16 = 0
        _ = pair_content(third.pair, &foreground, &background)
        #expect(foreground == 200 && background == 4)
        _ = pair_content(first.pair, &foreground, &background)
        #expect(foreground == 1 && background == -1)
    }

    @Test func noColorMeansAttributesOnly() throws {
        let screen = try NcursesTestScreen(environment: ["NO_COLOR": "1"])
        defer { screen.close() }
        #expect(!screen.terminal.supportsColor)
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("x", at: .zero, style: Style(foreground: .red, background: .blue, attributes: .bold))
        screen.terminal.present(frame(canvas))
        #expect(cell(0, 0) == ScreenCell(text: "x", attributes: cn_a_bold(), pair: 0))
    }

    @Test func colorsFlagOffMeansAttributesOnly() throws {
        let screen = try NcursesTestScreen(colors: false)
        defer { screen.close() }
        #expect(!screen.terminal.supportsColor)
    }

    @Test func partialUpdateWritesOnlyItsRuns() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("aaaa", at: .zero)
        screen.terminal.present(frame(canvas))
        var next = Canvas(size: screen.terminal.size)
        next.draw("bbbb", at: .zero)
        screen.terminal.present(frame(next, full: false, runs: [FrameUpdate.Run(row: 0, columns: 1..<3)]))
        #expect((0..<4).map { cell($0, 0).text } == ["a", "b", "b", "a"])
    }

    @Test func controlCharactersNeverReachNcurses() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        var canvas = Canvas(size: screen.terminal.size)
        canvas[0, 0] = Cell("\u{1B}", width: 1)
        canvas[1, 0] = Cell("\u{9B}", width: 1)
        screen.terminal.present(frame(canvas))
        #expect(cell(0, 0).text == "\u{FFFD}")
        #expect(cell(1, 0).text == "\u{FFFD}")
    }

    @Test func cursorIsPlacedWhereTheFrameAsks() throws {
        let screen = try NcursesTestScreen()
        defer { screen.close() }
        let canvas = Canvas(size: screen.terminal.size)
        screen.terminal.present(frame(canvas, cursor: Point(x: 7, y: 3)))
        #expect(getcurx(cn_stdscr()) == 7 && getcury(cn_stdscr()) == 3)
        #expect(screen.terminal.cursorVisible == true)
        screen.terminal.present(frame(canvas, full: false, runs: [], cursor: nil))
        #expect(screen.terminal.cursorVisible == false)
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
