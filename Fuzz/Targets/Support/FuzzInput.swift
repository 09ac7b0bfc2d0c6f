// Shared by every fuzz target: reads typed values (small integers, text biased towards the
// Unicode that breaks terminals) off the fuzzer's bytes, and reports a broken invariant.

/// A cursor over the fuzzer's bytes. Once they run out every read returns zero, so any input
/// decodes to some valid sequence of operations.
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// The input libFuzzer passed in.
    init(_ data: UnsafePointer<UInt8>?, count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte, or 0 at the end.
    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A little-endian 16-bit value.
    mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    /// A little-endian 32-bit value.
    mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }

    /// A value in `range` (which must hold at most 65,536 values).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span <= 256 ? Int(byte()) : Int(uint16())
        return range.lowerBound + raw % span
    }

    /// The bytes not read yet, all of them.
    mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }

    /// A string of at most `maxScalars` code points. The first byte picks the encoding: raw
    /// UTF-8 (invalid sequences become U+FFFD, as `String(decoding:)` does with server data), or
    /// one code point per byte drawn from the classes that trip width and grapheme code.
    mutating func text(maxScalars: Int) -> String {
        let length = int(in: 0...maxScalars)
        if byte() % 4 == 0 {
            var utf8: [UInt8] = []
            for _ in 0..<length where !isAtEnd { utf8.append(byte()) }
            return String(decoding: utf8, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length where !isAtEnd { scalars.append(interestingScalar()) }
        return String(scalars)
    }

    /// One code point from a class chosen by the next byte.
    private mutating func interestingScalar() -> Unicode.Scalar {
        let choice = Int(byte()) % (Self.pools.count + 1)
        guard choice < Self.pools.count else {
            // Anywhere in Unicode (surrogates fold to U+FFFD).
            return Unicode.Scalar(uint32() % 0x110000) ?? "\u{FFFD}"
        }
        let pool = Self.pools[choice]
        let value = pool.lowerBound + UInt32(byte()) % (pool.upperBound - pool.lowerBound + 1)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Code point classes `text(maxScalars:)` draws from.
    private static let pools: [ClosedRange<UInt32>] = [
        0x20...0x7E,  // printable ASCII
        0x20...0x20,  // space: word breaks
        0x00...0x1F,  // C0 controls, ESC
        0x7F...0x9F,  // DEL and C1 controls (U+009B is a one-byte CSI)
        0x300...0x36F,  // combining marks
        0x200B...0x200F,  // ZWSP, ZWNJ, ZWJ, LRM, RLM
        0x2028...0x202E,  // separators, bidi embeddings and overrides
        0x2060...0x206F,  // word joiner, invisible operators, isolates
        0xFE00...0xFE0F,  // variation selectors (VS16 widens emoji)
        0x1F1E6...0x1F1FF,  // regional indicators (flags)
        0x1F300...0x1F64F,  // emoji
        0x1F3FB...0x1F3FF,  // skin tone modifiers
        0x4E00...0x4E20,  // CJK ideographs
        0x1100...0x11FF,  // Hangul jamo (L, V, T)
        0xAC00...0xAC20,  // Hangul syllables
        0x0600...0x0605,  // Arabic prepend marks
        0xFF01...0xFF60,  // fullwidth forms
        0x00A0...0x00AD,  // NBSP ... soft hyphen
        0xFEFF...0xFEFF,  // byte-order mark
        0x2026...0x2026,  // the ellipsis the truncation appends
        0x0E00...0x0E7F,  // Thai (spacing and non-spacing marks)
        0x0900...0x097F,  // Devanagari (virama conjuncts)
    ]
}

/// Code points that must never reach the terminal: C0 controls (ESC among them), DEL, C1
/// controls, and the bidirectional marks, embeddings, overrides and isolates.
func isForbiddenOnScreen(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Stops the process with `message` (libFuzzer records the input as a crash) unless `condition`.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant: \(message())") }
}

/// `text` with every code point spelled out, for failure messages.
func spelled(_ text: String) -> String {
    text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}
