// The raw view (`J`): the selected item's JSON, coloured by token, scrolled with the move keys,
// searched with `/` (Enter jumps to the first match, `n`/`N` to the next and previous).
// Back or quit (Esc, q) closes it, and the screen under it is as it was.
import TerminalUI
import ViewModels

/// The JSON in a box over the current screen; it takes every key while it is open.
struct RawJSONScreen: View {
    let model: RawJSONViewModel
    let close: @MainActor () -> Void
    @Environment(\.actionKeys) private var keys
    /// The first row shown (view state: each raw view starts at the top).
    @State private var offset = 0
    /// The last frame's wrapped layout and page height, which moves are measured against.
    @State private var geometry = RawJSONGeometry()
    /// The search field's cursor and text while it is typed in (the view model keeps the query).
    @State private var query = TextFieldState(limit: 200)
    /// Whether the search is being typed.
    @State private var isSearching = false

    var body: some View {
        VStack {
            RawJSONText(model: model, geometry: geometry, offset: offset, onScroll: { offset = $0 })
                .frame(maxWidth: .max, maxHeight: .max)
            if isSearching {
                PromptLine(
                    prompt: "/ ", field: $query, placeholder: "search", onChange: { model.search($0) },
                    onSubmit: {
                        isSearching = false
                        if let match = model.jumpToFirst() { reveal(match) }
                    },
                    onCancel: {
                        isSearching = false
                        model.search("")
                    }
                )
                .focused()
            }
        }
        .border(title: model.title)
        .background(.plain)
        .onKey { key in
            if keys.matches(.back, key) || keys.matches(.quit, key) || keys.matches(.rawJSON, key) {
                close()
            } else if keys.matches(.search, key) {
                query = TextFieldState(text: model.query, limit: 200)
                isSearching = true
            } else if keys.matches(.nextMatch, key) {
                if let match = model.nextMatch() { reveal(match) }
            } else if keys.matches(.previousMatch, key) {
                if let match = model.previousMatch() { reveal(match) }
            } else if let action = keys.action(for: key, among: Self.moves),
                let moved = geometry.offset(after: action, from: offset)
            {
                offset = moved
            }
            return .handled  // the screen under it hears nothing
        }
    }

    /// The move keys the raw view reads.
    private static let moves: [AppAction] = [.down, .up, .pageDown, .pageUp, .top, .bottom]

    /// Scrolls as little as it takes to show `match`.
    private func reveal(_ match: RawMatch) {
        offset = geometry.offset(revealing: match, from: offset)
    }
}
