// FieldIndex: where a collection file's elements are by the value of one field (`userId`,
// `albumId`, `address.city`), built in one pass that reads only that member of each element, so
// filters and nested routes answer without parsing the file again.

/// The positions of a file's elements by the text (`JSONValue.javaScriptText`) of one field.
struct FieldIndex: Sendable {
    /// The positions, in order, of the elements whose field has each text (null values left out).
    let positions: [String: CompactOffsets]
    /// Whether some element has the field (even as null): json-server drops a filter no record has.
    let isPresent: Bool

    /// Reads the field at `path` of every element of `file`.
    init(file: CollectionFile, path: String) throws(FixtureStore.LoadError) {
        var positions: [String: CompactOffsets] = [:]
        var isPresent = false
        try file.forEachElementText { position, text in
            guard let value = JSONParser.value(atPath: path, of: text) else { return true }
            isPresent = true
            if value != .null { positions[value.javaScriptText, default: CompactOffsets()].append(position) }
            return true
        }
        self.positions = positions
        self.isPresent = isPresent
    }
}
