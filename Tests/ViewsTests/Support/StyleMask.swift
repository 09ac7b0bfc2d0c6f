// Test support: the screen's styles as text, one character per cell, so a snapshot pins how
// the screen looks and not only what it says.
import TerminalUI

extension HeadlessTerminal {
    /// Each row of the screen as one character per cell: the key of `legend` whose style the
    /// cell has, `?` for a style the legend does not name (the right half of a wide character
    /// takes the character of its left half). Trailing spaces are removed.
    func styleMask(_ legend: [Character: Style]) -> String {
        (0..<screen.size.height).map { y in
            var row = ""
            for x in 0..<screen.size.width {
                let style = screen[x, y].style
                row.append(legend.first { $0.value == style }?.key ?? "?")
            }
            return String(row.reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
    }
}

extension Theme {
    /// A legend for `styleMask` naming this theme's styles: `S` selection, `B` border, `F` focused
    /// border, `T` title, `t` tab, `A` selected tab, `s` status, `k` key hint on the status line,
    /// `m` muted, `L` label, ` ` plain. When two roles share a style, the first in this list names it.
    var maskLegend: [Character: Style] {
        var legend: [Character: Style] = [" ": .plain]
        let names: [(Character, Style)] = [
            ("S", self[.selection]), ("F", self[.borderFocused]), ("B", self[.border]), ("T", self[.title]),
            ("A", self[.tabSelected]), ("t", self[.tab]), ("s", self[.status]),
            ("k", self[.status].merging(self[.keyHint])),
            ("m", self[.muted]), ("L", self[.label]), ("H", self[.header]),
        ]
        for (key, style) in names where !legend.values.contains(style) { legend[key] = style }
        return legend
    }
}
