// Decoding of optional fields that must not sink a whole body: a field of the wrong type or a
// number too large for its Swift type is read as missing (Open-Meteo's readings use `@Lenient`).
import Foundation

extension KeyedDecodingContainer {
    /// The value under `key`, or nil when it is absent, null, of another type or out of range.
    func decodeOptional<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
