// POSIX signals delivered to the main queue: a C handler writes the signal number into a pipe
// (async-signal-safe), and a dispatch read source on the main queue hands it to Swift.
import CNcurses
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Forwards signals to a main-actor handler. One monitor is active at a time (the C side keeps
/// a single pipe); `cancel()` puts every signal back to its previous action.
@MainActor
final class SignalMonitor {
    private let signals: [Int32]
    private let readEnd: Int32
    private let writeEnd: Int32
    private var source: (any DispatchSourceRead)?

    /// Starts forwarding `signals` to `handler`, which runs on the main actor.
    init(signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.setupFailed("cannot create the signal pipe") }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        self.signals = signals
        readEnd = fds[0]
        writeEnd = fds[1]
        let readEnd = self.readEnd
        let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        source.setEventHandler {
            MainActor.assumeIsolated {
                for signal in Self.drain(readEnd) { handler(signal) }
            }
        }
        source.resume()
        self.source = source
        for signal in signals { _ = cn_signal_forward(signal, writeEnd) }
    }

    /// Signal numbers waiting in the pipe.
    private static func drain(_ fd: Int32) -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(fd, &bytes, bytes.count)
            guard count > 0 else { break }
            signals += bytes[..<count].map { Int32($0) }
        }
        return signals
    }

    /// Stops forwarding: previous actions back, pipe closed.
    func cancel() {
        guard let source else { return }
        for signal in signals { cn_signal_restore(signal) }
        let readEnd = readEnd
        let writeEnd = writeEnd
        source.setCancelHandler {
            close(readEnd)
            close(writeEnd)
        }
        source.cancel()
        self.source = nil
    }
}
