// TextRecord: every string field of one model value in one record (the width of its table, a
// table of where each field ends, then the UTF-8 bytes of all the fields end to end), kept with
// other records in a shared chunk (`TextArena`), so a value costs about the size of its text, not
// a heap string per field. Users (`UserText`) and photos keep their text this way. Copies of a
// value share its record; changing a field makes a new one.
import Foundation

/// Names the string fields a `TextRecord` holds, in the order it stores them.
protocol TextRecordField: CaseIterable, RawRepresentable where RawValue == Int {
    /// How many fields there are (`allCases.count`, kept as a constant: a generic type cannot
    /// store one).
    static var fieldCount: Int { get }
}

/// The UTF-8 text of every string field of one value.
///
/// `@unchecked Sendable` is sound: the record is written once, inside `make`, before anything
/// else can see it, and never changes afterwards (see `TextArena.Record`).
struct TextRecord<Field: TextRecordField>: @unchecked Sendable, Hashable {
    /// The chunk holding the record, and where the record starts in it. A record is a byte
    /// giving the width of a table entry (1 when the text is under 256 bytes, as for most users;
    /// 2 under 64 KiB, as for every real user; else 4), the table of field ends, then the text.
    private let chunk: TextArena.Chunk
    private let offset: Int32

    /// How many fields a record has.
    private static var fieldCount: Int { Field.fieldCount }

    /// Text whose fields are `lengths` bytes long (in `Field` order); `write` fills the buffer
    /// it is given with the bytes of all the fields, end to end.
    static func make(lengths: some Collection<Int>, write: (UnsafeMutableRawBufferPointer) -> Void) -> TextRecord {
        precondition(lengths.count == fieldCount, "a TextRecord needs one length per field")
        let textSize = lengths.reduce(0, +)
        precondition(textSize <= UInt32.max, "a record's text must fit in 4 GiB")
        let width = textSize <= Int(UInt8.max) ? 1 : textSize <= Int(UInt16.max) ? 2 : 4
        let tableSize = Self.tableSize(width)
        let record = TextArena.record(of: 1 + tableSize + textSize) { record in
            record.storeBytes(of: UInt8(width), as: UInt8.self)
            let table = record.baseAddress! + 1
            var end = 0
            for (index, length) in lengths.enumerated() {
                end += length
                switch width {
                case 1: table.storeBytes(of: UInt8(end), toByteOffset: index, as: UInt8.self)
                case 2: table.storeBytes(of: UInt16(end), toByteOffset: index * 2, as: UInt16.self)
                default: table.storeBytes(of: UInt32(end), toByteOffset: index * 4, as: UInt32.self)
                }
            }
            write(UnsafeMutableRawBufferPointer(start: table + tableSize, count: textSize))
        }
        return TextRecord(chunk: record.chunk, offset: Int32(record.offset))
    }

