// ThreadLocal: one value per thread, for state a hot path reuses from call to call without a lock
// (the text arena's chunk being filled, the collector reading a user's text). A thread's value is
// made on its first use and freed when the thread ends.
#if canImport(Glibc)
    import Glibc
#endif

/// A value of which each thread has its own.
///
/// `@unchecked Sendable` is sound: a thread only ever reaches its own value.
final class ThreadLocal<Value>: @unchecked Sendable {
    /// Holds a thread's value; released when the thread ends.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let key: pthread_key_t
    private let initial: @Sendable () -> Value

    /// Values that start as `initial()` on each thread. Meant for storage that lives as long as
    /// the process (a `static let`): the key it takes is never given back.
    init(_ initial: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        precondition(status == 0, "a thread-local key could not be made (\(status))")
        self.key = key
        self.initial = initial
    }

    /// Runs `body` with the calling thread's value; `body` must not use this `ThreadLocal` again.
    func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        let box: Box
        if let stored = pthread_getspecific(key) {
            box = Unmanaged<Box>.fromOpaque(stored).takeUnretainedValue()
        } else {
            box = Box(initial())
            pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        }
        return try body(&box.value)
    }
}
