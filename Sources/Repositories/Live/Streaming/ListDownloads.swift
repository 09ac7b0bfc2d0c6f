// ListDownloads: the list downloads in progress that may keep what they received, so that
// quitting the app, which does not wait for its downloads, still leaves the part of a long list
// that arrived in the cache (marked incomplete) instead of nothing; and the packed copies of whole
// lists being written in the background, which quitting waits for a moment so that the next start
// reads them.
import Dispatch
import Synchronization

/// The list downloads in progress, each able to keep what it has received, and the packed copies
/// of whole lists being written.
public enum ListDownloads {
    private static let open = Mutex<[ObjectIdentifier: @Sendable () -> Void]>([:])
    private static let copies = DispatchGroup()

    /// The longest quitting waits for packed copies still being written.
    static let copyDeadline: DispatchTimeInterval = .seconds(2)

    /// Records a download in progress; `keep` stores what it has received.
    static func register(_ download: ObjectIdentifier, keep: @escaping @Sendable () -> Void) {
        open.withLock { $0[download] = keep }
    }

    /// Forgets a download that finished or was interrupted.
    static func unregister(_ download: ObjectIdentifier) {
        _ = open.withLock { $0.removeValue(forKey: download) }
    }

    /// Runs `write`, which writes a packed copy of a whole list, in the background.
    static func writeCopy(_ write: @escaping @Sendable () -> Void) {
        copies.enter()
        DispatchQueue.global(qos: .utility).async {
            write()
            copies.leave()
        }
    }

    /// Stores the complete elements every list download in progress has received as incomplete
    /// cache entries (each where it may: never over a complete entry, never over a longer
    /// incomplete one), and waits up to `copyDeadline` for packed copies still being written.
    /// Call before the process exits; the downloads stop writing to the cache.
    public static func keepWhatArrived() {
        let downloads = open.withLock { open in
            defer { open = [:] }
            return open
        }
        for keep in downloads.values { keep() }
        _ = copies.wait(timeout: .now() + copyDeadline)
    }
}
