// FastJSONReader's numbers, booleans and skipped values: integers read only when they are
// plainly integers, `true` and `false`, and any other value skipped after checking it is JSON
// that any decoder reads the same way (a short number, no deep nesting, valid strings).
import Foundation

extension FastJSONReader {
    /// Nesting deeper than this inside a skipped value is left to JSONDecoder.
    private static var maximumSkipDepth: Int { 64 }

    /// Reads an integer written without fraction or exponent that fits an `Int`.
    mutating func readInt() throws -> Int {
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        let negative = base[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var magnitude = 0
        while position < end, case let digit = base[position] &- UInt8(ascii: "0"), digit < 10 {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit))
            guard !overflow1, !overflow2 else { throw FastPathUnavailable() }
            magnitude = sum
            position += 1
        }
        let digitCount = position - digitsStart
        guard digitCount > 0, digitCount == 1 || base[digitsStart] != UInt8(ascii: "0") else {
            throw FastPathUnavailable()
        }
        if position < end {
            switch base[position] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): throw FastPathUnavailable()
            default: break
            }
        }
        return negative ? -magnitude : magnitude
    }

    /// Reads `true` or `false`.
    mutating func readBool() throws -> Bool {
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        switch base[position] {
        case UInt8(ascii: "t"):
            try skipLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try skipLiteral("false")
            return false
        default:
            throw FastPathUnavailable()
        }
    }

    /// Skips one value of any type, checking it is well-formed JSON.
    mutating func skipValue() throws {
        try skipValue(depth: 0)
    }

    private mutating func skipValue(depth: Int) throws {
        guard depth < Self.maximumSkipDepth else { throw FastPathUnavailable() }
        skipWhitespace()
        guard position < end else { throw FastPathUnavailable() }
        switch base[position] {
        case Self.quote:
            _ = try readString()
        case UInt8(ascii: "{"):
            position += 1
            var first = true
            while true {
                skipWhitespace()
                guard position < end else { throw FastPathUnavailable() }
                if base[position] == UInt8(ascii: "}") {
                    position += 1
                    return
                }
                if !first { try consume(UInt8(ascii: ",")) }
                first = false
                _ = try readString()
                try consume(UInt8(ascii: ":"))
                try skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            position += 1
            var first = true
            while try nextElement(isFirst: &first) { try skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        default:
            try skipNumber()
        }
    }

    private mutating func skipLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end, memcmp(base + position, literal.utf8Start, count) == 0 else {
            throw FastPathUnavailable()
        }
        position += count
    }

    /// Skips a number matching the JSON grammar, short enough that any decoder reads it.
    private mutating func skipNumber() throws {
        let start = position
        if position < end, base[position] == UInt8(ascii: "-") { position += 1 }
        let integerDigits = skipDigits()
        guard integerDigits > 0, integerDigits == 1 || base[position - integerDigits] != UInt8(ascii: "0") else {
            throw FastPathUnavailable()
        }
        if position < end, base[position] == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw FastPathUnavailable() }
        }
        if position < end, base[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < end, base[position] == UInt8(ascii: "+") || base[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard skipDigits() > 0 else { throw FastPathUnavailable() }
        }
        guard position - start <= 20 else { throw FastPathUnavailable() }
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < end, base[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - start
    }
}
