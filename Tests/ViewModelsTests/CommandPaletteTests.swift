// The command palette's matching: fuzzy, ranked by word starts and adjacent letters, and the
// selection kept within the matches.
import Testing
import ViewModels

@MainActor @Suite struct CommandPaletteTests {
    @Test(arguments: [
        ("pst", "posts", true), ("posts", "posts", true), ("POS", "posts", true), ("tl", "theme light", true),
        ("theme light", "theme light", true), ("sp", "posts", false), ("postss", "posts", false), ("", "quit", true),
        ("wea par", "weather Paris", true), ("é", "weather Paris", false),
    ])
    func aQueryMatchesWhenItsLettersComeInOrder(query: String, title: String, matches: Bool) {
        #expect((FuzzyMatch.score(query, in: title) != nil) == matches)
    }

    @Test func wordStartsAndRunsRankFirst() throws {
        let light = try #require(FuzzyMatch.score("tl", in: "theme light"))
        let tool = try #require(FuzzyMatch.score("tl", in: "settle"))
        #expect(light > tool, "t and l start words in 'theme light'")
        let run = try #require(FuzzyMatch.score("pos", in: "posts"))
        let spread = try #require(FuzzyMatch.score("pos", in: "previous-tab"))
        #expect(run > spread)
    }

    private func palette(_ titles: [String], ran: @escaping @MainActor (String) -> Void = { _ in })
        -> CommandPaletteViewModel
    {
        CommandPaletteViewModel { _ in titles.map { title in PaletteCommand(title: title, summary: "") { ran(title) } }
        }
    }

    @Test func matchesAreFilteredRankedAndTiesKeepTheirOrder() {
        let model = palette(["users", "posts", "previous-tab", "theme dark", "theme light", "quit"])
        #expect(model.matches.map(\.title) == ["users", "posts", "previous-tab", "theme dark", "theme light", "quit"])
        model.setQuery("p")
        #expect(model.matches.map(\.title) == ["posts", "previous-tab"])
        model.setQuery("pt")
        #expect(model.matches.map(\.title) == ["previous-tab", "posts"], "t starts 'tab'")
        model.setQuery("theme")
        #expect(model.matches.map(\.title) == ["theme dark", "theme light"])
        model.setQuery("zz")
        #expect(model.matches.isEmpty && model.selected == nil)
    }

    @Test func theSelectionStaysWithinTheMatchesAndResetsWhenTheQueryChanges() {
        var ran: [String] = []
        let model = palette(["users", "posts", "weather"]) { ran.append($0) }
        model.moveSelection(by: 5)
        #expect(model.selection == 2)
        model.moveSelection(by: -9)
        #expect(model.selection == 0)
        model.moveSelection(by: 1)
        model.setQuery("s")
        #expect(model.selection == 0 && model.selected?.title == "users")
        model.select(1)
        model.selected?.run()
        #expect(ran == ["posts"])
    }

    @Test func theCommandsAreAskedForWithTheQuery() {
        let model = CommandPaletteViewModel { query in
            let titles = ["users"] + (query.hasPrefix("weather ") ? [query] : [])
            return titles.map { PaletteCommand(title: $0, summary: "") {} }
        }
        model.setQuery("weather Lima")
        #expect(model.matches.map(\.title) == ["weather Lima"])
    }
}
