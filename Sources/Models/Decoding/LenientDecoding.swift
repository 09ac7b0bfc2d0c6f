// Decoding helpers for API fields whose JSON type varies between responses
// (an id sent as a number or as a numeric string, an error code sent either way).
import Foundation

extension KeyedDecodingContainer {
    /// Decodes an `Int` that the server may send as a number or as a numeric string.
    func decodeLenientInt(forKey key: Key) throws -> Int {
        if let number = try? decode(Int.self, forKey: key) { return number }
        let text = try decode(String.self, forKey: key)
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "Expected an integer or a numeric string, found \"\(text)\"")
        }
        return number
    }

    /// Decodes a code that the server may send as a string or as a number, as its string form.
    func decodeLenientString(forKey key: Key) throws -> String {
        if let text = try? decode(String.self, forKey: key) { return text }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        return String(try decode(Double.self, forKey: key))
    }
}
