// UserTextCollector: notes where the string fields of one user are as the fast reader meets
// them, in whatever order the JSON sends them, then copies them into a `UserText`. Fields without
// escapes are copied straight from the JSON; one collector is reused from user to user (through
// an array, or by a thread decoding elements one by one), so reading a list allocates nothing
// per user but the `UserText` itself.

/// The string fields of the user being read.
///
/// Fields are noted as slices of the input, so `makeText` must be called while the document is
/// being read, as `User.init(reading:collectingInto:)` does.
struct UserTextCollector {
    /// Where each field's bytes are, by `UserField` raw value; nil until read.
    private var fields = [FastJSONReader.StringBytes?](repeating: nil, count: UserField.fieldCount)
    /// The unescaped bytes of the fields that had escapes.
    private var unescaped: [UInt8] = []

    /// Forgets the fields of the previous user; a buffer of unescaped text grown past 64 KiB by
    /// one user's text is let go, since a collector may live as long as its thread.
    mutating func removeAll() {
        for index in fields.indices { fields[index] = nil }
        if unescaped.capacity > 64 * 1024 {
            unescaped = []
        } else {
            unescaped.removeAll(keepingCapacity: true)
        }
    }

    /// Reads the string value of `field`; a field met twice is left to JSONDecoder.
    mutating func read(_ field: UserField, from reader: inout FastJSONReader) throws {
        guard fields[field.rawValue] == nil else { throw FastPathUnavailable() }
        fields[field.rawValue] = try reader.readStringBytes(unescapingInto: &unescaped)
    }

    /// The collected fields as one `UserText`; nil if any field was not read.
    func makeText() -> UserText? {
        guard fields.allSatisfy({ $0 != nil }) else { return nil }
        return unescaped.withUnsafeBufferPointer { unescaped in
            UserText.make(lengths: fields.lazy.map { $0?.count ?? 0 }) { destination in
                var offset = 0
                for case let field? in fields {
                    let source = UnsafeRawBufferPointer(field.bytes(unescaped: unescaped))
                    UnsafeMutableRawBufferPointer(rebasing: destination[offset...]).copyMemory(from: source)
                    offset += source.count
                }
            }
        }
    }
}
