// RecordIndex: where each id lies in a collection file's array, and the file's largest whole id,
// found once by reading the elements one batch at a time, so a record is found without parsing
// the file and new ids continue from the largest.

/// The positions of a collection file's records by id.
struct RecordIndex: Sendable {
    /// The position of the first element with each id (`JSONValue.javaScriptText`).
    let positions: [String: Int]
    /// The largest whole-number id in the file.
    let largestID: WholeNumber?

    /// Reads every element of `file`.
    init(file: CollectionFile) throws(FixtureStore.LoadError) {
        var positions: [String: Int] = [:]
        var largest: WholeNumber?
        try file.forEachElementText { position, text in
            guard let id = JSONParser.member("id", of: text) else { return true }
            let text = id.javaScriptText
            if positions[text] == nil { positions[text] = position }
            if case .number(let literal) = id, let whole = WholeNumber(literal: literal),
                largest.map({ $0 < whole }) ?? true
            {
                largest = whole
            }
            return true
        }
        self.positions = positions
        largestID = largest
    }
}
