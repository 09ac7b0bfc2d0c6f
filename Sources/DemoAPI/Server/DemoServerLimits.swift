// DemoServerLimits: the bounds that keep the demo server's memory and threads flat whatever its
// clients send: request sizes, the writes it keeps, connections, and how long one may sit idle.

/// How much the demo server accepts and keeps.
public struct DemoServerLimits: Sendable, Equatable {
    /// The largest request head (request line and headers); beyond it, 431.
    public var maximumHeadBytes: Int
    /// The largest request body; beyond it, 413 before the body is read.
    public var maximumBodyBytes: Int
    /// The most bytes the records written by POST, PUT and PATCH (and the ids deleted) may hold
    /// together; a write beyond it is answered 507 and not kept.
    public var maximumStoredChangeBytes: Int
    /// The most connections served at once; one more is answered 503 and closed.
    public var maximumConnections: Int
    /// How long a connection may wait for a request's head to be complete, a body's next bytes,
    /// or a reader to take the next bytes, in milliseconds; an idle keep-alive connection is then
    /// closed, a slow request answered 408.
    public var idleTimeoutMilliseconds: Int

    /// Limits far above what the app and the real API need: a 64 KiB head, a 1 MiB body, 32 MiB of
    /// kept writes, 256 connections, 10 s idle.
    public init(
        maximumHeadBytes: Int = 64 * 1024, maximumBodyBytes: Int = 1024 * 1024,
        maximumStoredChangeBytes: Int = 32 * 1024 * 1024, maximumConnections: Int = 256,
        idleTimeoutMilliseconds: Int = 10_000
    ) {
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumStoredChangeBytes = maximumStoredChangeBytes
        self.maximumConnections = maximumConnections
        self.idleTimeoutMilliseconds = idleTimeoutMilliseconds
    }
}
