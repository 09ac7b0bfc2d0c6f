// Colour pairs for the ncurses backend, allocated on demand from the (foreground, background)
// colours cells actually use.
import CNcurses

/// Maps `Style` colours to ncurses colour pairs, calling `init_pair` the first time a
/// combination is seen. Pair 0 (the terminal defaults) is used when pairs run out.
struct NcursesColorPairs {
    private struct Key: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// The palette ncurses can address: what terminfo counts, except that a direct-colour
    /// entry (millions of colours, numbers read as RGB) has only its eight ANSI colours as
    /// palette numbers.
    private let depth: ColorDepth
    private let pairLimit: Int
    private let hasDefaultColors: Bool
    private var pairs: [Key: Int16] = [:]
    private var nextPair = 1

    /// Pairs for a terminal with `colors` colours and `pairs` pairs; `defaultColors` says whether
    /// `use_default_colors` succeeded (so -1 means the terminal's own colour).
    init(colors: Int, pairs: Int, defaultColors: Bool) {
        depth = colors > 256 ? .eight : ColorDepth(terminfoColors: colors, colorTerm: nil)
        pairLimit = min(pairs, Int(Int16.max))
        hasDefaultColors = defaultColors
    }

    /// The pair number for `foreground` on `background`.
    mutating func pair(foreground: Color, background: Color) -> Int16 {
        let key = Key(
            foreground: terminalColor(foreground, isForeground: true),
            background: terminalColor(background, isForeground: false))
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let existing = pairs[key] { return existing }
        guard nextPair < pairLimit else { return 0 }
        let number = Int16(nextPair)
        guard init_pair(number, key.foreground, key.background) == OK else { return 0 }
        nextPair += 1
        pairs[key] = number
        return number
    }

    /// The colour number ncurses understands: the palette index when the terminal has it, else
    /// the nearest colour it has (`Color.fitted(to:)`).
    private func terminalColor(_ color: Color, isForeground: Bool) -> Int16 {
        let index = color.fitted(to: depth).paletteIndex
        if index == -1 && !hasDefaultColors { return isForeground ? Int16(COLOR_WHITE) : Int16(COLOR_BLACK) }
        return Int16(index)
    }
}
