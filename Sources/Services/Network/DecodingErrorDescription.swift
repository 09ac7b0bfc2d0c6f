// Turns a Swift `DecodingError` into the key path that failed ("[3].address.geo.lat") and a short
// description, for `NetworkError.decoding`.
import Foundation

extension NetworkError {
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
            return "the body is not valid JSON"
        }
        return Redactor.redact(text)
    }
}
