// The terminal run loop: starts the terminal, waits for input (on the main thread's own loop, or
// with a dispatch read source on the main queue), coalesces frames, ticks animations and handles
// job-control and termination signals, without ever blocking the main actor (network
// completions keep running).
import CNcurses
import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an application on a terminal until it quits.
///
///     let terminal = NcursesTerminal(colors: !noColor)
///     let app = Application(terminal: terminal) { RootView() }
///     try await TerminalRunLoop(terminal: terminal, client: app).run()
///
/// Keys the loop keeps for itself: Ctrl-C quits, Ctrl-Z suspends (the terminal is restored,
/// the process stops, and on `fg` the screen is taken back and fully redrawn). Signals: SIGINT,
/// SIGTERM and SIGHUP restore the terminal and exit with 130, 143 and 129 (as the signal would:
/// without running atexit handlers or library destructors); SIGWINCH resizes;
/// SIGTSTP suspends; SIGCONT redraws.
@MainActor
public final class TerminalRunLoop {
    private let terminal: any Terminal
    private let client: any RunLoopClient
    private let handlesSignals: Bool
    private var signals: SignalMonitor?
    private let mainThreadLoop: MainThreadLoop?
    /// Ends the watch on the terminal's input, whichever way it is watched.
    private var stopWatchingInput: (() -> Void)?
    private var animation: Task<Void, Never>?
    /// Reads input again at the terminal's input deadline (a paste that went silent).
    private var inputDeadlineTimer: Task<Void, Never>?
    private var continuation: CheckedContinuation<Void, Never>?
    private var frameScheduled = false
    private var handlingInput = false
    private var resumedBySelf = false
    /// Runs on SIGINT, SIGTERM or SIGHUP after the terminal is given back, just before the
    /// process exits (the app saves what it keeps between runs).
    public var beforeSignalExit: (@MainActor (Int32) -> Void)?

    /// A loop for `client` drawing on `terminal`. With `handlesSignals` false (tests) no signal
    /// handler is installed. On `mainThreadLoop` input is read as soon as the main thread wakes;
    /// without one, a dispatch source on the main queue watches it.
    public init(
        terminal: any Terminal, client: any RunLoopClient, handlesSignals: Bool = true,
        mainThreadLoop: MainThreadLoop? = nil
    ) {
        self.terminal = terminal
        self.client = client
        self.handlesSignals = handlesSignals
        self.mainThreadLoop = mainThreadLoop
    }

