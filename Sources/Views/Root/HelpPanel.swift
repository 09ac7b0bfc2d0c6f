// The help overlay: every key binding in a centred box that scrolls with the move keys when it is taller
// than the terminal (the app has more bindings than 24 rows hold).
import TerminalUI

/// The bindings under their section headings, scrolled by the move keys in force or the wheel.
struct HelpPanel: View {
    let bindings: [KeyBinding]
    /// The keys that close the panel, as the title shows them (`? or Esc`).
    var closeKeys = "? or Esc"
    /// How far the box is scrolled (reset each time help opens).
    @State private var offset = 0
    /// The move keys in force, which scroll the box.
    @Environment(\.actionKeys) private var keys

    var body: some View {
        let lines = HelpOverlay(bindings: bindings).lines.map(\.text)
        let sections = Set(bindings.map(\.section))
        let scrollKeys = [AppAction.down, .up].compactMap { keys.labels(for: $0).first }.joined(separator: "/")
        let title = "Keys (\(closeKeys) close, \(scrollKeys) scroll)"
        // Two cells of border, two of padding, one for the scroll bar and one before it.
        let width = max(lines.map(\.displayWidth).max() ?? 0, title.displayWidth + 4) + 6
        ScrollableText(
            lines.joined(separator: "\n"), state: ScrollState(offset: offset), keyMap: keys.scrollKeyMap,
            lineRole: { line in sections.contains(String(line)) ? .header : nil },
            onStateChange: { offset = $0.offset }
        )
        .padding(horizontal: 1)
        .border(title: title)
        .background(.plain)
        .frame(maxWidth: width, maxHeight: lines.count + 2)
    }
}
