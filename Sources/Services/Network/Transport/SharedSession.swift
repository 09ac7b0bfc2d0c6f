// The URLSession an `APIService` shares between its buffered exchanges (one connection for many
// small requests), and the delegate that hands each task's calls to the exchange that owns it:
// a URLSession has one delegate, but each exchange keeps its own state.
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A session whose tasks each report to their own delegate.
///
/// The URLSession itself, and its configuration, are made on the first request, not with the
/// service: the configuration sets up Foundation's shared stores (finding the main bundle, the
/// cookie storage), and the session starts libcurl (loading it and the libraries it needs, reading
/// the TLS configuration), work a start-up that draws its first screen from the cache should not
/// wait for.
final class SharedSession: Sendable {
    /// Nothing until the first request, then the session; once the service is let go,
    /// invalidated (a request that was already on its way gets a session of its own).
    private enum Stage {
        case waiting
        case made(URLSession)
        case invalidated
    }

    private let router = SessionDelegateRouter()
    private let stage = Mutex(Stage.waiting)
    /// The timeout the configuration is made with (`SessionConfiguration.make(timeout:)`).
    private let timeout: TimeInterval

    /// A session whose URLSession timeouts are at least `timeout`, delegate calls on one serial
    /// queue, made when first used.
    init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    /// A task for `request` whose delegate calls go to `delegate` (call `resume` to start it).
    /// After `invalidate` (the service was let go while an exchange was starting, as when the app
    /// quits during its first request) the task comes from a session of its own: the exchange
    /// runs or is cancelled as any other, and that session ends with the process.
    func dataTask(with request: URLRequest, delegate: any URLSessionDataDelegate & Sendable) -> URLSessionDataTask {
        let task = session().dataTask(with: request)
        router.register(delegate, for: task)
        return task
    }

    /// Whether the URLSession has been made (by a first request).
    var isMade: Bool {
        stage.withLock { stage in
            if case .made = stage { return true }
            return false
        }
    }

    /// The session, made now when this is the first request; one of its own after `invalidate`.
    private func session() -> URLSession {
        stage.withLock { stage in
            switch stage {
            case .made(let session):
                return session
            case .waiting:
                let session = makeSession()
                stage = .made(session)
                return session
            case .invalidated:
                return makeSession()
            }
        }
    }

    private func makeSession() -> URLSession {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return URLSession(
            configuration: SessionConfiguration.make(timeout: timeout), delegate: router, delegateQueue: queue)
    }

    /// Cancels every task and lets the session go (when one was made), from a thread of its own:
    /// URLSession's `invalidateAndCancel` waits for the process-wide URLSession work queue, and the
    /// last reference to a service may be dropped on that queue (or on a thread it waits for).
    func invalidate() {
        let made = stage.withLock { stage -> URLSession? in
            switch stage {
            case .waiting, .invalidated:
                stage = .invalidated
                return nil
            case .made(let session):
                stage = .invalidated
                return session
            }
        }
        guard let session = made else { return }
        DispatchQueue.global().async { session.invalidateAndCancel() }
    }
}

/// Forwards each task's delegate calls to the delegate registered for it, until it completes.
private final class SessionDelegateRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let delegates = Mutex<[Int: any URLSessionDataDelegate & Sendable]>([:])

    func register(_ delegate: any URLSessionDataDelegate & Sendable, for task: URLSessionTask) {
        delegates.withLock { $0[task.taskIdentifier] = delegate }
    }

    private func delegate(of task: URLSessionTask) -> (any URLSessionDataDelegate & Sendable)? {
        delegates.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let delegate = delegate(of: task) else { return completionHandler(nil) }
        delegate.urlSession(
            session, task: task, willPerformHTTPRedirection: response, newRequest: request,
            completionHandler: completionHandler)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let delegate = delegate(of: dataTask) else { return completionHandler(.cancel) }
        delegate.urlSession(session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        delegate(of: dataTask)?.urlSession(session, dataTask: dataTask, didReceive: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let delegate = delegates.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        delegate?.urlSession(session, task: task, didCompleteWithError: error)
    }
}
