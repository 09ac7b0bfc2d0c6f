// UserText: every string field of one user in one immutable allocation (a table of where each
// field ends, then the UTF-8 bytes of all the fields end to end), so a user costs about the size
// of its text. Copies of a `User` share their text; changing a field makes a new one.
import Foundation

/// The UTF-8 text of every string field of one user.
///
/// `@unchecked Sendable` is sound: the bytes are written once, inside `make`, before anything
/// else can see them, and never change afterwards.
struct UserText: @unchecked Sendable {
    /// One allocation: the table of field ends, then the text.
    private final class Storage: ManagedBuffer<Void, UInt8> {}

    private let storage: Storage

    /// How many fields a user has.
    private static let fieldCount = UserField.allCases.count
    /// The bytes before the text: where each field ends, one `UInt32` per field.
    private static let tableSize = fieldCount * MemoryLayout<UInt32>.size

    /// Text whose fields are `lengths` bytes long (in `UserField` order); `write` fills the buffer
    /// it is given with the bytes of all the fields, end to end.
    static func make(lengths: some Collection<Int>, write: (UnsafeMutableRawBufferPointer) -> Void) -> UserText {
        precondition(lengths.count == fieldCount, "a UserText needs one length per field")
        let textSize = lengths.reduce(0, +)
        precondition(textSize <= UInt32.max, "a user's text must fit in 4 GiB")
        let storage = unsafeDowncast(Storage.create(minimumCapacity: tableSize + textSize) { _ in }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { start in
            var end = 0
            for (index, length) in lengths.enumerated() {
                end += length
                UnsafeMutableRawPointer(start).storeBytes(of: UInt32(end), toByteOffset: index * MemoryLayout<UInt32>.size,
                                                          as: UInt32.self)
            }
            write(UnsafeMutableRawBufferPointer(start: start + tableSize, count: textSize))
        }
        return UserText(storage: storage)
    }

    /// Text holding `fieldText(field)` for every field.
    static func make(_ fieldText: (UserField) -> String) -> UserText {
        let strings = UserField.allCases.map(fieldText)
        return make(lengths: strings.lazy.map(\.utf8.count)) { buffer in
            var offset = 0
            for var string in strings {
                string.withUTF8 { bytes in
                    UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]).copyMemory(from: UnsafeRawBufferPointer(bytes))
                    offset += bytes.count
                }
            }
        }
    }

    /// The text of `field`.
    subscript(field: UserField) -> String {
        withUTF8(field) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of `field`.
    private func withUTF8<Result>(_ field: UserField, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { start in
            let range = Self.byteRange(of: field, in: start)
            return try body(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count))
        }
    }

    /// This text with the fields in `changes` set to new values; the receiver is unchanged.
    func replacing(_ changes: KeyValuePairs<UserField, String>) -> UserText {
        Self.make { field in changes.first { $0.key == field }?.value ?? self[field] }
    }

    /// Whether every field reads as the same `String` as in `other` (equal bytes, or canonically
    /// equivalent text, as `String`'s `==` decides).
    func hasSameFields(as other: UserText) -> Bool {
        storage === other.storage || hasSameBytes(as: other) || UserField.allCases.allSatisfy { self[$0] == other[$0] }
    }

    /// Feeds every field's text to `hasher` as a `String`, so text that compares equal hashes alike.
    func hashFields(into hasher: inout Hasher) {
        for field in UserField.allCases { hasher.combine(self[field]) }
    }

    /// Whether both texts hold exactly the same fields, byte for byte.
    private func hasSameBytes(as other: UserText) -> Bool {
        storage.withUnsafeMutablePointerToElements { mine in
            other.storage.withUnsafeMutablePointerToElements { theirs in
                let size = Self.size(of: mine)
                return size == Self.size(of: theirs) && memcmp(mine, theirs, size) == 0
            }
        }
    }

    /// Where the bytes of `field` are, counted from `start`, the beginning of the table.
    private static func byteRange(of field: UserField, in start: UnsafeMutablePointer<UInt8>) -> Range<Int> {
        let index = field.rawValue
        return (index == 0 ? tableSize : end(ofFieldAt: index - 1, in: start)) ..< end(ofFieldAt: index, in: start)
    }

    /// The size of the table and the text together.
    private static func size(of start: UnsafeMutablePointer<UInt8>) -> Int {
        end(ofFieldAt: fieldCount - 1, in: start)
    }

    /// Where the field at `index` ends, counted from `start`, the beginning of the table.
    private static func end(ofFieldAt index: Int, in start: UnsafeMutablePointer<UInt8>) -> Int {
        tableSize + Int(UnsafeRawPointer(start).loadUnaligned(fromByteOffset: index * MemoryLayout<UInt32>.size, as: UInt32.self))
    }
}
