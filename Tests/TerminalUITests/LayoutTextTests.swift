// Text view: lines, truncation, wrapping, styles.
import Testing

@testable import TerminalUI

@MainActor @Suite struct LayoutTextTests {
    @Test func shortTextDrawsAsIs() {
        #expect(Snapshot(width: 20, height: 2) { Text("Users (10)") }.text == "Users (10)\n")
    }

    @Test func longLinesAreTruncatedWithAnEllipsisAtEverySize() {
        let name = "Clementine Bauch 漢字"
        #expect(Snapshot(width: 30, height: 1) { Text(name) }.text == "Clementine Bauch 漢字")
        #expect(Snapshot(width: 10, height: 1) { Text(name) }.text == "Clementin…")
        #expect(Snapshot(width: 20, height: 1) { Text(name) }.text == "Clementine Bauch 漢…")
        #expect(Snapshot(width: 19, height: 1) { Text(name) }.text == "Clementine Bauch …")
    }

    @Test func newlinesStartLinesAndExtraRowsAreClipped() {
        #expect(Snapshot(width: 10, height: 3) { Text("a\nb\nc\nd") }.text == screen("a", "b", "c"))
    }

    @Test func wrappingTextWrapsAtWords() {
        let body = "quia et suscipit suscipit recusandae consequuntur"
        #expect(
            Snapshot(width: 10, height: 6) { Text(body).wrapping() }.text
                == screen("quia et", "suscipit", "suscipit", "recusandae", "consequunt", "ur"))
    }

    @Test func boldAndColourStyleTheCells() {
        let snapshot = Snapshot(width: 10, height: 1) { Text("hi").bold().foregroundColor(.red) }
        #expect(snapshot.cell(0, 0).style == Style(foreground: .red, attributes: .bold))
        #expect(snapshot.cell(2, 0).style == .plain)
    }

    @Test func monochromeDropsColoursButKeepsAttributes() {
        let snapshot = Snapshot(width: 10, height: 1, color: false) { Text("hi").bold().foregroundColor(.red) }
        #expect(snapshot.cell(0, 0).style == Style(attributes: .bold))
    }

    @Test func controlCharactersFromServersAreDefused() {
        let snapshot = Snapshot(width: 20, height: 1) { Text("\u{1B}[2Jevil\u{9B}\u{202E}x") }
        #expect(snapshot.text == "\u{FFFD}[2Jevil\u{FFFD}x")
    }
}
