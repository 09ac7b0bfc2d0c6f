// Holding the first frame back while its data is on the way: shown with the data, at the limit,
// or on the first key, and never holding any later frame.
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class Feed {
    var items: [String]?
    var isLoading = false
    /// Starts loading when the view appears, as a screen's view model does.
    var startsOnAppear = true
}

private struct FeedView: View {
    let feed: Feed
    var body: some View {
        Label(feed.items.map { "items: " + $0.joined(separator: ",") } ?? "Loading")
            .onAppear { if feed.startsOnAppear { feed.isLoading = true } }
    }
}

/// Counts the runs of an action.
@MainActor
private final class Runs {
    var count = 0
}

@MainActor
struct FirstFrameHoldTests {
    let clock = ManualClock()
    let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))

    /// An app holding its first frame for up to 50 ms while its feed loads, and what it asked for.
    private func makeApp(startingALoad: Bool = true) -> (Application, FrameRequests, Feed) {
        let feed = Feed()
        feed.startsOnAppear = startingALoad
        let app = Application(terminal: terminal, clock: clock) { FeedView(feed: feed) }
        let requests = FrameRequests(app)
        app.holdFirstFrame(upTo: .milliseconds(50)) { feed.isLoading }
        return (app, requests, feed)
    }

    /// Lets the main actor run what is queued on it (appear actions, the hold's own check).
    private func runQueuedWork(until condition: () -> Bool = { false }) async {
        for _ in 0..<200 where !condition() { await Task.yield() }
    }

    @Test func dataArrivingWithinTheLimitIsInTheFirstFrameShown() async {
        let (app, requests, feed) = makeApp()
        app.renderFrame()
        await runQueuedWork()
        requests.drawRequestedFrame()
        #expect(feed.isLoading, "the appear action started the load")
        #expect(terminal.updates.isEmpty, "the loading screen is held back")

        feed.items = ["a", "b"]
        feed.isLoading = false
        requests.drawRequestedFrame()
        #expect(terminal.updates.count == 1)
        #expect(terminal.updates.first?.isFullRedraw == true)
        #expect(terminal.screenText.hasPrefix("items: a,b"))
    }

    @Test func theHeldFrameIsShownAtTheLimitAndLaterFramesAreNotHeld() async {
        let (app, requests, feed) = makeApp()
        app.renderFrame()
        await runQueuedWork()
        requests.drawRequestedFrame()
        #expect(terminal.updates.isEmpty)

        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(49))
        await runQueuedWork()
        requests.drawRequestedFrame()
        #expect(terminal.updates.isEmpty, "49 ms: still held")
        clock.advance(by: .milliseconds(1))
        let asked = requests.count
        await runQueuedWork(until: { requests.count > asked })
        requests.drawRequestedFrame()
        #expect(terminal.screenText.hasPrefix("Loading"))

        feed.items = ["late"]
        requests.drawRequestedFrame()
        #expect(terminal.screenText.hasPrefix("items: late"), "still loading, yet not held again")
    }

    @Test func aKeyShowsTheHeldFrameAtOnce() async {
        let (app, requests, _) = makeApp()
        app.renderFrame()
        await runQueuedWork()
        app.handle(.key(.character("x")))
        requests.drawRequestedFrame()
        #expect(terminal.screenText.hasPrefix("Loading"))
    }

    @Test func withNothingLoadingTheFirstFrameWaitsOnlyForTheAppearActions() async {
        let (app, requests, _) = makeApp(startingALoad: false)
        app.renderFrame()
        #expect(terminal.updates.isEmpty, "held until the appear actions have run")
        await runQueuedWork(until: { requests.count > 0 })
        requests.drawRequestedFrame()
        #expect(terminal.screenText.hasPrefix("Loading"))
        #expect(clock.sleeperCount == 0, "the limit's timer is gone")
    }

    @Test func workAfterTheFirstFrameRunsOnceItIsShownAndAtOnceLater() async {
        let (app, requests, feed) = makeApp()
        let runs = Runs()
        app.afterFirstFrame { runs.count += 1 }
        app.renderFrame()
        await runQueuedWork()
        requests.drawRequestedFrame()
        #expect(runs.count == 0, "the first frame is held: not shown yet")
        feed.isLoading = false
        requests.drawRequestedFrame()
        #expect(terminal.updates.count == 1)
        #expect(runs.count == 1)
        feed.items = ["a"]
        requests.drawRequestedFrame()
        #expect(runs.count == 1, "once")
        app.afterFirstFrame { runs.count += 10 }
        #expect(runs.count == 11, "asked after the first frame: run at once")
    }

    @Test func workWaitingAfterTheFirstFrameRunsOnceItsDelayHasPassed() async {
        let (app, requests, feed) = makeApp()
        let runs = Runs()
        app.afterFirstFrame(waiting: .milliseconds(50)) { runs.count += 1 }
        app.renderFrame()
        await runQueuedWork()
        feed.isLoading = false
        requests.drawRequestedFrame()
        #expect(terminal.updates.count == 1, "the first frame is shown")
        await runQueuedWork(until: { clock.sleeperCount > 0 })
        clock.advance(by: .milliseconds(49))
        await runQueuedWork()
        #expect(runs.count == 0, "not before its delay")
        clock.advance(by: .milliseconds(1))
        await runQueuedWork(until: { runs.count > 0 })
        #expect(runs.count == 1)
    }
}
