// The terminal cursor across partial frames: a frame hands the terminal its cursor before the
// frame's other effects are gathered, so a view drawn again that places (or stops placing) the
// cursor must move it, and a change elsewhere must leave it where it was.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Form {
    var title = "Name"
    /// The column of the caret in the field, or nil when the field has no focus.
    var caret: Int? = 2
}

private struct FormView: View {
    let form: Form
    var body: some View {
        VStack {
            FormTitle(form: form)
            Field(form: form)
        }
    }
}

private struct FormTitle: View {
    let form: Form
    var body: some View { Label(form.title) }
}

private struct Field: View {
    let form: Form
    var body: some View { Caret(column: form.caret) }
}

/// Draws the field's text and puts the terminal cursor at `column`, if any.
private struct Caret: PrimitiveView {
    let column: Int?
    func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        Size(width: proposal.width ?? 10, height: 1)
    }
    func render(in rect: Rect, context: RenderContext) {
        context.canvas.draw("London", at: rect.origin, maxWidth: rect.width)
        if let column { context.cursor = Point(x: rect.minX + column, y: rect.minY) }
    }
}

@MainActor
struct PartialFrameCursorTests {
    private func app(_ form: Form) -> (Application, HeadlessTerminal) {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) { FormView(form: form) }
        app.onFrameNeeded = {}
        app.renderFrame()
        return (app, terminal)
    }

    @Test func theCursorFollowsTheCaretDrawnAgainAlone() {
        let form = Form()
        let (app, terminal) = app(form)
        #expect(terminal.cursor == Point(x: 2, y: 1))
        for column in [5, 0, 3] {
            form.caret = column
            app.renderFrameIfNeeded()
            #expect(terminal.cursor == Point(x: column, y: 1))
        }
        #expect(app.partialFrameCount == 3)
    }

    @Test func aChangeElsewhereLeavesTheCursorWhereItWas() {
        let form = Form()
        let (app, terminal) = app(form)
        form.title = "City"
        app.renderFrameIfNeeded()
        #expect(app.partialFrameCount == 1)
        #expect(terminal.screenText.hasPrefix("City"))
        #expect(terminal.cursor == Point(x: 2, y: 1))
    }

    @Test func theCursorIsHiddenOnceNoViewPlacesIt() {
        let form = Form()
        let (app, terminal) = app(form)
        form.caret = nil
        app.renderFrameIfNeeded()
        #expect(app.partialFrameCount == 1)
        #expect(terminal.cursor == nil)
        form.caret = 4
        app.renderFrameIfNeeded()
        #expect(terminal.cursor == Point(x: 4, y: 1))
    }

    @Test func aWholeFrameWithoutACaretHidesTheCursor() {
        let form = Form()
        let (app, terminal) = app(form)
        form.caret = nil
        app.renderFrame()
        #expect(app.partialFrameCount == 0)
        #expect(terminal.cursor == nil)
        form.caret = 1
        app.renderFrame()
        #expect(terminal.cursor == Point(x: 1, y: 1))
    }

    @Test func keysReachTheHandlersOfTheFrameBefore() {
        let form = Form()
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 4))
        var typed: [Key] = []
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) {
            FormView(form: form).onKey { key in
                typed.append(key)
                form.caret = (form.caret ?? 0) + 1
                return .handled
            }
        }
        app.onFrameNeeded = {}
        app.renderFrame()
        for _ in 0..<3 {
            app.handle(.key(.character("x")))
            app.renderFrameIfNeeded()
        }
        #expect(typed.count == 3)
        #expect(terminal.cursor == Point(x: 5, y: 1))
    }
}
