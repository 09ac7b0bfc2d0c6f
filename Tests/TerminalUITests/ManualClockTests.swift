// ManualClock: time moves only when a test advances it; sleepers wake exactly then.
import Testing

@testable import TerminalUI

/// What woke, in order.
private actor WakeLog {
    var names: [String] = []
    func add(_ name: String) { names.append(name) }
}

struct ManualClockTests {
    @Test func aSleeperWakesWhenTheClockReachesItsDeadlineAndNotBefore() async throws {
        let clock = ManualClock()
        let log = WakeLog()
        let sleeper = Task {
            try await clock.sleep(until: clock.now + .seconds(5))
            await log.add("woke")
        }
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(4))
        #expect(clock.sleeperCount == 1, "four seconds in, it still sleeps")
        clock.advance(by: .seconds(1))
        try await sleeper.value
        #expect(await log.names == ["woke"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        let clock = ManualClock()
        let log = WakeLog()
        let late = Task {
            try await clock.sleep(until: clock.now + .seconds(3))
            await log.add("late")
        }
        await clock.waitForSleepers(1)
        let early = Task {
            try await clock.sleep(until: clock.now + .seconds(1))
            await log.add("early")
        }
        await clock.waitForSleepers(2)
        #expect(clock.nextDeadline == clock.now + .seconds(1))
        clock.advanceToNextDeadline()
        try await early.value
        #expect(clock.sleeperCount == 1)
        clock.advanceToNextDeadline()
        try await late.value
        #expect(await log.names == ["early", "late"])
    }

    @Test func aPastDeadlineReturnsAtOnce() async throws {
        let clock = ManualClock()
        try await clock.sleep(until: clock.now - .seconds(1))
        try await clock.sleep(until: clock.now)
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsAndRemovesIt() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: clock.now + .seconds(60)) }
        await clock.waitForSleepers(1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func itIsAClockForCodeWrittenAgainstClock() async throws {
        let clock = ManualClock()
        let start = clock.now
        let sleeper = Task { try await clock.sleep(for: .milliseconds(10)) }
        await clock.waitForSleepers(1)
        clock.advance(by: .milliseconds(10))
        try await sleeper.value
        #expect(clock.now - start == .milliseconds(10))
    }
}
