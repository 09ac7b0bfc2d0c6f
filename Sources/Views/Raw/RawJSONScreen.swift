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
    @StateViewModel private var scroll = RawScroll()
    @StateViewModel private var field = FieldEditor(limit: 200)

    var body: some View {
        let model = model, scroll = scroll, field = field, keys = keys, close = close
        VStack {
            RawJSONText(model: model, scroll: scroll).frame(maxWidth: .max, maxHeight: .max)
            if field.isEditing {
                HStack {
                    Text("/ ").themed(.label)
                    TextField(state: field.field, placeholder: "search",
                              onChange: { state in
                                  field.field = state
                                  model.search(state.text)
                              },
                              onSubmit: { _ in
                                  field.isEditing = false
                                  if let match = model.jumpToFirst() { scroll.reveal(match) }
                              })
                        .frame(maxWidth: .max)
                }
                .onKey { key in
                    guard key == .escape else { return .ignored }
                    field.isEditing = false
                    model.search("")
                    return .handled
                }
                .focused()
            }
        }
        .border(title: model.title)
        .background(.plain)
        .onKey { key in
            if keys.matches(.back, key) || keys.matches(.quit, key) || keys.matches(.rawJSON, key) {
                close()
            } else if keys.matches(.search, key) {
                field.begin(with: model.query)
            } else if keys.matches(.nextMatch, key) {
                if let match = model.nextMatch() { scroll.reveal(match) }
            } else if keys.matches(.previousMatch, key) {
                if let match = model.previousMatch() { scroll.reveal(match) }
            } else {
                _ = scroll.handleMove(key, keys: keys)
            }
            return .handled  // the screen under it hears nothing
        }
    }
}
