// ResidentMemory: this process's resident memory as the kernel reports it, sampled while work runs.
import Foundation
import Synchronization

/// Resident set size readings from `/proc/self/status`.
enum ResidentMemory {
    /// The current `VmRSS`, in bytes.
    static func current() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw POSIXError(.EINVAL) }
        return kilobytes * 1024
    }

    /// Runs `work` while another thread samples `VmRSS` every few milliseconds; returns the highest reading.
    static func peak(during work: () throws -> Void) throws -> Int {
        let highest = Mutex(try current())
        let done = Atomic(false)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            while !done.load(ordering: .acquiring) {
                if let reading = try? current() { highest.withLock { $0 = max($0, reading) } }
                usleep(2_000)
            }
            finished.signal()
        }
        defer {
            done.store(true, ordering: .releasing)
            finished.wait()
        }
        try work()
        return highest.withLock { max($0, (try? current()) ?? 0) }
    }
}

/// Runs blocking `work` on a thread of its own, so a long test does not hold one of the few
/// threads that every async test shares.
func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Swift.Result { try work() }) }
    }
}
