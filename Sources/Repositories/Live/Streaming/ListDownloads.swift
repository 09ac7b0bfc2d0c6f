// ListDownloads: the list downloads in progress that may keep what they received, so that
// quitting the app, which does not wait for its downloads, still leaves the part of a long list
// that arrived in the cache (marked incomplete) instead of nothing.
import Synchronization

/// The list downloads in progress, each able to keep what it has received.
public enum ListDownloads {
    private static let open = Mutex<[ObjectIdentifier: @Sendable () -> Void]>([:])

    /// Records a download in progress; `keep` stores what it has received.
    static func register(_ download: ObjectIdentifier, keep: @escaping @Sendable () -> Void) {
        open.withLock { $0[download] = keep }
    }

    /// Forgets a download that finished or was interrupted.
    static func unregister(_ download: ObjectIdentifier) {
        _ = open.withLock { $0.removeValue(forKey: download) }
    }

    /// Stores the complete elements every list download in progress has received as incomplete
    /// cache entries (each where it may: never over a complete entry, never over a longer
    /// incomplete one). Call before the process exits; the downloads stop writing to the cache.
    public static func keepWhatArrived() {
        let downloads = open.withLock { open in
            defer { open = [:] }
            return open
        }
        for keep in downloads.values { keep() }
    }
}
