// Partial frames: a change redraws only the views that read it, and what is on screen is always
// exactly what drawing the whole tree would show; views that cannot be redrawn alone (under an
// overlay, resized) take their parents, or the whole frame, along.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Screen {
    var title = "People"
    var items = (0..<50).map { "person \($0)" }
    var selection = 0
    var banner: String?
    var showsOverlay = false
}

/// A titled list with a footer; the list reads the selection in its own body.
private struct Page: View {
    let screen: Screen
    var body: some View {
        let screen = screen
        VStack {
            Title(screen: screen)
            if let banner = screen.banner { Label(banner) }
            SelectionList(screen: screen).frame(maxWidth: .max, maxHeight: .max)
            Label("footer")
        }
        .overlay {
            if screen.showsOverlay { Label("OVERLAY").frame(width: 7, height: 1) }
        }
    }
}

private struct Title: View {
    let screen: Screen
    var body: some View { Label("\(screen.title) (\(screen.items.count))") }
}

private struct SelectionList: View {
    let screen: Screen
    var body: some View {
        let screen = screen
        let items = screen.items
        ListView(
            count: items.count,
            state: ListState(selection: screen.selection, offset: max(0, screen.selection - 4), count: items.count),
            onStateChange: { screen.selection = $0.selection }
        ) { Row(text: items[$0]) }
    }
}

/// A list row whose drawing is kept (so each row has storage of its own).
private struct Row: PrimitiveView, DrawingCacheable {
    let text: String
    func render(in rect: Rect, context: RenderContext) {
        context.canvas.draw(text, at: rect.origin, maxWidth: rect.width)
    }
}

@MainActor
struct PartialFrameTests {
    private let size = Size(width: 30, height: 10)

    private func app(_ screen: Screen) -> (Application, HeadlessTerminal) {
        let terminal = HeadlessTerminal(size: size)
        let app = Application(terminal: terminal, minimumSize: Size(width: 1, height: 1)) { Page(screen: screen) }
        // Frames are drawn when the test says (`renderFrameIfNeeded`), never by scheduled work.
        app.onFrameNeeded = {}
        app.renderFrame()
        return (app, terminal)
    }

    /// The screen a fresh application draws for the same state, whole.
    private func reference(_ screen: Screen) -> Canvas {
        let (_, terminal) = app(screen)
        return terminal.screen
    }

    @Test func movingTheSelectionRedrawsOnlyTheListAndMatchesAWholeFrame() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        for step in 1...12 {
            screen.selection = step
            app.renderFrameIfNeeded()
            #expect(terminal.screen == reference(screen), "after moving to \(step)")
        }
        #expect(app.partialFrameCount == 12)
    }

    @Test func keysKeepWorkingAfterPartialFrames() {
        let screen = Screen()
        let (app, _) = app(screen)
        for _ in 0..<7 {
            app.handle(.key(.down))
            app.renderFrameIfNeeded()
        }
        #expect(screen.selection == 7, "each key saw the handlers of the frame before it")
        #expect(app.partialFrameCount == 7)
    }

    @Test func aChangeReadOnlyByTheTitleRedrawsTheTitleAlone() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        screen.title = "Groups"
        app.renderFrameIfNeeded()
        #expect(app.partialFrameCount == 1)
        #expect(terminal.screen == reference(screen))
        #expect(terminal.cellsInLastUpdate <= 7, "only the changed title cells were sent")
    }

    @Test func aNestedViewThatNowMeasuresDifferentlyIsNotSqueezedIntoItsOldRectangle() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        screen.title = "All the people we know"
        app.renderFrameIfNeeded()
        #expect(terminal.screen == reference(screen), "the longer title got the width it now asks for")
        #expect(terminal.screenText.hasPrefix("All the people we know (50)"))
    }

    @Test func aViewThatChangesSizeTakesTheWholeFrameAlong() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        screen.banner = "Offline"
        app.renderFrameIfNeeded()
        #expect(terminal.screen == reference(screen), "the list moved down to make room")
        screen.banner = nil
        app.renderFrameIfNeeded()
        #expect(terminal.screen == reference(screen))
    }

    @Test func aListUnderAnOverlayIsNotDrawnOverIt() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        screen.showsOverlay = true
        app.renderFrameIfNeeded()
        screen.selection = 3
        app.renderFrameIfNeeded()
        #expect(terminal.screen == reference(screen))
        #expect(terminal.screenText.contains("OVERLAY"))
        screen.showsOverlay = false
        app.renderFrameIfNeeded()
        #expect(terminal.screen == reference(screen))
    }

    @Test func rowsThatScrolledAwayReleaseTheirStorage() {
        let screen = Screen()
        let (app, _) = app(screen)
        let before = app.liveNodeCount
        for step in 1...40 {
            screen.selection = step
            app.renderFrameIfNeeded()
        }
        #expect(app.liveNodeCount <= before + 2, "rows scrolled out of view were dropped")
    }

    @Test func aResizeOrAColourChangeDrawsEverything() {
        let screen = Screen()
        let (app, terminal) = app(screen)
        terminal.supportsColor = false
        screen.selection = 2
        app.renderFrameIfNeeded()
        #expect(app.partialFrameCount == 0)
        terminal.size = Size(width: 24, height: 8)
        app.handle(.resize(terminal.size))
        app.renderFrameIfNeeded()
        #expect(app.partialFrameCount == 0)
        #expect(terminal.screen.size == Size(width: 24, height: 8))
    }
}
