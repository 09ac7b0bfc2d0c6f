// The colour-depth ladder on a real ncurses screen: what terminfo and COLORTERM give, and the
// colour numbers ncurses is handed for a 256-colour style on each rung.
import CNcurses
import Testing

@testable import TerminalUI

@MainActor
@Suite(.serialized)
struct NcursesColorDepthTests {
    /// The foreground and background ncurses holds for the cell at row 0, column 0 after drawing
    /// `style` there.
    private func drawnColours(_ style: Style, on screen: NcursesTestScreen) -> (Int16, Int16) {
        var canvas = Canvas(size: screen.terminal.size)
        canvas.draw("x", at: .zero, style: style)
        let all = (0..<canvas.size.height).map { FrameUpdate.Run(row: $0, columns: 0..<canvas.size.width) }
        screen.terminal.present(FrameUpdate(canvas: canvas, runs: all, isFullRedraw: true, cursor: nil))
        var value = cchar_t()
        _ = mvwin_wch(cn_stdscr(), 0, 0, &value)
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        _ = getcchar(&value, &characters, &attributes, &pair, nil)
        var foreground: Int16 = 0
        var background: Int16 = 0
        _ = pair_content(pair, &foreground, &background)
        return (foreground, background)
    }

    private let orangeOnNavy = Style(foreground: .indexed(208), background: .indexed(17))

    @Test func a256ColourTerminalGetsThePaletteAsItIs() throws {
        let screen = try NcursesTestScreen(terminalType: "xterm-256color")
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == .palette256)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen)
        #expect(foreground == 208 && background == 17)
    }

    @Test func truecolorInColortermIs24BitAndDrawnFromThePalette() throws {
        let screen = try NcursesTestScreen(environment: ["COLORTERM": "truecolor"], terminalType: "xterm-256color")
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == .trueColor)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen)
        #expect(foreground == 208 && background == 17)
    }

    @Test func an8ColourTerminalGetsTheNearestOfItsEight() throws {
        let screen = try NcursesTestScreen(terminalType: "xterm")
        defer { screen.close() }
        #expect(screen.terminal.colorDepth == .eight)
        let (foreground, background) = drawnColours(orangeOnNavy, on: screen)
        #expect(
            foreground == 3 && background == 0, "orange is nearest bright yellow, then yellow; navy is nearest black")
        let bright = drawnColours(Style(foreground: .brightRed, background: .brightBlack), on: screen)
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
