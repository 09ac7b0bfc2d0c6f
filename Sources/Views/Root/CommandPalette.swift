// The command palette (`:` or Ctrl-P): a field to type in over the list of commands that match,
// best first. Enter runs the selected one, Up/Down (or Ctrl-N/Ctrl-P) choose, Esc closes.
import TerminalUI
import ViewModels

/// A centred box: the query field, then the matching commands with what they do and their keys.
struct CommandPalette: View {
    let commands: @MainActor (String) -> [PaletteCommand]
    let close: @MainActor () -> Void
    @StateViewModel private var palette: CommandPaletteViewModel
    /// The query field's cursor and text (the view model keeps the query).
    @State private var field = TextFieldState(limit: 200)

    init(commands: @escaping @MainActor (String) -> [PaletteCommand], close: @escaping @MainActor () -> Void) {
        self.commands = commands
        self.close = close
        _palette = StateViewModel { _ in CommandPaletteViewModel(commands: commands) }
    }

    var body: some View {
        // Read here, in the body, so a new query redraws the list (rows only index this copy).
        let matches = palette.matches
        let titleWidth = min(24, (matches.map(\.title.displayWidth).max() ?? 0) + 2)
        VStack {
            PromptLine(
                prompt: ": ", field: $field, placeholder: "type a command, e.g. posts or theme light",
                onChange: { palette.setQuery($0) }, onSubmit: { run(palette.selected) })
            Divider()
            ListView(
                count: matches.count, state: ListState(selection: palette.selection),
                emptyMessage: "No command matches '\(palette.query)'",
                onStateChange: { palette.select($0.selection) },
                onActivate: { index in
                    palette.select(index)
                    run(palette.selected)
                }
            ) { index in
                PaletteRow(command: matches[index], titleWidth: titleWidth)
            }
            .frame(maxWidth: .max, maxHeight: .max)
        }
        .padding(horizontal: 1)
        .border(title: "Commands (Enter run, Esc close)", highlighted: true)
        .background(.plain)
        .frame(maxWidth: 72, maxHeight: 18)
        .onKey { key in
            switch key {
            case .escape: close()
            case .up, .control("p"): palette.moveSelection(by: -1)
            case .down, .control("n"): palette.moveSelection(by: 1)
            case .pageUp: palette.moveSelection(by: -10)
            case .pageDown: palette.moveSelection(by: 10)
            default: break
            }
            return .handled  // modal: nothing reaches the screen behind
        }
        .onMouse { _, _ in .handled }
    }

    /// Closes the palette, then runs `command` (so a command that opens something shows it).
    private func run(_ command: PaletteCommand?) {
        guard let command else { return }
        close()
        command.run()
    }
}

/// One command: its title, what it does (muted) and its keys (at the right).
private struct PaletteRow: View {
    let command: PaletteCommand
    let titleWidth: Int

    var body: some View {
        HStack {
            Text(command.title.padded(toWidth: titleWidth))
            Text(command.summary).themed(.muted)
            Spacer(minLength: 1)
            Text(command.keys).themed(.accent)
        }
    }
}
