// RouteTable: every route group the demo server answers, in the order they are tried. A new group
// (another API's routes) is one line in `RouteTable.init`; a new JSONPlaceholder resource is one
// line in `PlaceholderResource.all`.
import Foundation
import JSONCore

/// Routes that answer the requests they know and pass over the others.
protocol RouteGroup: Sendable {
    /// The response, or nil when `request` is not one of these routes. `origin` is
    /// `http://host:port` as the client named the server.
    func respond(to request: HTTPRequest, origin: String) -> HTTPResponse?
}

extension PlaceholderRoutes: RouteGroup {}

extension WeatherRoutes: RouteGroup {
    func respond(to request: HTTPRequest, origin: String) -> HTTPResponse? {
        respond(to: request)
    }
}

/// The demo server's routes.
struct RouteTable: Sendable {
    private let groups: [any RouteGroup]

    /// The routes over the fixture folder `fixtures`; weather comes from
    /// `DemoFixtures.defaultFolder()` when that folder has no `weather/cities.json`.
    init(fixtures: String, limits: DemoServerLimits) {
        let weather =
            FileManager.default.fileExists(atPath: PathText.joining(fixtures, "weather/cities.json"))
            ? fixtures : (DemoFixtures.defaultFolder() ?? fixtures)
        groups = [
            WeatherRoutes(store: WeatherStore(folder: weather)),
            PlaceholderRoutes(store: FixtureStore(folder: fixtures, changeLimit: limits.maximumStoredChangeBytes)),
        ]
    }

    /// The first group's answer to `request`; 404 `{}` when no group knows it.
    func response(to request: HTTPRequest, origin: String) -> HTTPResponse {
        for group in groups {
            if let response = group.respond(to: request, origin: origin) { return response }
        }
        return .json(.object([]), status: 404)
    }
}
