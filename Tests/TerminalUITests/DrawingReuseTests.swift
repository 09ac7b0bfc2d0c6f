// Reusing the drawing of `DrawingCacheable` views: an equal view is copied from its last drawing
// (wherever it now is), a changed one is drawn again, and what lands on screen is the same.
import Testing

@testable import TerminalUI

/// Counts its renders, so tests can tell a drawing was reused.
@MainActor
final class RenderCounter {
    var renders = 0
}

/// The list a test shows: its items and the first visible one.
@MainActor
private final class ListContent {
    var items: [String]
    var offset = 0
    init(_ items: [String]) { self.items = items }
}

/// A cacheable row that counts how often it is really drawn. It is generic, as an app's row over
/// any item type is: its conformance's witnesses are instantiated at run time, and the renderer
/// tells its drawings apart by type.
private struct CountedRow<Value: Equatable & Sendable & CustomStringConvertible>: PrimitiveView, DrawingCacheable {
    let value: Value
    let counter: RenderCounter

    nonisolated static func == (lhs: CountedRow, rhs: CountedRow) -> Bool { lhs.value == rhs.value }

    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }

    func render(in rect: Rect, context: RenderContext) {
        counter.renders += 1
        context.canvas.draw(
            value.description, at: rect.origin, style: context.environment.resolve(Style(foreground: .red)))
    }
}

@MainActor
struct DrawingReuseTests {
    private func list(_ content: ListContent, counter: RenderCounter) -> ListView<CountedRow<String>> {
        let items = content.items
        let offset = content.offset
        return ListView(
            count: items.count,
            state: ListState(selection: offset, offset: offset, count: items.count, visibleHeight: 3)
        ) {
            CountedRow(value: items[$0], counter: counter)
        }
    }

    @Test func unchangedRowsAreCopiedNotDrawnAndScrolledRowsKeepTheirDrawing() {
        let counter = RenderCounter()
        let content = ListContent((0..<10).map { "row \($0)" })
        let terminal = HeadlessTerminal(size: Size(width: 12, height: 3))
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) {
            self.list(content, counter: counter)
        }
        app.renderFrame()
        #expect(counter.renders == 3)
        app.renderFrame()
        #expect(counter.renders == 3, "the same rows again are copied")
        content.offset = 1
        app.renderFrame()
        #expect(counter.renders == 4, "after scrolling by one only the new row is drawn")
        #expect((0..<3).map { terminal.screen.text(ofRow: $0).prefix(5) } == ["row 1", "row 2", "row 3"])
    }

    @Test func aChangedValueOrColourSupportDrawsAgain() {
        let counter = RenderCounter()
        let content = ListContent(["a", "b", "c"])
        let terminal = HeadlessTerminal(size: Size(width: 12, height: 3))
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) {
            self.list(content, counter: counter)
        }
        app.renderFrame()
        content.items[1] = "B"
        app.renderFrame()
        #expect(counter.renders == 4)
        #expect(terminal.screenText == "a\nB\nc")
        terminal.supportsColor = false
        app.renderFrame()
        #expect(counter.renders == 7, "monochrome changes every row's style")
        #expect(terminal.screen[0, 1].style == .plain, "an unselected row, drawn without colour")
    }

    @Test func aRowIsCopiedWhenEqualAndDrawnAgainWhenItsValueChanges() {
        let counter = RenderCounter()
        let content = ListContent(["10", "20", "30", "40"])
        let terminal = HeadlessTerminal(size: Size(width: 8, height: 3))
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) {
            list(content, counter: counter)
        }
        app.renderFrame()
        app.renderFrame()
        #expect(counter.renders == 3, "equal generic rows are copied")
        content.offset = 1
        app.renderFrame()
        #expect(counter.renders == 4, "after scrolling by one only the new row is drawn")
        content.items[2] = "33"
        app.renderFrame()
        #expect(counter.renders == 5, "a changed value is drawn again")
        #expect((0..<3).map { terminal.screen.text(ofRow: $0).prefix(2) } == ["20", "33", "40"])
    }
}
