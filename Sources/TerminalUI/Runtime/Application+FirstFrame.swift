// The first frame and the work around it: holding it back until the data its screen loads
// arrives, and running what waits for it to be on the screen.

extension Application {
    /// Keeps the first frame off the screen while `isPending` says the views' data is on its
    /// way, for at most `limit`: a start whose data is at hand (a warm cache) shows it in its
    /// first frame instead of a loading screen replaced a few milliseconds later.
    ///
    ///     app.holdFirstFrame(upTo: .milliseconds(50)) { status.isAwaitingFirstContent }
    ///
    /// `isPending` is first asked once the first frame's `onAppear` actions have run (they
    /// start the loads), then before every frame; the frame is shown as soon as it says false,
    /// when `limit` has passed on the application's clock, or on the first input event. Call it
    /// before the run loop starts.
    public func holdFirstFrame(upTo limit: Duration, while isPending: @escaping @MainActor () -> Bool) {
        firstFrameHold = FirstFrameHold(limit: limit, isPending: isPending)
    }

    /// Runs `action` once, `delay` after the first frame has been handed to the terminal
    /// (`delay` from now if it already has): work that would compete with drawing that frame
    /// starts then. A short delay leaves the terminal, which still has to read and draw the
    /// frame, the processor to itself for a moment.
    ///
    ///     app.afterFirstFrame(waiting: .milliseconds(50)) { revalidations.open() }
    public func afterFirstFrame(waiting delay: Duration = .zero, _ action: @escaping @MainActor () -> Void) {
        let run: @MainActor () -> Void = { [clock] in
            guard delay > .zero else { return action() }
            let deadline = clock.now.advanced(by: delay)
            Task { @MainActor in
                try? await clock.sleep(until: deadline)
                action()
            }
        }
        if frameCount > 0 {
            run()
        } else {
            firstFrameActions.append(run)
        }
    }

    /// Whether the frame being rendered stays off the screen (see `holdFirstFrame`); ends the
    /// hold once its reason is gone.
    func holdsFrame() -> Bool {
        guard let hold = firstFrameHold else { return false }
        if hold.appearActionsRan && !hold.isPending() {
            endFirstFrameHold()
            return false
        }
        return true
    }

    /// After the first frame was built with a hold: asks again once its appear actions have run
    /// (they were queued on the main actor while it was built), and lets it go at the limit.
    func startFirstFrameHold() {
        guard var hold = firstFrameHold, !hold.started else { return }
        hold.started = true
        firstFrameHold = hold
        Task { @MainActor [weak self] in
            self?.firstFrameHold?.appearActionsRan = true
            self?.scheduleFrame()
        }
        let clock = clock
        let deadline = clock.now.advanced(by: hold.limit)
        firstFrameHold?.timer = Task { @MainActor [weak self] in
            do { try await clock.sleep(until: deadline) } catch { return }
            self?.releaseFirstFrame()
        }
    }

    /// Ends the hold and asks for the frame held back.
    func releaseFirstFrame() {
        guard firstFrameHold != nil else { return }
        endFirstFrameHold()
        scheduleFrame()
    }

    private func endFirstFrameHold() {
        firstFrameHold?.timer?.cancel()
        firstFrameHold = nil
    }

    /// Runs what was waiting for the first frame (see `afterFirstFrame`), once.
    func runFirstFrameActions() {
        let actions = firstFrameActions
        firstFrameActions = []
        for action in actions { action() }
    }
}

/// The first frame kept off the screen until its data arrives or its time is up.
struct FirstFrameHold {
    /// The longest the frame is held.
    let limit: Duration
    /// Whether data the views wait for is still on its way.
    let isPending: @MainActor () -> Bool
    /// Whether the deadline and the check after the appear actions are set.
    var started = false
    /// Whether the first frame's appear actions have run (before that, nothing is loading yet).
    var appearActionsRan = false
    /// Lets the frame go at the limit.
    var timer: Task<Void, Never>?
}
