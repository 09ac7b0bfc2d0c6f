// APIService against the real DemoAPI server: every endpoint decodes into its model.
import DemoAPI
import Foundation
import Models
import Testing

@testable import Services

private func service(_ harness: DemoServerHarness) -> APIService {
    APIService(baseURL: harness.baseURL, configuration: .init(timeout: 5, retry: .none))
}

@Test func usersPostsAndCommentsDecode() async throws {
    let harness = try DemoServerHarness()
    let api = service(harness)
    let users: [User] = try await api.request(.users())
    #expect(users.count >= 10)
    let user: User = try await api.request(.user(id: 1))
    #expect(user.id == 1)
    let userPosts: [Post] = try await api.request(.posts(byUser: 1))
    #expect(!userPosts.isEmpty && userPosts.allSatisfy { $0.userId == 1 })
    let posts: [Post] = try await api.request(.posts())
    #expect(posts.count >= userPosts.count)
    let post: Post = try await api.request(.post(id: 1))
    #expect(post.id == 1)
    let comments: [Models.Comment] = try await api.request(.comments(onPost: 1))
    #expect(!comments.isEmpty && comments.allSatisfy { $0.postId == 1 })
}

@Test func createUserAndPostEchoWithAnId() async throws {
    let harness = try DemoServerHarness()
    let api = service(harness)
    let user: User = try await api.request(.createUser(NewUser(name: "Ada", username: "ada", email: "ada@example.com")))
    #expect(user.username == "ada")
    #expect(user.id > 0)
    let post: Post = try await api.request(.createPost(NewPost(userId: 1, title: "Hello", body: "World")))
    #expect(post.title == "Hello" && post.userId == 1 && post.id > 0)
    #expect(harness.server.requests.contains { $0.method == "POST" && $0.path == "/posts" })
}

@Test func rawDataCarriesStatusAndHeaders() async throws {
    let harness = try DemoServerHarness()
    let response = try await service(harness).data(for: .users())
    #expect(response.status == 200)
    #expect(response.header("Content-Type")?.contains("json") == true)
    #expect(!response.body.isEmpty)
}

@Test func currentWeatherAndForecastDecode() async throws {
    let harness = try DemoServerHarness()
    let api = service(harness)
    let weather: CurrentWeather = try await api.request(
        .currentWeather(city: "London", units: "metric", apiKey: "demo"))
    #expect(weather.name == "London")
    let forecast: Forecast = try await api.request(.forecast(city: "London", units: "imperial", apiKey: "demo"))
    #expect(!forecast.list.isEmpty)
    #expect(forecast.city.name == "London")
}

@Test func unknownCityIs404WithTheServersMessage() async throws {
    let harness = try DemoServerHarness()
    await #expect(throws: NetworkError.http(status: 404, message: "city not found", path: "/data/2.5/weather")) {
        try await service(harness).data(for: .currentWeather(city: "Atlantis", units: "metric", apiKey: "demo"))
    }
}

@Test func missingKeyIs401AndSaysSoInWords() async throws {
    let harness = try DemoServerHarness()
    do {
        _ = try await service(harness).data(for: .currentWeather(city: "London", units: "metric", apiKey: ""))
        Issue.record("expected a 401")
    } catch {
        #expect(error.status == 401)
        #expect(error.userMessage.hasPrefix("Not authorized (HTTP 401) from /data/2.5/weather: Invalid API key"))
    }
}
