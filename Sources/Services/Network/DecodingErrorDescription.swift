// Turns a Swift `DecodingError` into the key path that failed ("[3].address.geo.lat") and a short
// description, for `NetworkError.decoding`. When the body is not JSON at all, it says what is wrong
// with it and where (too deeply nested, cut short, unexpected text at a byte).
import Foundation

extension NetworkError {
    /// The largest body whose syntax error is looked into for the message; bigger bodies only say
    /// they are not valid JSON.
    static let syntaxDetailLimit = 8 << 20

    /// A `.decoding` error describing `error` raised while decoding `body`: for a body that is
    /// not JSON at all, the description says what is wrong and where
    /// (`the body is not valid JSON: nested too deeply, at byte 513`).
    public static func decoding(_ error: any Error, body: Data) -> NetworkError {
        let described = decoding(error)
        guard case .decoding(let path, let description) = described, description == notJSON,
            body.count <= syntaxDetailLimit, let detail = syntaxDetail(of: body)
        else { return described }
        return .decoding(path: path, description: "\(notJSON): \(detail)")
    }

    /// What is wrong with `body` as JSON, in a few words, or nil when it parses.
    static func syntaxDetail(of body: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
            return nil
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            let offset = text.firstMatch(of: /around character (\d+)/).map { ", at byte \($0.1)" } ?? ""
            if text.hasPrefix("Too many nested") { return "nested too deeply\(offset)" }
            if text.hasPrefix("Unexpected end of file") { return "it ends too early" }
            if text.hasPrefix("Invalid value") || text.hasPrefix("Unexpected character") {
                return "unexpected text\(offset)"
            }
            return text.isEmpty ? nil : Redactor.redact(text)
        }
    }

    private static let notJSON = "the body is not valid JSON"

    /// A `.decoding` error describing `error`.
    public static func decoding(_ error: any Error) -> NetworkError {
        guard let error = error as? DecodingError else {
            return .decoding(path: "", description: Redactor.redact(String(describing: error)))
        }
        switch error {
        case .typeMismatch(let type, let context):
            return .decoding(path: keyPath(context.codingPath), description: "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return .decoding(path: keyPath(context.codingPath), description: "expected \(typeName(type)), found null")
        case .keyNotFound(let key, let context):
            return .decoding(path: keyPath(context.codingPath + [key]), description: "the field is missing")
        case .dataCorrupted(let context):
            return .decoding(path: keyPath(context.codingPath), description: brief(context))
        @unknown default:
            return .decoding(path: "", description: Redactor.redact(String(describing: error)))
        }
    }

    /// "[0].address.geo.lat" for a coding path.
    static func keyPath(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is Float.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).contains("Array") ? "a list" : "an object"
        }
    }

    private static func brief(_ context: DecodingError.Context) -> String {
        let text = context.debugDescription
        if text.contains("not valid JSON") || text.contains("The given data was not valid JSON") {
            return notJSON
        }
        return Redactor.redact(text)
    }
}
