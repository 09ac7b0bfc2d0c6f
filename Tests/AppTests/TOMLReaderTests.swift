// The TOML reader: every kind of value it reads, and each error pinned to its text and place.
import Testing

@testable import users_tui

struct TOMLReaderTests {
    private func values(_ text: String) throws -> [String: TOMLValue.Kind] {
        let document = try TOMLReader.parse(text)
        return Dictionary(
            uniqueKeysWithValues: document.tables.flatMap { table in
                table.entries.map { ((table.name.map { $0 + "." } ?? "") + $0.key, $0.value.kind) }
            })
    }

    @Test func readsTablesStringsNumbersBooleansArraysAndComments() throws {
        let text = """
            # a comment line
            title = "Tab\\tand \\"quotes\\" \\\\ \\u00e9\\U0001F98A"   # after a value
            path = 'C:\\no\\escapes'
            count = 1_000
            negative = -42
            plus = +7
            ratio = 2.5
            small = -1e-3
            big = 6.02E+23
            yes = true
            no = false
            "quoted key" = ""

            [keys]
            quit = [ "q", "ctrl-q", ]   # trailing comma
            empty = []
            nested = [[1, 2], ["a"]]
            spread = [
              "a",  # first
              # a line of its own
              "b"
            ]
            [a.b]
            x = 1
            """
        let read = try values(text)
        #expect(read["title"] == .string("Tab\tand \"quotes\" \\ é🦊"))
        #expect(read["path"] == .string("C:\\no\\escapes"))
        #expect(read["count"] == .integer(1000))
        #expect(read["negative"] == .integer(-42))
        #expect(read["plus"] == .integer(7))
        #expect(read["ratio"] == .float(2.5))
        #expect(read["small"] == .float(-0.001))
        #expect(read["big"] == .float(6.02e23))
        #expect(read["yes"] == .boolean(true))
        #expect(read["no"] == .boolean(false))
        #expect(read["quoted key"] == .string(""))
        guard case .array(let quit)? = read["keys.quit"] else {
            Issue.record("no keys.quit")
            return
        }
        #expect(quit.map(\.kind) == [.string("q"), .string("ctrl-q")])
        #expect(quit.map(\.position) == [SourcePosition(line: 15, column: 10), SourcePosition(line: 15, column: 15)])
        #expect(read["keys.empty"] == .array([]))
        guard case .array(let spread)? = read["keys.spread"] else {
            Issue.record("no keys.spread")
            return
        }
        #expect(spread.map(\.kind) == [.string("a"), .string("b")])
        #expect(read["a.b.x"] == .integer(1))
        let document = try TOMLReader.parse(text)
        #expect(document.tables.map(\.name) == [nil, "keys", "a.b"])
        #expect(document.tables[1].position == SourcePosition(line: 14, column: 2))
        #expect(document.root.entries[2].keyPosition == SourcePosition(line: 4, column: 1))
    }

    @Test func windowsLineEndingsAndAnEmptyFileAreFine() throws {
        #expect(try values("a = 1\r\nb = \"x\"\r\n") == ["a": .integer(1), "b": .string("x")])
        #expect(try TOMLReader.parse("").tables.count == 1)
        #expect(try TOMLReader.parse("\n  # only a comment\n\n").root.entries.isEmpty)
    }

    @Test(arguments: [
        ("theme", "1:6: expected '=' after the key 'theme'"),
        ("theme dark", "1:7: expected '=' after the key 'theme'"),
        ("= 1", "1:1: expected a key, found '='"),
        ("a = ", "1:5: expected a value"),
        ("a = # nothing", "1:5: expected a value"),
        ("a = ,", "1:5: expected a value, found ','"),
        ("a = \"open", "1:5: unterminated string"),
        ("a = 'open\nb = 1", "1:5: unterminated string"),
        ("a = \"bad \\q escape\"", "1:10: unknown escape '\\q'"),
        ("a = \"\\u12\"", "1:6: invalid unicode escape '\\u12'"),
        ("a = \"\\uD800\"", "1:6: invalid unicode escape '\\uD800'"),
        ("a = \"bell\u{07}\"", "1:10: control character U+0007 in a string (write it as an escape)"),
        ("a = \"\"\"long\"\"\"", "1:5: multi-line strings are not supported"),
        ("a = dark", "1:5: invalid value 'dark' (text needs quotes: \"dark\")"),
        ("a = 1_", "1:5: invalid number '1_'"),
        ("a = 01", "1:5: invalid number '01' (no leading zeros)"),
        ("a = 1.", "1:5: invalid number '1.'"),
        ("a = 1979-05-27", "1:5: invalid number '1979-05-27'"),
        ("a = 99999999999999999999", "1:5: integer '99999999999999999999' is too large"),
        ("a = 1 2", "1:7: unexpected '2' after the value"),
        ("a = [1, 2", "1:5: unterminated array"),
        ("a = [1 2]", "1:8: expected ',' or ']' in the list"),
        ("a = {x = 1}", "1:5: inline tables ({...}) are not supported (use a [table])"),
        ("a.b = 1", "1:1: dotted keys are not supported (use a [table])"),
        ("[keys", "1:6: expected ']' after the table name"),
        ("[keys] x", "1:8: unexpected 'x' after the table name"),
        ("[[keys]]", "1:1: arrays of tables ([[...]]) are not supported"),
        ("[]", "1:2: expected a key, found ']'"),
        ("a = 1\na = 2", "2:1: duplicate key 'a' (first at line 1)"),
        ("[keys]\n[keys]", "2:2: duplicate table [keys] (first at line 1)"),
        ("keys = 1\n[keys]", "2:2: 'keys' is already a key, so it cannot be a table"),
    ])
    func everyErrorSaysWhereAndWhat(text: String, message: String) {
        do {
            _ = try TOMLReader.parse(text)
            Issue.record("parsed without an error: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theWriterWritesWhatTheReaderReadsBack() throws {
        let hostile = "quote \" backslash \\ tab \t newline \n bell \u{07} del \u{7F} é 🦊"
        let text =
            "a = \(TOMLWriter.string(hostile))\nb = \(TOMLWriter.strings(["x", "y\""]))\n\(TOMLWriter.key("a b")) = 1"
        #expect(
            try values(text) == [
                "a": .string(hostile),
                "b": .array([
                    TOMLValue(kind: .string("x"), position: SourcePosition(line: 2, column: 6)),
                    TOMLValue(kind: .string("y\""), position: SourcePosition(line: 2, column: 11)),
                ]),
                "a b": .integer(1),
            ])
    }
}
