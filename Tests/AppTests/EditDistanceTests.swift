// "Did you mean ...?": edit distances and which names are close enough to suggest.
import Testing

@testable import users_tui

struct EditDistanceTests {
    @Test(arguments: [
        ("theme", "theme", 0), ("thme", "theme", 1), ("kyes", "keys", 1), ("", "abc", 3),
        ("units", "", 5), ("kitten", "sitting", 3), ("ca", "abc", 3),
    ])
    func distances(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test func suggestsOnlyCloseNames() {
        let names = ["theme", "units", "start_tab", "api_url"]
        #expect(EditDistance.suggestion(for: "THME", among: names) == "theme")
        #expect(EditDistance.suggestion(for: "unit", among: names) == "units")
        #expect(EditDistance.suggestion(for: "colour", among: names) == nil)
        #expect(EditDistance.hint(for: "apiurl", among: names) == " (did you mean 'api_url'?)")
        #expect(EditDistance.hint(for: "zzz", among: names) == "")
    }
}
