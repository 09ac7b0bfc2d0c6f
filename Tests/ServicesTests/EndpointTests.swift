// Endpoint constructors produce the documented paths, methods, queries and JSON bodies.
import Foundation
import Testing

@testable import Services

@Test func jsonPlaceholderEndpointsHaveTheDocumentedPaths() throws {
    #expect(Endpoint.users().path == "/users")
    #expect(Endpoint.user(id: 3).path == "/users/3")
    #expect(Endpoint.posts(byUser: 3).path == "/users/3/posts")
    #expect(Endpoint.posts().path == "/posts")
    #expect(Endpoint.post(id: 7).path == "/posts/7")
    #expect(Endpoint.comments(onPost: 7).path == "/posts/7/comments")
    #expect([Endpoint.users(), .posts(), .comments(onPost: 1)].allSatisfy { $0.method == .get && $0.body == nil })
}

@Test func aPageOfANestedListIsItsPathWithTheStartAndTheLimit() throws {
    let page = Endpoint.collection("photos", under: "albums", id: 4, start: 0, limit: 200)
    #expect(page.path == "/albums/4/photos" && page.method == .get && page.kind == .item)
    let url = try page.url(relativeTo: try #require(URL(string: "http://127.0.0.1:3000")))
    #expect(url.absoluteString == "http://127.0.0.1:3000/albums/4/photos?_start=0&_limit=200")
}

@Test func createEndpointsPostJSON() throws {
    struct Draft: Encodable { var title = "Hi" }
    let endpoint = try Endpoint.createPost(Draft())
    #expect(endpoint.method == .post)
    #expect(endpoint.path == "/posts")
    #expect(endpoint.headers["Content-Type"]?.hasPrefix("application/json") == true)
    #expect(endpoint.body == Data(#"{"title":"Hi"}"#.utf8))
    #expect(try Endpoint.createUser(Draft()).path == "/users")
}

@Test func weatherEndpointCarriesCityUnitsAndKey() throws {
    let endpoint = Endpoint.currentWeather(city: "São Paulo", units: "imperial", apiKey: "k3y")
    let url = try endpoint.url(relativeTo: URL(string: "https://api.openweathermap.org")!)
    #expect(
        url.absoluteString
            == "https://api.openweathermap.org/data/2.5/weather?q=S%C3%A3o%20Paulo&units=imperial&appid=k3y")
    #expect(Endpoint.forecast(city: "Oslo", units: "metric", apiKey: "k").path == "/data/2.5/forecast")
}

@Test func baseURLPathIsKeptAsPrefix() throws {
    let url = try Endpoint.users().url(relativeTo: URL(string: "http://127.0.0.1:8080/api/")!)
    #expect(url.absoluteString == "http://127.0.0.1:8080/api/users")
}

@Test func baseURLWithoutHostIsInvalid() {
    #expect(throws: NetworkError.self) { try Endpoint.users().url(relativeTo: URL(string: "not a url")!) }
    #expect(throws: NetworkError.self) { try Endpoint.users().url(relativeTo: URL(fileURLWithPath: "/tmp")) }
}

@Test func onlyGetIsRetryable() {
    #expect(HTTPMethod.get.isRetryable)
    #expect(!HTTPMethod.post.isRetryable)
    #expect(!HTTPMethod.put.isRetryable)
    #expect(!HTTPMethod.delete.isRetryable)
}

@Test func everyWholeOrNestedListMayBeAsLargeAsAList() {
    let lists: [Endpoint] = [
        .users(), .posts(), .posts(byUser: 1), .comments(onPost: 1), .collection("todos"), .collection("photos"),
        .collection("albums", under: "users", id: 1), .collection("photos", under: "albums", id: 1),
    ]
    #expect(lists.allSatisfy { $0.kind == .list })
    let small: [Endpoint] = [.user(id: 1), .post(id: 1), .collection("todos", start: 0, limit: 20)]
    #expect(small.allSatisfy { $0.kind == .item })
    #expect(ResponseLimits().bytes(for: .list) > 100 << 20, "100,000 photos are about 18 MB")
}
