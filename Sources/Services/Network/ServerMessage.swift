// Pulls the human-readable `message` out of an error body such as
// `{"cod":"404","message":"city not found"}` (secrets redacted).
import Foundation

/// Reads the server's explanation from an error body.
enum ServerMessage {
    private struct Body: Decodable { var message: String }

    /// The body's JSON `message` field, trimmed and redacted; nil when absent or empty.
    static func parse(_ body: Data) -> String? {
        guard let message = try? JSONDecoder().decode(Body.self, from: body).message
            .trimmingCharacters(in: .whitespacesAndNewlines), !message.isEmpty else { return nil }
        return Redactor.redact(String(message.prefix(300)))
    }
}
