// The one way Open-Meteo's readings are decoded: `@Lenient` for a single reading, `@LenientSeries`
// for a series. A reading that cannot be read (absent, null, of another type, a number too large
// for its Swift type) is nil, and so is one bad element of a series, so nothing sinks the whole
// body. The models declare their properties with these and let the compiler write their decoding.
import Foundation

/// A reading that is nil when it cannot be read, instead of failing the body it is in.
@propertyWrapper
public struct Lenient<Value: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    /// The reading, or nil.
    public var wrappedValue: Value?

    /// A reading holding `wrappedValue`.
    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    /// Reads the value, or nil when it is null or of another kind.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try? decoder.singleValueContainer().decode(Value.self)
    }

    /// Writes the value (null when there is none).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

/// A series whose elements are each nil when they cannot be read; nil when the key is absent or
/// does not hold an array.
@propertyWrapper
public struct LenientSeries<Element: Codable & Sendable & Hashable>: Codable, Sendable, Hashable {
    /// The series, or nil.
    public var wrappedValue: [Element?]?

    /// A series holding `wrappedValue`.
    public init(wrappedValue: [Element?]?) { self.wrappedValue = wrappedValue }

    /// Reads the elements, each nil when it is null or of another kind.
    public init(from decoder: any Decoder) throws {
        wrappedValue = (try? [Lenient<Element>](from: decoder))?.map(\.wrappedValue)
    }

    /// Writes the elements (null for those there are none of).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedDecodingContainer {
    /// A lenient reading under `key`: nil when the key is absent, rather than an error.
    public func decode<Value>(_ type: Lenient<Value>.Type, forKey key: Key) throws -> Lenient<Value> {
        Lenient(wrappedValue: decodeOptional(Value.self, forKey: key))
    }

    /// A lenient series under `key`: nil when the key is absent, rather than an error.
    public func decode<Element>(_ type: LenientSeries<Element>.Type, forKey key: Key) throws -> LenientSeries<Element> {
        decodeOptional(type, forKey: key) ?? LenientSeries(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Writes a lenient reading under `key`, leaving the key out when there is none.
    public mutating func encode<Value>(_ value: Lenient<Value>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }

    /// Writes a lenient series under `key`, leaving the key out when there is none.
    public mutating func encode<Element>(_ value: LenientSeries<Element>, forKey key: Key) throws {
        try encodeIfPresent(value.wrappedValue, forKey: key)
    }
}
