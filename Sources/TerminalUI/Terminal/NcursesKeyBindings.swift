// Escape sequences bound with `define_key` on top of terminfo, so keys decode the same whatever
// form the terminal sends: CSI and SS3 cursor keys, the Home/End variants, F1-F12, bracketed
// paste markers.
import CNcurses

/// The extra key bindings the ncurses backend registers.
enum NcursesKeyBindings {
    /// Sequence → key code. ncurses' keypad mode only knows the terminfo strings (SS3 arrows for
    /// xterm), so the CSI forms tmux and other emulators also send are added here.
    static let all: [(sequence: String, code: Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
        ("\u{1B}OA", KEY_UP), ("\u{1B}OB", KEY_DOWN), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME),
        ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
        ("\u{1B}[2~", KEY_IC), ("\u{1B}[3~", KEY_DC), ("\u{1B}[Z", KEY_BTAB), ("\u{1B}OM", KEY_ENTER),
        ("\u{1B}OP", KEY_F0 + 1), ("\u{1B}OQ", KEY_F0 + 2), ("\u{1B}OR", KEY_F0 + 3), ("\u{1B}OS", KEY_F0 + 4),
        ("\u{1B}[11~", KEY_F0 + 1), ("\u{1B}[12~", KEY_F0 + 2), ("\u{1B}[13~", KEY_F0 + 3),
        ("\u{1B}[14~", KEY_F0 + 4), ("\u{1B}[15~", KEY_F0 + 5), ("\u{1B}[17~", KEY_F0 + 6),
        ("\u{1B}[18~", KEY_F0 + 7), ("\u{1B}[19~", KEY_F0 + 8), ("\u{1B}[20~", KEY_F0 + 9),
        ("\u{1B}[21~", KEY_F0 + 10), ("\u{1B}[23~", KEY_F0 + 11), ("\u{1B}[24~", KEY_F0 + 12),
        ("\u{1B}[200~", Int32(CN_KEY_PASTE_BEGIN)), ("\u{1B}[201~", Int32(CN_KEY_PASTE_END)),
    ]

    /// Registers every binding with the current ncurses screen.
    static func register() {
        for binding in all { _ = define_key(binding.sequence, binding.code) }
    }
}
