// The main thread as the main actor's loop. XCTest runs a synchronous test on the process's main
// thread with the main queue still bound to it, which is what `MainThreadLoop.run` needs (Swift
// Testing runs tests on worker threads).
import Dispatch
import Foundation
import XCTest

@testable import TerminalUI

final class MainThreadLoopTests: XCTestCase {
    func testWatchedInputAndMainActorWorkRunOnTheMainThreadUntilTheBodyReturns() {
        let pipe = Pipe()
        let readEnd = pipe.fileHandleForReading.fileDescriptor
        let writer = pipe.fileHandleForWriting
        let watchdog = failIfStillRunning(after: .seconds(10))
        defer { watchdog.cancel() }

        let log = MainThreadLoop.run { loop -> [String] in
            var log: [String] = []
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                var watch: MainThreadLoopWatch?
                watch = loop.watchReadable(readEnd) {
                    var byte: UInt8 = 0
                    guard read(readEnd, &byte, 1) == 1 else { return }
                    log.append("\(Character(Unicode.Scalar(byte))) on main: \(Thread.isMainThread)")
                    if byte == UInt8(ascii: "q") {
                        watch?.cancel()
                        finished.resume()
                    }
                }
                // Another thread types while the loop waits in poll.
                DispatchQueue.global().async {
                    writer.write(Data("a".utf8))
                    usleep(20_000)
                    writer.write(Data("q".utf8))
                }
            }
            // Main-actor work scheduled for later (a timer's resumption) still runs.
            try? await Task.sleep(for: .milliseconds(10))
            log.append("slept on main: \(Thread.isMainThread)")
            return log
        }

        XCTAssertEqual(log, ["a on main: true", "q on main: true", "slept on main: true"])
    }

    func testCancelledWatchIsNotCalledAgain() {
        let first = Pipe()
        let second = Pipe()
        let firstEnd = first.fileHandleForReading.fileDescriptor
        let secondEnd = second.fileHandleForReading.fileDescriptor
        let watchdog = failIfStillRunning(after: .seconds(10))
        defer { watchdog.cancel() }

        let calls = MainThreadLoop.run { loop -> Int in
            var calls = 0
            await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
                var watch: MainThreadLoopWatch?
                watch = loop.watchReadable(firstEnd) {
                    calls += 1
                    watch?.cancel()  // leaves the byte unread: a live watch would be called again
                    second.fileHandleForWriting.write(Data("y".utf8))
                }
                // Called on the next two turns of the loop (its byte stays unread too): by the
                // second, the loop has polled twice since the first watch was cancelled.
                var turns = 0
                var witness: MainThreadLoopWatch?
                witness = loop.watchReadable(secondEnd) {
                    turns += 1
                    guard turns == 2 else { return }
                    witness?.cancel()
                    finished.resume()
                }
                first.fileHandleForWriting.write(Data("x".utf8))
            }
            return calls
        }

        XCTAssertEqual(calls, 1)
    }

    /// Ends the process if a loop never returns, so a broken loop fails instead of hanging.
    private func failIfStillRunning(after timeout: DispatchTimeInterval) -> DispatchWorkItem {
        let name = self.name
        let watchdog = DispatchWorkItem {
            fatalError("\(name): the main-thread loop did not return")
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        return watchdog
    }
}
