// A frame happens exactly when something a view read changes.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Readout {
    var read = 0
    var unread = 0
}

/// A parent that reads one property and draws a child that reads another.
@MainActor @Observable
private final class TwoReadouts {
    var parentValue = 0
    var childValue = 0
}

private struct ChildReadout: View {
    let model: TwoReadouts
    var body: some View { Label("child \(model.childValue)") }
}

private struct ParentReadout: View {
    let model: TwoReadouts
    var body: some View {
        VStack {
            Label("parent \(model.parentValue)")
            if model.parentValue < 100 { ChildReadout(model: model) }
        }
    }
}

private struct ReadoutView: View {
    let model: Readout
    var body: some View { Label("value \(model.read)") }
}

@MainActor
struct ObservationTests {
    @Test func changingAPropertyTheViewReadProducesExactlyOneFrame() {
        let model = Readout()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) { ReadoutView(model: model) }
        let requests = FrameRequests(app)
        app.renderFrame()
        #expect(app.frameCount == 1)
        #expect(!app.needsFrame)

        model.read = 1
        model.read = 2
        #expect(app.needsFrame)
        #expect(requests.count == 1, "two changes ask for one frame")
        requests.drawRequestedFrame()
        #expect(app.frameCount == 2)
        #expect(terminal.screenText.hasPrefix("value 2"))
    }

    @Test func changingAPropertyNoViewReadProducesNoFrame() {
        let model = Readout()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) { ReadoutView(model: model) }
        let requests = FrameRequests(app)
        app.renderFrame()
        model.unread = 5
        #expect(!app.needsFrame)
        #expect(requests.count == 0, "no frame was asked for, so none can come later")
        requests.drawRequestedFrame()
        #expect(app.frameCount == 1)
    }

    @Test func aViewDrawnAgainWithItsParentIsObservedOnceNotOnceADrawing() {
        let model = TwoReadouts()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) { ParentReadout(model: model) }
        app.renderFrame()
        for value in 1...40 {
            model.parentValue = value
            app.renderFrameIfNeeded()
        }
        #expect(terminal.screenText.hasPrefix("parent 40"))
        #expect(app.graph.invalidated.isEmpty)

        model.childValue = 1
        #expect(app.graph.invalidated.count == 1, "the child's 41 drawings left one observation, not 41")
        app.renderFrameIfNeeded()
        #expect(terminal.screenText.contains("child 1"))
        model.childValue = 2
        #expect(app.graph.invalidated.count == 1, "and it observes again after it is drawn")
    }

    @Test func aViewNoLongerDrawnStopsObservingWhatItRead() {
        let model = TwoReadouts()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) { ParentReadout(model: model) }
        app.renderFrame()
        model.parentValue = 100
        app.renderFrameIfNeeded()
        #expect(!terminal.screenText.contains("child"))
        #expect(!app.needsFrame)

        model.childValue = 5
        #expect(app.graph.invalidated.isEmpty, "the child is gone: nothing of it is left observing")
        #expect(!app.needsFrame)
    }

    @Test func onlyChangedCellsAreSentAfterTheFirstFrame() {
        let model = Readout()
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let app = Application(terminal: terminal) { ReadoutView(model: model) }
        app.renderFrame()
        #expect(terminal.updates.last?.isFullRedraw == true)
        model.read = 7
        app.renderFrame()
        #expect(terminal.updates.last?.isFullRedraw == false)
        #expect(terminal.cellsInLastUpdate == 1)
    }

    @Test func belowTheMinimumSizeTheScreenSaysSo() {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 8))
        let app = Application(terminal: terminal, minimumSize: Size(width: 40, height: 12)) { Label("hidden") }
        app.renderFrame()
        #expect(terminal.screenText.contains("Terminal too small"))
        #expect(terminal.screenText.contains("40x12"))
        #expect(!terminal.screenText.contains("hidden"))
        terminal.size = Size(width: 50, height: 14)
        app.handle(.resize(terminal.size))
        app.renderFrameIfNeeded()
        #expect(terminal.screenText.hasPrefix("hidden"))
        #expect(terminal.updates.last?.isFullRedraw == true)
    }
}
