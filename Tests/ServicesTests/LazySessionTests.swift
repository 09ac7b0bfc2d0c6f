// APIService makes its URLSession, and the session's configuration, on the first request, not
// when it is created: a start-up that draws from the cache never pays for either.
import DemoAPI
import Foundation
import Models
import Testing

@testable import Services

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Test func aServiceMakesItsSessionOnTheFirstRequestAndKeepsIt() async throws {
    let harness = try DemoServerHarness()
    let api = APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
    #expect(!api.hasSession)
    let users: [User] = try await api.request(.users())
    #expect(!users.isEmpty)
    #expect(api.hasSession)
    // Later requests (two at once here) share the session the first one made.
    async let first: User = api.request(.user(id: 1))
    async let second: User = api.request(.user(id: 2))
    #expect(try await [first.id, second.id] == [1, 2])
    #expect(api.hasSession)
    #expect(harness.requests(to: "/users").count == 1)
}

@Test func aServiceNeverUsedIsReleasedWithoutMakingASession() async throws {
    let harness = try DemoServerHarness()
    weak var released: APIService?
    do {
        let api = APIService(baseURL: harness.baseURL)
        released = api
        #expect(!api.hasSession)
    }
    #expect(released == nil)
    #expect(harness.server.requests.isEmpty)
}

/// Hears nothing; a task needs a delegate to be made.
private final class SilentDelegate: NSObject, URLSessionDataDelegate, Sendable {}

@Test func aRequestStartedAfterTheServiceWasLetGoGetsATaskNotATrap() throws {
    let shared = SharedSession(timeout: 5)
    shared.invalidate()
    // As when the app quits while an exchange is starting: the exchange still gets its task.
    let task = shared.dataTask(
        with: URLRequest(url: URL(string: "http://127.0.0.1:9/")!), delegate: SilentDelegate())
    #expect(task.state == .suspended)
    #expect(!shared.isMade)
    task.cancel()
}
