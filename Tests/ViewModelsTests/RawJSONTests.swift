// The raw view's JSON: keys in the item's own order, two-space pretty printing, tokens by kind,
// escapes for what a terminal would act on, and the search with `n`/`N` between matches.
import Models
import Testing

@testable import ViewModels

private struct Sample: Encodable {
    var zeta = 1
    var alpha = "x"
    var done = true
    var missing: Int?
    var ratio = 1.5
    var tags: [String] = []
    var nested = ["b": 2]
}

@MainActor @Suite struct RawJSONTests {
    @Test func aPostIsWrittenInTheServersOrderWithTwoSpaces() {
        let json = OrderedJSON(Post(userId: 1, id: 2, title: "t", body: "b")).prettyPrinted
        #expect(
            json == """
                {
                  "userId": 1,
                  "id": 2,
                  "title": "t",
                  "body": "b"
                }
                """)
    }

    @Test func keysFollowTheEncodingOrderNotTheAlphabet() {
        let json = OrderedJSON(Sample()).prettyPrinted
        #expect(
            json == """
                {
                  "zeta": 1,
                  "alpha": "x",
                  "done": true,
                  "ratio": 1.5,
                  "tags": [],
                  "nested": {
                    "b": 2
                  }
                }
                """)
    }

    @Test func copyAndRawViewShareOneEncoding() {
        let post = Post(userId: 1, id: 2, title: "t", body: "b")
        #expect(CopiedItem(post: post).json == OrderedJSON(post).prettyPrinted)
        #expect(CopiedItem(post: post).document == OrderedJSON(post))
    }

    @Test func controlAndReorderingCharactersAreEscapedAsJSON() {
        let json = OrderedJSON(["t": "a\u{1B}[2J\u{202E}b\u{9B}\n\"\\\t\u{200B}é"]).prettyPrinted
        #expect(json == "{\n  \"t\": \"a\\u001b[2J\\u202eb\\u009b\\n\\\"\\\\\\t\\u200bé\"\n}")
        #expect(json.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F || $0 == "\n" })
    }

    @Test func eachTokenHasItsKind() {
        let lines = JSONLayout(OrderedJSON(Sample())).lines
        #expect(
            lines[1].tokens == [
                JSONToken("  ", .space), JSONToken("\"zeta\"", .key), JSONToken(":", .punctuation),
                JSONToken(" ", .space), JSONToken("1", .number), JSONToken(",", .punctuation),
            ])
        #expect(lines[2].tokens.map(\.kind) == [.space, .key, .punctuation, .space, .string, .punctuation])
        #expect(lines[3].tokens.map(\.kind) == [.space, .key, .punctuation, .space, .literal, .punctuation])
        #expect(lines.first?.tokens == [JSONToken("{", .punctuation)])
    }

    private func model() -> RawJSONViewModel {
        RawJSONViewModel(document: OrderedJSON(["Bret", "bret@example.com", "BRET", "nobody"]))
    }

    @Test func searchIgnoresCaseAndCountsEveryMatch() {
        let raw = model()
        raw.search("bret")
        #expect(raw.matches.map(\.line) == [1, 2, 3])
        #expect(raw.matches[0].range == 3..<7, "after the indent and the quote")
        #expect(raw.statusText == nil, "typing highlights; Enter jumps")
        #expect(raw.jumpToFirst() == raw.matches[0])
        #expect(raw.statusText == "match 1 of 3")
    }

    @Test func nextAndPreviousWrapAround() {
        let raw = model()
        raw.search("BRET")
        raw.jumpToFirst()
        raw.nextMatch()
        raw.nextMatch()
        #expect(raw.statusText == "match 3 of 3")
        #expect(raw.nextMatch()?.line == 1)
        #expect(raw.statusText == "match 1 of 3")
        #expect(raw.previousMatch()?.line == 3)
        #expect(raw.statusText == "match 3 of 3")
    }

    @Test func aTermNotFoundSaysSo() {
        let raw = model()
        raw.search("zzz")
        #expect(raw.jumpToFirst() == nil)
        #expect(raw.statusText == "No match for \"zzz\"")
        #expect(raw.nextMatch() == nil)
        raw.search("")
        #expect(raw.matches.isEmpty && raw.statusText == nil)
    }

    @Test func matchesOnALineAreFoundWithoutOverlap() {
        let raw = RawJSONViewModel(document: .string("aaaa"))
        raw.search("aa")
        #expect(raw.matchRanges(inLine: 0) == [1..<3, 3..<5])
    }

    @Test func theRawViewOpensAndClosesOverTheApp() {
        let app = AppViewModel()
        app.showRaw(CopiedItem(post: Post(userId: 1, id: 2, title: "t", body: "b")))
        #expect(app.rawView?.lines.count == 6)
        app.closeRaw()
        #expect(app.rawView == nil)
    }
}
