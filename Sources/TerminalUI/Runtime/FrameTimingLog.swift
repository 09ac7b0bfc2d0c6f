// An opt-in record of where each frame's time goes, for profiling a running app.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Appends one line per presented frame to a file:
///
///     frame 812 build 54us diff 12us present 161us runs 3 cells 296 scroll 1 partial
///
/// `build` is rendering the view tree (`partial`: only the views whose state changed), `diff` finding the changed cells (and a scroll),
/// `present` handing them to the terminal (for ncurses: encoding the runs and writing them).
@MainActor
public final class FrameTimingLog {
    private let file: UnsafeMutablePointer<FILE>

    /// A log appending to `path`, or nil when it cannot be opened.
    public init?(path: String) {
        guard let file = fopen(path, "a") else { return nil }
        self.file = file
    }

    isolated deinit { fclose(file) }

    /// Records one frame.
    func record(frame: Int, build: Duration, diff: Duration, present: Duration, update: FrameUpdate, partial: Bool) {
        let cells = update.runs.reduce(0) { $0 + $1.columns.count }
        let line =
            "frame \(frame) build \(Self.microseconds(build))us diff \(Self.microseconds(diff))us "
            + "present \(Self.microseconds(present))us runs \(update.runs.count) cells \(cells) "
            + "scroll \(update.scroll?.distance ?? 0)\(update.isFullRedraw ? " full" : "")\(partial ? " partial" : "")\n"
        fputs(line, file)
        fflush(file)
    }

    private static func microseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000
    }
}
