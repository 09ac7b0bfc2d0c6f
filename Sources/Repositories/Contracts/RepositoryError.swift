// Errors repositories add on top of `NetworkError`, in words a person understands.
import Foundation

/// A repository failure that is not a plain network error.
public enum RepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Offline (or the network failed) and nothing is cached for `what`, e.g. "users".
    case notCached(what: String)
    /// OpenWeather does not know the city.
    case cityNotFound(String)
    /// No OpenWeather API key was configured.
    case missingAPIKey
    /// `what` ("users") is not listed under a parent item.
    case notNested(what: String)
    /// Running with `--offline`, or the server cannot be reached: changes cannot be sent.
    case offline

    /// A sentence for the status bar.
    public var userMessage: String {
        switch self {
        case .notCached(let what): "No cached \(what) yet; connect to the network once to load them."
        case .cityNotFound(let city): "City not found: \(city)"
        case .missingAPIKey: "No OpenWeather API key: set OPENWEATHER_API_KEY."
        case .notNested(let what): "The \(what) are not listed under another item."
        case .offline: "Offline: changes cannot be sent"
        }
    }

    /// The same as `userMessage`.
    public var description: String { userMessage }
}
