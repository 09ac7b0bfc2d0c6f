// The cache keys the repositories use. None contains a secret: weather keys hold city and
// units only, never the API key.
import Foundation
import Services

/// Names of cache entries.
enum CacheKeys {
    static let users = "users"
    static let createdUsers = "users.created"
    static let posts = "posts"
    static let createdPosts = "posts.created"

    static func posts(byUser userID: Int) -> String { "posts.user-\(userID)" }
    static func comments(onPost postID: Int) -> String { "comments.post-\(postID)" }

    /// Current weather for a city (case and surrounding spaces ignored) in some units.
    static func currentWeather(city: String, units: String) -> String { "weather.current.\(normalized(city)).\(units)" }
    /// Forecast for a city (case and surrounding spaces ignored) in some units.
    static func forecast(city: String, units: String) -> String { "weather.forecast.\(normalized(city)).\(units)" }

    /// Open-Meteo places called `name` (case and accents ignored).
    static func places(named name: String) -> String { "weather.places.\(normalized(name))" }
    /// An Open-Meteo forecast at a point (four decimals) in some units.
    static func openMeteoForecast(latitude: Double, longitude: Double, units: String) -> String {
        "weather.openmeteo.\(Endpoint.coordinate(latitude)),\(Endpoint.coordinate(longitude)).\(units)"
    }

    /// Trimmed, lower-cased, accents removed: `" Zürich "` and `"zurich"` share an entry.
    static func normalized(_ city: String) -> String {
        city.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
