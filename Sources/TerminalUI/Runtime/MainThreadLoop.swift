// The process's main thread as the main actor's run loop: it waits in poll(2) for the main
// dispatch queue's wake-up handle and for watched file descriptors, and runs both itself. Input
// then reaches the main actor without a hop through libdispatch's event thread and a worker.
import CNcurses
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs async main-actor work on the main thread and calls handlers when watched file
/// descriptors become readable.
///
///     exit(MainThreadLoop.run { loop in await launch(on: loop) })
public final class MainThreadLoop: @unchecked Sendable {
    private struct Watch {
        let id: Int
        let fd: Int32
        let handler: @MainActor () -> Void
    }

    private let queueHandle: Int32
    // Touched on the main thread only (the loop and main-actor code run there).
    private var watches: [Watch] = []
    private var nextWatchID = 0
    private var finished = false

    private init() {
        queueHandle = cn_main_queue_handle()
    }

    /// Runs `body` on the main actor, serving the main queue and the loop's watches on this
    /// (the main) thread until `body` returns; returns its result. Call once, from the main thread.
    public static func run<Result: Sendable>(_ body: @escaping @MainActor (MainThreadLoop) async -> Result) -> Result {
        let loop = MainThreadLoop()
        nonisolated(unsafe) var result: Result?
        Task { @MainActor in
            result = await body(loop)
            loop.finished = true
        }
        loop.serve()
        return result!
    }

    /// Calls `handler` on the main actor whenever `fd` is readable, until the returned watch is
    /// cancelled. The handler must read what is waiting (the watch is level-triggered).
    @MainActor
    public func watchReadable(_ fd: Int32, handler: @escaping @MainActor () -> Void) -> MainThreadLoopWatch {
        nextWatchID += 1
        let id = nextWatchID
        watches.append(Watch(id: id, fd: fd, handler: handler))
        return MainThreadLoopWatch { [weak self] in self?.watches.removeAll { $0.id == id } }
    }

    private func serve() {
        var fds: [pollfd] = []
        while !finished {
            let watched = watches
            fds.removeAll(keepingCapacity: true)
            fds.append(pollfd(fd: queueHandle, events: Int16(POLLIN), revents: 0))
            for watch in watched { fds.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                // A signal interrupted the wait (its handler only writes to a pipe): wait again.
                guard errno == EINTR else { fatalError("poll failed with errno \(errno)") }
                continue
            }
            for (index, watch) in watched.enumerated() where fds[index + 1].revents != 0 {
                // Still watched: an earlier handler in this turn may have cancelled it.
                guard watches.contains(where: { $0.id == watch.id }) else { continue }
                MainActor.assumeIsolated { watch.handler() }
            }
            if fds[0].revents != 0 {
                var count: UInt64 = 0
                _ = read(queueHandle, &count, MemoryLayout<UInt64>.size)
                cn_drain_main_queue()
            }
        }
    }
}

/// A watch set up by `MainThreadLoop.watchReadable`; `cancel()` ends it.
public struct MainThreadLoopWatch {
    private let onCancel: () -> Void

    fileprivate init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops calling the handler.
    public func cancel() { onCancel() }
}
