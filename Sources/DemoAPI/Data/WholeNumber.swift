// WholeNumber: an integer of any size, as written in JSON, so the largest id of a collection is
// found and incremented exactly whatever a fixture holds (an id of 2^63 or 1e30 cannot overflow).

/// A whole number kept as its decimal digits.
struct WholeNumber: Comparable, Sendable {
    /// Whether it is below zero (zero never is).
    let isNegative: Bool
    /// The decimal digits of the magnitude, most significant first, without leading zeros ("0" for zero).
    let digits: [UInt8]

    /// The number a JSON number literal stands for when it is whole: `12`, `-3`, `1e3`, `4.0`; nil for
    /// `1.5` and for an exponent form too large to read exactly.
    init?(literal: String) {
        var bytes = Array(literal.utf8)
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes.removeFirst() }
        if !bytes.isEmpty, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            self.init(isNegative: negative, digits: bytes)
            return
        }
        // 2^53: every whole double up to it is exact.
        guard let value = Double(literal), value.isFinite, value == value.rounded(), abs(value) <= 9_007_199_254_740_992
        else {
            return nil
        }
        self.init(isNegative: value < 0, digits: Array(String(Int(abs(value))).utf8))
    }

    private init(isNegative: Bool, digits: [UInt8]) {
        let trimmed = Array(digits.drop { $0 == UInt8(ascii: "0") })
        self.digits = trimmed.isEmpty ? [UInt8(ascii: "0")] : trimmed
        self.isNegative = isNegative && !trimmed.isEmpty
    }

    /// One.
    static let one = WholeNumber(isNegative: false, digits: [UInt8(ascii: "1")])

    /// The decimal text, e.g. `-12`.
    var text: String { (isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self) }

    /// This number plus one.
    var successor: WholeNumber {
        isNegative
            ? WholeNumber(isNegative: true, digits: Self.decrementing(digits))
            : WholeNumber(isNegative: false, digits: Self.incrementing(digits))
    }

    static func < (lhs: WholeNumber, rhs: WholeNumber) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeLess =
            lhs.digits.count != rhs.digits.count
            ? lhs.digits.count < rhs.digits.count : lhs.digits.lexicographicallyPrecedes(rhs.digits)
        let magnitudeEqual = lhs.digits == rhs.digits
        return lhs.isNegative ? !magnitudeLess && !magnitudeEqual : magnitudeLess
    }

    private static func incrementing(_ digits: [UInt8]) -> [UInt8] {
        var result = digits
        var index = result.count - 1
        while index >= 0 {
            if result[index] < UInt8(ascii: "9") {
                result[index] += 1
                return result
            }
            result[index] = UInt8(ascii: "0")
            index -= 1
        }
        return [UInt8(ascii: "1")] + result
    }

    /// The magnitude minus one (the magnitude is at least one).
    private static func decrementing(_ digits: [UInt8]) -> [UInt8] {
        var result = digits
        var index = result.count - 1
        while index >= 0 {
            if result[index] > UInt8(ascii: "0") {
                result[index] -= 1
                return result
            }
            result[index] = UInt8(ascii: "9")
            index -= 1
        }
        return result
    }
}
