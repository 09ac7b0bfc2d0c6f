// FNV1aHash: the 64-bit FNV-1a hash, a fast and stable (same in every process) hash for entity tags.

/// An FNV-1a hash being accumulated.
struct FNV1aHash {
    private var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Mixes `bytes` into the hash.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// Mixes the eight bytes of `value`, least significant first.
    mutating func combine(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            state = (state ^ ((value >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
        }
    }

    /// The hash so far.
    var value: UInt64 { state }

    /// The hash as 16 lower-case hex digits.
    var hexDigits: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
