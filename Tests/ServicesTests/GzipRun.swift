// A gzip member whose content is one byte followed by many copies of another, written with
// deflate's fixed Huffman codes as "copy 258 bytes from 1 back" over and over (13 bits per 258
// bytes): a few hundred KB that unpack to tens of MB, like a decompression bomb.
import Foundation

enum GzipRun {
    /// `prefix`, then `fill` repeated so the whole is about `length` bytes, gzip-compressed; with
    /// the length it unpacks to. `validTrailer: false` skips the CRC (a reader that stops early
    /// never checks it).
    static func make(prefix: UInt8, fill: UInt8, length: Int, validTrailer: Bool = true) -> (
        gzip: Data, unpackedLength: Int
    ) {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE = fixed Huffman
        bits.writeLiteral(prefix)
        bits.writeLiteral(fill)
        let copies = max(0, (length - 2) / 258)
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, length: 8)  // length code 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance code 0: 1 back
        }
        bits.writeCode(0, length: 7)  // end of block
        let unpacked = 2 + copies * 258
        var data = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        data.append(contentsOf: bits.finished)
        let crc = validTrailer ? crc32(prefix: prefix, fill: fill, count: unpacked - 1) : 0
        for value in [crc, UInt32(truncatingIfNeeded: unpacked)] {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        return (data, unpacked)
    }

    private static func crc32(prefix: UInt8, fill: UInt8, count: Int) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            return value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        func add(_ byte: UInt8) { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        add(prefix)
        for _ in 0..<count { add(fill) }
        return crc ^ 0xFFFF_FFFF
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        private var pending: UInt32 = 0
        private var pendingCount = 0

        /// `count` bits of `value`, least significant first (header fields).
        mutating func write(_ value: UInt32, count: Int) {
            pending |= value << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        /// A Huffman code, most significant bit first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            write(reversed, count: length)
        }

        /// A literal byte in the fixed code.
        mutating func writeLiteral(_ byte: UInt8) {
            if byte < 144 {
                writeCode(0x30 + UInt32(byte), length: 8)
            } else {
                writeCode(0x190 + UInt32(byte) - 144, length: 9)
            }
        }

        var finished: [UInt8] {
            var copy = self
            if copy.pendingCount > 0 { copy.write(0, count: 8 - copy.pendingCount) }
            return copy.bytes
        }
    }
}