    /// Text holding `fieldText(field)` for every field.
    static func make(_ fieldText: (Field) -> String) -> TextRecord {
        let strings = Field.allCases.map(fieldText)
        return make(lengths: strings.lazy.map(\.utf8.count)) { buffer in
            var offset = 0
            for var string in strings {
                string.withUTF8 { bytes in
                    UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]).copyMemory(
                        from: UnsafeRawBufferPointer(bytes))
                    offset += bytes.count
                }
            }
        }
    }

    /// The chunk the record is in (values decoded together share chunks).
    var chunkIdentity: ObjectIdentifier { ObjectIdentifier(chunk) }

    /// The text of `field`.
    subscript(field: Field) -> String {
        withUTF8(field) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `field`.
    private func withUTF8<Result>(_ field: Field, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try withTable { width, start in
            let range = Self.byteRange(of: field, in: start, width: width)
            return try body(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
        }
    }

    /// Calls `body` with the record's table width and the start of its table.
    private func withTable<Result>(_ body: (Int, UnsafeMutablePointer<UInt8>) throws -> Result) rethrows -> Result {
        let record = chunk.base + Int(offset)
        return try body(Int(record.pointee), record + 1)
    }

    /// This text with the fields in `changes` set to new values; the receiver is unchanged.
    func replacing(_ changes: KeyValuePairs<Field, String>) -> TextRecord {
        Self.make { field in changes.first { $0.key == field }?.value ?? self[field] }
    }

    /// Whether every field reads as the same `String` in both (equal bytes, or canonically
    /// equivalent text, as `String`'s `==` decides).
    static func == (lhs: TextRecord, rhs: TextRecord) -> Bool {
        (lhs.chunk === rhs.chunk && lhs.offset == rhs.offset) || lhs.hasSameBytes(as: rhs)
            || Field.allCases.allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// Feeds every field's text to `hasher` as a `String`, so text that compares equal hashes alike.
    func hash(into hasher: inout Hasher) {
        for field in Field.allCases { hasher.combine(self[field]) }
    }

    /// Calls `body` with the bytes of the whole record: its width byte, its table and its text.
    func withRecordBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try withTable { width, start in
            try body(UnsafeRawBufferPointer(start: start - 1, count: 1 + Self.size(of: start, width: width)))
        }
    }

    /// The text whose record starts at `offset` in `chunk`, of whose bytes the first `size` hold
    /// records; nil unless a whole, well-formed record lies there: a width of 1, 2 or 4, field
    /// ends in order, and the table and text inside the `size` bytes.
    static func record(at offset: Int, in chunk: TextArena.Chunk, size: Int) -> TextRecord? {
        guard offset >= 0, offset < size, offset <= Int(Int32.max) else { return nil }
        let width = Int(chunk.base[offset])
        guard width == 1 || width == 2 || width == 4, offset + 1 + tableSize(width) <= size else { return nil }
        var previous = tableSize(width)
        for index in 0..<fieldCount {
            let end = end(ofFieldAt: index, in: chunk.base + offset + 1, width: width)
            guard end >= previous else { return nil }
            previous = end
        }
        return offset + 1 + previous <= size ? TextRecord(chunk: chunk, offset: Int32(offset)) : nil
    }

    /// Whether both texts hold exactly the same fields, byte for byte.
    private func hasSameBytes(as other: TextRecord) -> Bool {
        withTable { myWidth, mine in
            other.withTable { theirWidth, theirs in
                let size = Self.size(of: mine, width: myWidth)
                return myWidth == theirWidth && size == Self.size(of: theirs, width: theirWidth)
                    && memcmp(mine, theirs, size) == 0
            }
        }
    }

    /// The bytes before the text: where each field ends, one entry of `width` bytes per field.
    private static func tableSize(_ width: Int) -> Int { fieldCount * width }

    /// Where the bytes of `field` are, counted from `start`, the beginning of the table.
    private static func byteRange(of field: Field, in start: UnsafeMutablePointer<UInt8>, width: Int) -> Range<Int> {
        let index = field.rawValue
        let lower = index == 0 ? tableSize(width) : end(ofFieldAt: index - 1, in: start, width: width)
        return lower..<end(ofFieldAt: index, in: start, width: width)
    }

    /// The size of the table and the text together.
    private static func size(of start: UnsafeMutablePointer<UInt8>, width: Int) -> Int {
        end(ofFieldAt: fieldCount - 1, in: start, width: width)
    }

    /// Where the field at `index` ends, counted from `start`, the beginning of the table.
    private static func end(ofFieldAt index: Int, in start: UnsafeMutablePointer<UInt8>, width: Int) -> Int {
        let table = UnsafeRawPointer(start)
        let end =
            switch width {
            case 1: Int(table.load(fromByteOffset: index, as: UInt8.self))
            case 2: Int(table.loadUnaligned(fromByteOffset: index * 2, as: UInt16.self))
            default: Int(table.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
        return tableSize(width) + end
    }
}
