// The C signal handlers of the shim: forwarding a signal into a pipe, and the crash handler
// restoring the terminal (async-signal-safe writes) before the process dies of the signal.
import CNcurses
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite(.serialized)
struct NcursesSignalTests {
    @Test func forwardedSignalArrivesAsItsNumberInThePipe() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        #expect(cn_signal_forward(SIGUSR1, fds[1]) == 0)
        // Test threads block most signals; let this one take SIGUSR1 while it raises it.
        var usr1 = sigset_t()
        var previous = sigset_t()
        sigemptyset(&usr1)
        sigaddset(&usr1, SIGUSR1)
        _ = pthread_sigmask(SIG_UNBLOCK, &usr1, &previous)
        _ = raise(SIGUSR1)
        _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
        cn_signal_restore(SIGUSR1)
        var byte: UInt8 = 0
        #expect(read(fds[0], &byte, 1) == 1)
        #expect(Int32(byte) == SIGUSR1)
    }

    @Test func crashHandlerRestoresTheTerminalThenDiesOfTheSignal() {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let child = fork()
        if child == 0 {
            // Child of a multithreaded process: async-signal-safe calls only.
            close(fds[0])
            var all = sigset_t()
            sigfillset(&all)
            _ = pthread_sigmask(SIG_UNBLOCK, &all, nil)
            _ = signal(SIGABRT, SIG_DFL)
            cn_crash_restore_install(-1, fds[1], nil)
            _ = kill(getpid(), SIGABRT)
            _exit(0)
        }
        close(fds[1])
        defer { close(fds[0]) }
        var written: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        var ready = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 5_000) == 1 {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            written += buffer[..<count]
        }
        var status: Int32 = 0
        var waited = 0
        while waitpid(child, &status, WNOHANG) == 0 && waited < 500 {
            usleep(10_000)
            waited += 1
        }
        if waited == 500 {
            Issue.record("the child did not die of the signal")
            _ = kill(child, SIGKILL)
            _ = waitpid(child, &status, 0)
        }
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.contains("\u{1B}[?1049l"))
        #expect(text.contains("\u{1B}[?25h"))
        #expect(text.contains("\u{1B}[?2004l"))
        #expect(text.contains("\u{1B}[?1000l"))
        // Killed by SIGABRT, not a normal exit.
        #expect(status & 0x7F == SIGABRT)
    }
}
