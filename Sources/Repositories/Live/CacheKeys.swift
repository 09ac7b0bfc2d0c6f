// The cache keys the repositories use. None contains a secret: weather keys hold city and
// units only, never the API key.
import Foundation

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

    private static func normalized(_ city: String) -> String {
        city.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
