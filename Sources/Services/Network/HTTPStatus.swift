// Short English names for HTTP status codes, used in error messages.
import Foundation

/// Describes HTTP status codes in words.
enum HTTPStatus {
    /// "Server error 500", "Not found (HTTP 404)" and so on.
    static func summary(_ status: Int) -> String {
        switch status {
        case 400: "Bad request (HTTP 400)"
        case 401: "Not authorized (HTTP 401)"
        case 403: "Forbidden (HTTP 403)"
        case 404: "Not found (HTTP 404)"
        case 408: "Request timeout (HTTP 408)"
        case 429: "Too many requests (HTTP 429)"
        case 500...599: "Server error \(status)"
        default: "HTTP \(status)"
        }
    }
}
