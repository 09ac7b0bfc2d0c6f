// The terminal run loop against a scripted client and a terminal whose input is a real pipe:
// first frame, input routing, frame coalescing, animation ticks, Ctrl-C, hang-up, errors, and
// that other main-actor work keeps running while the loop waits.
import Foundation
import Testing

@testable import TerminalUI

/// A terminal whose input is a pipe: each byte written is one character key.
@MainActor
private final class PipeTerminal: Terminal {
    let size = Size(width: 20, height: 5)
    let supportsColor = false
    let readEnd: Int32
    let writeEnd: Int32
    var startError: TerminalError?
    private(set) var started = 0
    private(set) var stopped = 0
    private(set) var presented = 0

    init() {
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        readEnd = fds[0]
        writeEnd = fds[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    var inputFileDescriptor: Int32? { readEnd }
    var inputDeadline: ContinuousClock.Instant?
    /// The clock `inputDeadline` is read on (the client's).
    var clock: any TimeSource = ContinuousClock()
    /// What `pendingEvents()` gives once `inputDeadline` has passed with no input.
    var eventsAtDeadline: [Event] = []
    func start() throws {
        if let startError { throw startError }
        started += 1
    }
    func stop() { stopped += 1 }
    func present(_ update: FrameUpdate) { presented += 1 }
    func pendingEvents() -> [Event] {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(readEnd, &bytes, bytes.count)
        guard count > 0 else {
            guard let deadline = inputDeadline, clock.now >= deadline else { return [] }
            inputDeadline = nil
            return eventsAtDeadline
        }
        return bytes[..<count].map { byte in
            byte == 3 ? .key(.control("c")) : .key(.character(Character(Unicode.Scalar(byte))))
        }
    }

    func type(_ text: String) { _ = text.utf8CString.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count - 1) } }
    func closeInput() { close(writeEnd) }
    deinit { close(readEnd) }
}

/// A client that records what the loop asked of it and quits on `q`.
@MainActor
private final class ScriptedClient: RunLoopClient {
    var frames = 0
    var framesIfNeeded = 0
    var handled: [Event] = []
    var invalidations = 0
    var isQuitRequested = false
    var onFrameNeeded: (@MainActor () -> Void)?
    var nextAnimationDeadline: ContinuousClock.Instant?
    var onEvent: ((Event) -> Void)?
    var clock: any TimeSource = ContinuousClock()
    /// Called after each `renderFrame()`.
    var onFrame: (() -> Void)?

    func renderFrame() {
        frames += 1
        onFrame?()
    }
    func renderFrameIfNeeded() { framesIfNeeded += 1 }
    func handle(_ event: Event) {
        handled.append(event)
        if event == .key(.character("q")) { quit() }
        onEvent?(event)
    }
    func invalidateScreen() { invalidations += 1 }
    func quit() { isQuitRequested = true }
}

/// Quits `client` after `seconds` so a broken loop fails the test instead of hanging it.
@MainActor
private func watchdog(_ client: ScriptedClient, seconds: Double = 5) -> Task<Void, Never> {
    Task { @MainActor in
        try? await Task.sleep(for: .seconds(seconds))
        if !Task.isCancelled {
            Issue.record("run loop did not finish in time")
            client.quit()
            client.onFrameNeeded?()
        }
    }
}

@MainActor
@Suite(.serialized)
struct RunLoopTests {
    @Test func rendersFirstFrameRoutesKeysAndStopsOnQuit() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        terminal.type("jkq")
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.frames == 1)
        #expect(client.handled == [.key(.character("j")), .key(.character("k")), .key(.character("q"))])
        #expect(terminal.started == 1 && terminal.stopped == 1)
        #expect(client.onFrameNeeded == nil)
    }

    @Test func manyChangesInOneTurnMakeOneFrame() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        client.onEvent = { event in
            guard event == .key(.character("x")) else { return }
            for _ in 0..<5 { client.onFrameNeeded?() }
            DispatchQueue.main.async { terminal.type("q") }
        }
        terminal.type("x")
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.framesIfNeeded == 1)
    }

    @Test func theFrameForAKeyIsDrawnBeforeWorkQueuedWhileHandlingIt() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        var framesSeenByQueuedWork: Int?
        client.onEvent = { event in
            guard event == .key(.character("x")) else { return }
            DispatchQueue.main.async {
                framesSeenByQueuedWork = client.framesIfNeeded
                terminal.type("q")
            }
            client.onFrameNeeded?()
        }
        terminal.type("x")
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(framesSeenByQueuedWork == 1)
    }

    @Test func inputIsReadAgainAtTheTerminalsDeadlineWithoutNewInput() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let clock = ManualClock()
        terminal.clock = clock
        client.clock = clock
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        client.onEvent = { event in
            guard event == .key(.character("p")) else { return }
            terminal.inputDeadline = clock.now + .seconds(1)
            terminal.eventsAtDeadline = [.paste("end of a silent paste"), .key(.character("q"))]
        }
        Task { @MainActor in
            await clock.waitForSleepers(1)  // the loop waits for the deadline
            #expect(client.handled == [.key(.character("p"))], "nothing more before the deadline")
            clock.advance(by: .seconds(1))
        }
        terminal.type("p")
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.handled == [.key(.character("p")), .paste("end of a silent paste"), .key(.character("q"))])
    }

    @Test func animationDeadlineDrawsAgain() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let clock = ManualClock()
        client.clock = clock
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        // An animation 20 ms after each frame, as a spinner asks.
        client.nextAnimationDeadline = clock.now + .milliseconds(20)
        client.onFrame = { client.nextAnimationDeadline = clock.now + .milliseconds(20) }
        Task { @MainActor in
            for tick in 1...3 {
                await clock.waitForSleepers(1)
                #expect(client.frames == tick, "one frame per tick, none before its time")
                clock.advance(by: .milliseconds(20))
            }
            await clock.waitForSleepers(1)
            client.nextAnimationDeadline = nil
            client.onFrame = nil
            terminal.type("q")
        }
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.frames == 4)
    }

    @Test func controlCQuitsEvenWhenTheClientIgnoresIt() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        terminal.type("\u{03}")
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.isQuitRequested)
        #expect(client.handled.isEmpty)
    }

    @Test func otherMainActorWorkRunsWhileWaiting() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        var ticks = 0
        Task { @MainActor in
            for _ in 0..<3 {
                try? await Task.sleep(for: .milliseconds(10))
                ticks += 1
            }
            terminal.type("q")
        }
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(ticks == 3)
    }

    @Test func closedInputEndsTheLoop() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        let guardTask = watchdog(client)
        defer { guardTask.cancel() }
        terminal.closeInput()
        try await TerminalRunLoop(terminal: terminal, client: client, handlesSignals: false).run()
        #expect(client.isQuitRequested)
        #expect(terminal.stopped == 1)
    }

    @Test func startFailureIsThrownAndNothingRuns() async throws {
        let terminal = PipeTerminal()
        let client = ScriptedClient()
        terminal.startError = .notATerminal("standard output")
        await #expect(throws: TerminalError.notATerminal("standard output")) {
            try await TerminalRunLoop(terminal: terminal, client: client).run()
        }
        #expect(client.frames == 0)
        #expect(terminal.stopped == 0)
    }
}
