// Checks that bytes are well-formed UTF-8, by the rules `String(validating:)` applies (Unicode's
// table 3-7), without making a `String`; the fast decoders use it on text that is not all ASCII.

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are well-formed UTF-8: no stray continuation bytes, no truncated,
    /// overlong or surrogate sequences, nothing above U+10FFFF.
    var isValidUTF8: Bool {
        var index = 0
        while index < count {
            let lead = self[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= count, second.contains(self[index + 1]) else { return false }
            for offset in 2..<length where self[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
