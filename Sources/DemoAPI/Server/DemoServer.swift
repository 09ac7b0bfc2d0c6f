// DemoServer: the embedded loopback HTTP/1.1 server: a listener on 127.0.0.1, one thread per
// connection (at most `DemoServerLimits.maximumConnections`), keep-alive with an idle timeout, the
// routes of its RouteTable, and injected faults.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 serving fixture data, with optional injected faults.
///
/// ```swift
/// let server = try DemoServer(fixturesDirectory: DemoFixtures.defaultDirectory()!)
/// try server.start()              // ephemeral port
/// // GET \(server.baseURL)/users ...
/// server.stop()
/// ```
public final class DemoServer: Sendable {
    private struct State {
        var listener: Int32 = -1
        var port: UInt16 = 0
        var stopped = false
        var acceptLoopFinished: DispatchSemaphore?
        var faults: FaultPlan
        var ruleHits: [Int]
        var log: [DemoRequest] = []
        var connections: Set<Int32> = []
    }

    private let routes: RouteTable
    private let state: Mutex<State>
    /// What the server accepts and keeps.
    public let limits: DemoServerLimits

    /// A server over `fixturesDirectory` (`users.json`, `posts.json`, ..., `weather/`) within `limits`.
    /// When that folder has no `weather/cities.json`, weather comes from `DemoFixtures.defaultDirectory()`.
    public convenience init(
        fixturesDirectory: URL, faults: FaultPlan = FaultPlan(), limits: DemoServerLimits = DemoServerLimits()
    ) throws {
        try self.init(fixturesFolder: fixturesDirectory.path, faults: faults, limits: limits)
    }

    /// `init(fixturesDirectory:faults:limits:)` given the folder's path. Starting the app takes this
    /// one: `URL`'s first path operation in a process builds a set of the bytes a path may hold.
    public init(fixturesFolder: String, faults: FaultPlan = FaultPlan(), limits: DemoServerLimits = DemoServerLimits())
        throws
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fixturesFolder, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw DemoServerError(operation: "open fixtures folder \(fixturesFolder)", code: ENOENT)
        }
        routes = RouteTable(fixtures: fixturesFolder, limits: limits)
        self.limits = limits
        state = Mutex(State(faults: faults, ruleHits: Array(repeating: 0, count: faults.rules.count)))
    }

    /// Starts listening on 127.0.0.1:`port` (0 picks a free port; read it back from `port`).
    public func start(port: UInt16 = 0) throws {
        let (listener, actualPort) = try SocketIO.listen(port: port)
        let finished = DispatchSemaphore(value: 0)
        state.withLock {
            $0.listener = listener
            $0.port = actualPort
            $0.stopped = false
            $0.acceptLoopFinished = finished
        }
        Thread.detachNewThread { [self] in
            acceptLoop(listener)
            finished.signal()
        }
    }

    /// The port listened on (0 before `start`).
    public var port: UInt16 { state.withLock { $0.port } }

    /// `http://127.0.0.1:PORT`, the base to append `/users`, `/data/2.5/weather`... to.
    public var baseURL: URL {
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { preconditionFailure("loopback URL") }
        return url
    }

    /// Replaces the fault plan; `times:` counters start again from zero.
    public func setFaults(_ faults: FaultPlan) {
        state.withLock {
            $0.faults = faults
            $0.ruleHits = Array(repeating: 0, count: faults.rules.count)
        }
    }

    /// Stops: closes the listener (the port is free when this returns) and every open connection.
    public func stop() {
        let (listener, finished) = state.withLock { state -> (Int32, DispatchSemaphore?) in
            let taken = (state.listener, state.acceptLoopFinished)
            state.stopped = true
            state.listener = -1
            state.acceptLoopFinished = nil
            // Under the lock: a connection thread closes its descriptor only after leaving this set,
            // so every descriptor here is still ours (not a reused number).
            state.connections.forEach(SocketIO.shutdown)
            return taken
        }
        guard listener >= 0 else { return }
        SocketIO.shutdown(listener)
        finished?.wait()
        close(listener)
    }

    /// Every request received so far, oldest first.
    public var requests: [DemoRequest] { state.withLock { $0.log } }

    // MARK: - Internals used by the connection threads

    /// Whether an accepted connection is served, refused for being one too many, or the server stopped.
    private enum Admission { case served, refused, stopped }

    private func acceptLoop(_ listener: Int32) {
        while let client = SocketIO.accept(listener) {
            let admission = state.withLock { state -> Admission in
                guard !state.stopped else { return .stopped }
                guard state.connections.count < limits.maximumConnections else { return .refused }
                state.connections.insert(client)
                return .served
            }
            switch admission {
            case .stopped:
                close(client)
                return
            case .refused:
                refuse(client)
                continue
            case .served:
                break
            }
            Thread.detachNewThread { [self] in
                ConnectionHandler(server: self, descriptor: client).serve()
                state.withLock {
                    _ = $0.connections.remove(client)
                    close(client)
                }
            }
        }
    }

    /// Answers 503 on a connection beyond the limit without waiting for it, and closes it.
    private func refuse(_ client: Int32) {
        let message =
            "The demo server is serving \(limits.maximumConnections) connections, its limit; try again shortly"
        var response = HTTPResponse.json(.object([JSONMember(key: "error", value: .string(message))]), status: 503)
        response.headers.append(HeaderField(name: "Retry-After", value: "1"))
        let bytes =
            response.head(contentLength: response.body.count, keepAlive: false)
            + ((try? response.body.loadBytes()) ?? [])
        _ = bytes.withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) }
        _ = Glibc.shutdown(client, Int32(SHUT_WR))
        close(client)
    }

    /// Whether `stop()` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    /// Records `request` and returns its log index.
    func log(_ request: HTTPRequest) -> Int {
        state.withLock {
            $0.log.append(DemoRequest(request))
            return $0.log.count - 1
        }
    }

    /// Records the status answered to the logged request at `index`.
    func recordStatus(_ status: Int, at index: Int) {
        state.withLock { $0.log[index].status = status }
    }

    /// Records whether the client left before the answer to the request at `index` was complete.
    func recordClientClosedEarly(_ closedEarly: Bool, at index: Int) {
        state.withLock { $0.log[index].clientClosedEarly = closedEarly }
    }

    /// The rule that applies to this request, counting it against the rule's `limit`.
    func takeFault(method: String, path: String) -> FaultRule? {
        state.withLock { state -> FaultRule? in
            for (index, rule) in state.faults.rules.enumerated() where rule.matches(method: method, path: path) {
                if let limit = rule.limit, state.ruleHits[index] >= limit { continue }
                state.ruleHits[index] += 1
                return rule
            }
            return nil
        }
    }

    /// The normal answer to `request`.
    func response(to request: HTTPRequest) -> HTTPResponse {
        routes.response(to: request, origin: "http://" + (request.header("host") ?? "127.0.0.1:\(port)"))
    }
}
