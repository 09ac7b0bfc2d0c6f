// Status notices expire by the status center's clock: a manual clock moves time here, so the
// tests neither wait for the lifetime nor depend on how fast the machine is.
import TerminalUI
import Testing

@testable import ViewModels

@MainActor
struct StatusNoticeTests {
    @Test func aNoticeStaysUntilItsLifetimeHasPassedOnTheClock() async {
        let clock = ManualClock()
        let status = StatusCenter(noticeLifetime: .seconds(3), clock: clock)
        status.announce("Copied email")
        #expect(await eventually { clock.sleeperCount == 1 }, "the expiry waits on the clock")
        #expect(clock.nextDeadline == clock.now + .seconds(3))
        clock.advance(by: .milliseconds(2_999))
        #expect(clock.sleeperCount == 1, "the expiry is still waiting")
        #expect(status.notice == "Copied email")
        clock.advance(by: .milliseconds(1))
        #expect(await eventually { status.notice == nil })
    }

    @Test func aNewerNoticeGetsAWholeLifetimeOfItsOwn() async {
        let clock = ManualClock()
        let status = StatusCenter(noticeLifetime: .seconds(3), clock: clock)
        status.announce("Copied email")
        #expect(await eventually { clock.sleeperCount == 1 }, "the expiry waits on the clock")
        clock.advance(by: .seconds(2))
        status.announce("Copied JSON")
        #expect(clock.sleeperCount == 0, "the older notice's expiry is cancelled at once")
        #expect(await eventually { clock.sleeperCount == 1 }, "the expiry waits on the clock")
        #expect(clock.nextDeadline == clock.now + .seconds(3), "the only expiry left is the newer notice's")
        clock.advance(by: .milliseconds(2_999))
        #expect(status.notice == "Copied JSON")
        clock.advance(by: .milliseconds(1))
        #expect(await eventually { status.notice == nil })
    }
}
