// Decoding of optional readings that must not sink a whole body: a field of the wrong type or a
// number too large for its Swift type is read as missing, and so is one bad element of a series.
import Foundation

extension KeyedDecodingContainer {
    /// The value under `key`, or nil when it is absent, null, of another type or out of range.
    func decodeOptional<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A series under `key` whose elements are numbers or null; an element of any other kind is
    /// nil. Nil when the key is absent or not an array.
    func decodeSeries(forKey key: Key) -> [Double?]? {
        (try? decodeIfPresent([SeriesElement<Double>].self, forKey: key))??.map(\.value)
    }

    /// A series of texts (times) under `key`; an element that is not a string is nil.
    func decodeTextSeries(forKey key: Key) -> [String?]? {
        (try? decodeIfPresent([SeriesElement<String>].self, forKey: key))??.map(\.value)
    }
}

/// One element of a series: the value, or nil when it is null or of another kind.
private struct SeriesElement<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}
