// Reading a cache entry's header line with the package's own JSON grammar instead of Foundation's
// JSONDecoder: every start reads at least one header before its first frame, and JSONDecoder's
// first use in a process costs more than the rest of that read. It accepts and refuses what
// decoding `CacheEnvelope.Header` with JSONDecoder does: an object with the required members of
// the right types (optional ones missing or null), unknown members ignored, strict JSON.
import JSONCore

extension CacheEnvelope.Header {
    /// The header in `line` (JSON text, padding allowed), or nil when it is not one.
    static func read(from line: UnsafeRawBufferPointer) -> Self? {
        var members = HeaderMembers()
        do {
            try JSONGrammarReader.read(line, into: &members)
        } catch {
            return nil
        }
        return members.header
    }
}

/// Collects the members of a top-level JSON object (their values, or that they were containers).
private struct HeaderMembers: JSONVisitor {
    enum Value {
        case number(String)
        case string(String)
        case bool(Bool)
        case null
        case container
    }

    static var wantsText: Bool { true }
    private var depth = 0
    private var isObject = false
    private var key = ""
    private var values: [String: Value] = [:]

    mutating func beginObject() {
        if depth == 0 { isObject = true } else { member(.container) }
        depth += 1
    }

    mutating func beginArray() {
        member(.container)
        depth += 1
    }

    mutating func endContainer() { depth -= 1 }

    mutating func key(_ name: String) {
        if depth == 1 { key = name }
    }

    mutating func string(_ text: String) { member(.string(text)) }
    mutating func number(_ literal: String) { member(.number(literal)) }
    mutating func literal(_ value: Bool?) { member(value.map(Value.bool) ?? .null) }

    /// Records a member's value; of a name given twice the first counts, as for JSONDecoder.
    private mutating func member(_ value: Value) {
        if depth == 1, values[key] == nil { values[key] = value }
    }

    /// The header, when the text was an object with every required member and each member of
    /// its type.
    var header: CacheEnvelope.Header? {
        guard isObject, case .value(let formatVersion) = integer("formatVersion"),
            case .value(let storedAt) = number("storedAt"), case .value(let payloadLength) = integer("payloadLength"),
            let sourceURL = text("sourceURL").ifPresent, let etag = text("etag").ifPresent,
            let itemCount = integer("itemCount").ifPresent, let partOf = integer("partOf").ifPresent
        else { return nil }
        return CacheEnvelope.Header(
            formatVersion: formatVersion, storedAt: storedAt, sourceURL: sourceURL, etag: etag,
            itemCount: itemCount, payloadLength: payloadLength, partOf: partOf)
    }

    private func text(_ name: String) -> Field<String> {
        switch values[name] {
        case nil, .null: .absent
        case .string(let text): .value(text)
        default: .wrongType
        }
    }

    private func number(_ name: String) -> Field<Double> {
        switch values[name] {
        case nil, .null: .absent
        case .number(let literal): Double(literal).map(Field.value) ?? .wrongType
        default: .wrongType
        }
    }

    /// A whole number: JSONDecoder takes `3.0` or `1e2` as an `Int` too, when it is in range.
    private func integer(_ name: String) -> Field<Int> {
        switch values[name] {
        case nil, .null: .absent
        case .number(let literal):
            (Int(literal) ?? Double(literal).flatMap { Int(exactly: $0) }).map(Field.value) ?? .wrongType
        default: .wrongType
        }
    }
}

/// A member read as one header field.
private enum Field<Value> {
    /// Missing, or null.
    case absent
    case value(Value)
    /// There, but not of the field's type.
    case wrongType

    /// For an optional field: the value or nil when absent; nil (the field is wrong) otherwise.
    var ifPresent: Value?? {
        switch self {
        case .absent: .some(nil)
        case .value(let value): .some(value)
        case .wrongType: nil
        }
    }
}
