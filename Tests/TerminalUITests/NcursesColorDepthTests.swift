// The colour-depth ladder on a real ncurses screen: what terminfo and COLORTERM give, and the
// colour numbers the terminal is sent for a 256-colour style on each rung.
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#endif

@MainActor
@Suite(.serialized)
struct NcursesColorDepthTests {
    /// The palette numbers of the foreground and background the terminal is told for the cell at
    /// row 0, column 0 after drawing `style` there (-1: the terminal's own colour).
    private func drawnColours(_ style: Style, on screen: NcursesTestScreen, reading output: Int32) -> (Int, Int) {
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("x", at: .zero, style: style)
        let all = (0..<canvas.size.height).map { FrameUpdate.Run(row: $0, columns: 0..<canvas.size.width) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(output, &buffer, buffer.count), count > 0 {}
        screen.terminal.present(FrameUpdate(canvas: canvas, runs: all, isFullRedraw: true, cursor: nil))
        while case let count = read(output, &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
        var emulator = TerminalEmulator(width: canvas.size.width, height: canvas.size.height)
        emulator.feed(bytes)
        let drawn = emulator[0, 0].style
        return (drawn.foreground.paletteIndex, drawn.background.paletteIndex)
    }

    /// A screen of `terminalType` writing into a pipe whose non-blocking read end is returned.
    private func screen(_ terminalType: String = "xterm-256color", environment: [String: String] = [:]) throws
        -> (NcursesTestScreen, Int32)
    {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        return (try NcursesTestScreen(environment: environment, output: fds[1], terminalType: terminalType), fds[0])
    }

    private let orangeOnNavy = Style(foreground: .indexed(208), background: .indexed(17))

    @Test func a256ColourTerminalGetsThePaletteAsItIs() throws {
        let (screen, output) = try screen()
        defer {
            screen.close()
            close(output)
        }
        #expect(screen.terminal.colorDepth == .palette256)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen, reading: output)
        #expect(foreground == 208 && background == 17)
    }

    @Test func truecolorInColortermIs24BitAndDrawnFromThePalette() throws {
        let (screen, output) = try screen(environment: ["COLORTERM": "truecolor"])
        defer {
            screen.close()
            close(output)
        }
        #expect(screen.terminal.colorDepth == .trueColor)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen, reading: output)
        #expect(foreground == 208 && background == 17)
    }

    @Test func an8ColourTerminalGetsTheNearestOfItsEight() throws {
        let (screen, output) = try screen("xterm")
        defer {
            screen.close()
            close(output)
        }
        #expect(screen.terminal.colorDepth == .eight)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen, reading: output)
        #expect(
            foreground == 3 && background == 0, "orange is nearest bright yellow, then yellow; navy is nearest black")
        let bright = drawnColours(Style(foreground: .brightRed, background: .brightBlack), on: screen, reading: output)
        #expect(bright.0 == 1 && bright.1 == -1, "bright red is red; grey is the terminal's own colour")
    }

    @Test func aTerminalWithoutColoursHasNone() throws {
        let screen = try NcursesTestScreen(environment: ["COLORTERM": "truecolor"], terminalType: "xterm-mono")
        defer { screen.close() }
        #expect(!screen.terminal.supportsColor)
        #expect(screen.terminal.colorDepth == .none)
    }

    @Test func noColorMeansNoColourDepth() throws {
        let screen = try NcursesTestScreen(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"])
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == .none)
    }
}