    /// Starts the terminal, runs until the client quits, and stops the terminal. Throws when
    /// the terminal cannot start (for instance, output is not a terminal).
    public func run() async throws {
        if handlesSignals {
            signals = try SignalMonitor(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]) { [weak self] in
                self?.handleSignal($0)
            }
        }
        do {
            try terminal.start()
        } catch {
            signals?.cancel()
            signals = nil
            throw error
        }
        client.onFrameNeeded = { [weak self] in self?.scheduleFrame() }
        await withCheckedContinuation { continuation in
            self.continuation = continuation
            watchInput()
            client.renderFrame()
            armAnimation()
            finishIfQuit()
        }
        client.onFrameNeeded = nil
        terminal.stop()
        signals?.cancel()
        signals = nil
    }

    // MARK: Input

    private func watchInput() {
        guard let fd = terminal.inputFileDescriptor else { return }
        if let mainThreadLoop {
            let watch = mainThreadLoop.watchReadable(fd) { [weak self] in self?.pumpInput() }
            stopWatchingInput = watch.cancel
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.pumpInput() }
        }
        source.resume()
        stopWatchingInput = source.cancel
    }

    /// Hands every waiting event to the client.
    private func pumpInput() {
        let events = terminal.pendingEvents()
        if events.isEmpty, let fd = terminal.inputFileDescriptor, Self.isHungUp(fd) {
            // The terminal went away (or the input pipe closed): nothing will ever come.
            client.quit()
        }
        handlingInput = true
        for event in events {
            if client.isQuitRequested { break }
            switch event {
            case .key(.control("c")): client.quit()
            case .key(.control("z")): suspendProcess()
            default: client.handle(event)
            }
        }
        handlingInput = false
        // What the events changed is drawn now, in one frame, rather than on a later turn.
        if frameScheduled, !client.isQuitRequested { drawScheduledFrame() }
        armInputDeadline()
        finishIfQuit()
    }

    /// Sets a timer for the terminal's input deadline (or cancels it).
    private func armInputDeadline() {
        inputDeadlineTimer?.cancel()
        inputDeadlineTimer = nil
        guard let deadline = terminal.inputDeadline, continuation != nil else { return }
        inputDeadlineTimer = timer(at: deadline) { [weak self] in self?.pumpInput() }
    }

    /// Whether `fd` reports hang-up or an error (readable at end of file with nothing to read).
    private static func isHungUp(_ fd: Int32) -> Bool {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 0) == 1 else { return false }
        if request.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    // MARK: Frames

    /// Asks for one frame on the next main-queue turn, or once the input being handled is
    /// handled; more requests before it is drawn coalesce.
    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        guard !handlingInput else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawScheduledFrame() }
        }
    }

    private func drawScheduledFrame() {
        guard frameScheduled else { return }
        frameScheduled = false
        guard continuation != nil else { return }
        client.renderFrameIfNeeded()
        armAnimation()
        finishIfQuit()
    }

    /// Sets the animation timer to the client's next deadline (or cancels it).
    private func armAnimation() {
        animation?.cancel()
        animation = nil
        guard let deadline = client.nextAnimationDeadline, continuation != nil else { return }
        animation = timer(at: deadline) { [weak self] in self?.animationTick() }
    }

    /// A one-shot timer that runs `action` on the main actor at `deadline` by the client's
    /// clock (a test's `ManualClock` fires it when advanced); cancelling it stops `action`.
    private func timer(
        at deadline: ContinuousClock.Instant,
        _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        let clock = client.clock
        return Task { @MainActor in
            do { try await clock.sleep(until: deadline) } catch { return }
            guard !Task.isCancelled else { return }
            action()
        }
    }

    private func animationTick() {
        guard continuation != nil else { return }
        client.renderFrame()
        armAnimation()
        finishIfQuit()
    }

    // MARK: Stopping

    private func finishIfQuit() {
        guard client.isQuitRequested, let continuation else { return }
        self.continuation = nil
        stopWatchingInput?()
        stopWatchingInput = nil
        animation?.cancel()
        animation = nil
        inputDeadlineTimer?.cancel()
        inputDeadlineTimer = nil
        continuation.resume()
    }

    // MARK: Signals and job control

    private func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGWINCH:
            (terminal as? any SuspendableTerminal)?.windowSizeChanged()
            pumpInput()
        case SIGTSTP:
            suspendProcess()
        case SIGCONT:
            if resumedBySelf {
                resumedBySelf = false
            } else if let terminal = terminal as? any SuspendableTerminal {
                // Stopped from outside (SIGSTOP): the shell may have reset the tty meanwhile.
                terminal.suspend()
                terminal.resume()
                client.invalidateScreen()
            }
        default:
            // SIGINT, SIGTERM, SIGHUP: give the terminal back, then exit like the signal would,
            // without the libraries' destructors: another thread may be inside one of them (a
            // first request loading libcurl), and running them under it crashes.
            terminal.stop()
            beforeSignalExit?(signal)
            fflush(nil)
            _exit(128 + signal)
        }
    }

    /// Ctrl-Z: restore the terminal, stop the process, and take the screen back on SIGCONT.
    private func suspendProcess() {
        guard let terminal = terminal as? any SuspendableTerminal, signals != nil else { return }
        terminal.suspend()
        cn_stop_process()
        // Running again (fg): the SIGCONT that woke us is already in the signal pipe.
        resumedBySelf = true
        terminal.resume()
        client.invalidateScreen()
    }
}
