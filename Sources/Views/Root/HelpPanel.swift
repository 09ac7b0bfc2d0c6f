// The help overlay: every key binding in a centred box that scrolls with j/k when it is taller
// than the terminal (the app has more bindings than 24 rows hold).
import Observation
import TerminalUI

/// How far the help box is scrolled (view state, reset each time help opens).
@MainActor @Observable
final class HelpScroll {
    var offset = 0
}

/// The bindings under their section headings, scrolled by j/k/PageDown/PageUp/g/G or the wheel.
struct HelpPanel: View {
    let bindings: [KeyBinding]
    /// The keys that close the panel, as the title shows them (`? or Esc`).
    var closeKeys = "? or Esc"
    @StateViewModel private var scroll = HelpScroll()

    var body: some View {
        let scroll = scroll
        let lines = HelpOverlay(bindings: bindings).lines.map(\.text)
        let sections = Set(bindings.map(\.section))
        let title = "Keys (\(closeKeys) close, j/k scroll)"
        // Two cells of border, two of padding, one for the scroll bar and one before it.
        let width = max(lines.map(\.displayWidth).max() ?? 0, title.displayWidth + 4) + 6
        ScrollableText(lines.joined(separator: "\n"), state: ScrollState(offset: scroll.offset),
                       lineRole: { line in sections.contains(String(line)) ? .header : nil },
                       onStateChange: { scroll.offset = $0.offset })
            .padding(horizontal: 1)
            .border(title: title)
            .background(.plain)
            .frame(maxWidth: width, maxHeight: lines.count + 2)
    }
}
