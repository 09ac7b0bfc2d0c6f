// The command palette's state: what is typed, the commands that match it (best first) and the
// one selected. The commands come from the app (its actions, tabs, themes, cities).
import Observation

/// One thing the palette can do: `posts`, `weather Paris`, `theme light`, `quit`.
public struct PaletteCommand {
    /// What is typed to find it, and shown.
    public var title: String
    /// What it does, in words.
    public var summary: String
    /// Its keys outside the palette (`q`, `Ctrl-P`), if any.
    public var keys: String
    /// Runs it.
    public var run: @MainActor () -> Void

    public init(title: String, summary: String, keys: String = "", run: @escaping @MainActor () -> Void) {
        self.title = title
        self.summary = summary
        self.keys = keys
        self.run = run
    }
}

/// What the palette shows: the commands for the query, filtered fuzzily and ranked, and the
/// selected one, which Enter runs.
@MainActor @Observable
public final class CommandPaletteViewModel {
    /// The text typed.
    public private(set) var query = ""
    /// The index of the selected match.
    public private(set) var selection = 0
    /// The commands matching `query`, best first (ties keep the app's order).
    public private(set) var matches: [PaletteCommand] = []
    @ObservationIgnored private let commands: @MainActor (String) -> [PaletteCommand]

    /// A palette over `commands(query)`: the app's commands for what is typed (a query such
    /// as `weather lima` may add a command of its own).
    public init(commands: @escaping @MainActor (String) -> [PaletteCommand]) {
        self.commands = commands
        update()
    }

    /// Sets the text typed; the selection goes back to the best match.
    public func setQuery(_ text: String) {
        query = text
        selection = 0
        update()
    }

    /// Moves the selection by `delta`, staying within the matches.
    public func moveSelection(by delta: Int) {
        guard !matches.isEmpty else { return }
        selection = min(max(0, selection + delta), matches.count - 1)
    }

    /// Selects match `index`.
    public func select(_ index: Int) {
        guard matches.indices.contains(index) else { return }
        selection = index
    }

    /// The selected command, if any matches.
    public var selected: PaletteCommand? { matches.indices.contains(selection) ? matches[selection] : nil }

    private func update() {
        let scored = commands(query).enumerated().compactMap { index, command in
            FuzzyMatch.score(query, in: command.title).map { (command, $0, index) }
        }
        matches = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }.map(\.0)
    }
}
