// Pulls the human-readable explanation out of an error body such as
// `{"cod":"404","message":"city not found"}` or Open-Meteo's `{"error":true,"reason":"..."}`
// (secrets redacted).
import Foundation

/// Reads the server's explanation from an error body.
enum ServerMessage {
    private struct Body: Decodable {
        var message: String?
        var reason: String?
    }

    /// The body's JSON `message` (or else `reason`) field, trimmed and redacted; nil when absent or empty.
    static func parse(_ body: Data) -> String? {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: body),
            let message = (decoded.message ?? decoded.reason)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !message.isEmpty
        else { return nil }
        return Redactor.redact(String(message.prefix(300)))
    }
}
