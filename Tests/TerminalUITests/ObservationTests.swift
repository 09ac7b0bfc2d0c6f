// A frame happens exactly when something a view read changes.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Readout {
    var read = 0
    var unread = 0
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
