// SendFileTests: a file body sent to a peer that is gone fails quietly: sendfile(2) has no
// MSG_NOSIGNAL, so the SIGPIPE it raises is blocked on connection threads and taken back.
import Foundation
import Synchronization
import Testing

@testable import DemoAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct SendFileTests {
    @Test func sendingAFileToAClosedPeerFailsWithoutLeavingASignal() throws {
        let directory = try temporaryFixtures(["users.json": awkwardUsers(count: 100)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try OpenFile(path: directory.appendingPathComponent("users.json").path, name: "users.json")
        var ends: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        close(ends[1])
        defer { close(ends[0]) }
        let local = ends[0]
        let finished = DispatchSemaphore(value: 0)
        let outcome = Mutex<(sent: Bool, signalPending: Bool)?>(nil)
        // On a thread of its own, as connections are served: its signal mask is changed.
        Thread.detachNewThread {
            SocketIO.blockBrokenPipeSignal()
            let sent = SocketIO.sendFile(local, from: file.descriptor, offset: 0, length: file.identity.size)
            var pending = sigset_t()
            sigpending(&pending)
            outcome.withLock { $0 = (sent, sigismember(&pending, SIGPIPE) == 1) }
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 5) == .success)
        let result = try #require(outcome.withLock { $0 })
        #expect(!result.sent)
        #expect(!result.signalPending)
    }
}
