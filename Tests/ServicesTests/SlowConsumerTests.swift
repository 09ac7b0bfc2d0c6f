// A download whose consumer falls behind holds up nobody else: while its consumer is stuck on a
// chunk, other requests of the process (another service, another session) are answered, and
// the download still gets its whole body, in order, once the consumer goes on.
import Foundation
import NetworkTestSupport
import Testing

@testable import Services

@Test func aStuckConsumerDoesNotHoldUpOtherRequests() async throws {
    let list = try LargeUserList(megabytes: 2)
    let streamed = try DemoServerHarness(fixtures: list.folder.url)
    let other = try DemoServerHarness()
    let downloads = APIService(baseURL: streamed.baseURL, configuration: .init(timeout: 30, retry: .none))
    let requests = APIService(baseURL: other.baseURL, configuration: .init(timeout: 10, retry: .none))
    let goOn = DispatchSemaphore(value: 0)
    let consumer = RecordingConsumer(onChunk: { number in
        if number == 1 { _ = goOn.wait(timeout: .now() + 30) }
    })
    let download = Task { try await downloads.download(.users(), into: consumer) }
    // A wait for the first chunk, not a bound on its speed.
    #expect(await eventually(timeout: .seconds(60)) { !consumer.chunkSizes.isEmpty })
    #expect(consumer.chunkSizes.count == 1, "the consumer is stuck on its first chunk")

    let answer = try await requests.data(for: .users())
    #expect(answer.status == 200)
    #expect(consumer.chunkSizes.count == 1, "the other request was answered while the consumer was stuck")

    goOn.signal()
    let result = try await download.value
    guard case .modified(let head) = result else {
        Issue.record("expected a body, got \(result)")
        return
    }
    #expect(head.status == 200)
    #expect(consumer.body == list.bytes)
}
