// The OpenWeather key never appears in descriptions, errors, retry messages or cache names.
import Foundation
import Testing

@testable import Services

@Test(arguments: [
    (
        "https://x/data/2.5/weather?q=Oslo&appid=S3CRET&units=metric",
        "https://x/data/2.5/weather?q=Oslo&appid=***&units=metric"
    ),
    ("GET /weather?appid=S3CRET", "GET /weather?appid=***"),
    ("failed: https://x/?APPID=S3CRET#frag", "failed: https://x/?APPID=***#frag"),
    ("a key=S3CRET b", "a key=*** b"),
    ("monkey=banana", "monkey=banana"),
    ("appid=", "appid="),
])
func redactorHidesSecretQueryValues(input: String, expected: String) {
    #expect(Redactor.redact(input) == expected)
}

@Test func endpointDescriptionRedactsTheKey() {
    let endpoint = Endpoint.currentWeather(city: "Oslo", units: "metric", apiKey: "S3CRET")
    #expect(endpoint.redactedDescription == "GET /data/2.5/weather?q=Oslo&units=metric&appid=***")
}

@Test func invalidURLErrorRedactsTheKey() {
    let error = NetworkError.invalidURL(Redactor.redact("bad://?appid=S3CRET"))
    #expect(!error.userMessage.contains("S3CRET"))
    #expect(!String(describing: error).contains("S3CRET"))
}

@Test func weatherErrorsAndRetriesNeverShowTheKey() async throws {
    let harness = try DemoServerHarness(
        faults: .init([.init(pathPrefix: "/data/2.5/weather", fault: .status(503), limit: 1)]))
    let events = EventRecorder()
    let service = APIService(
        baseURL: harness.baseURL,
        configuration: .init(timeout: 5, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01)),
        onRetry: events.record)
    await #expect(throws: NetworkError.self) {
        try await service.data(for: .currentWeather(city: "Atlantis", units: "metric", apiKey: "S3CRET"))
    }
    do {
        _ = try await service.data(for: .currentWeather(city: "Atlantis", units: "metric", apiKey: "S3CRET"))
    } catch {
        #expect(!String(describing: error).contains("S3CRET"))
        #expect(!error.userMessage.contains("S3CRET"))
    }
    #expect(!events.all.isEmpty)
    #expect(events.all.allSatisfy { !$0.description.contains("S3CRET") && !$0.path.contains("S3CRET") })
}

@Test func cacheFileNamesNeverHoldTheKey() throws {
    let name = CacheFileName.forKey("weather/current?q=Oslo&appid=S3CRET&units=metric")
    #expect(!name.contains("S3CRET"))
    #expect(!name.contains("/"))
    #expect(name == CacheFileName.forKey("weather/current?q=Oslo&appid=OTHER&units=metric"))
    #expect(CacheFileName.forKey("users") != CacheFileName.forKey("posts"))
    #expect(CacheFileName.forKey("../../etc/passwd").hasPrefix("______etc_passwd-"))
}
