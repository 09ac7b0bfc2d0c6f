// StoredRecord: a record written by POST, PUT or PATCH, kept as the text it has inside a list
// answer, so lists stream it as it is and memory counts exactly what is kept.

/// A record held by the server, as JSON text indented for a pretty-printed list.
struct StoredRecord: Sendable {
    /// Its id as URLs name it (`JSONValue.javaScriptText`); nil when it has none.
    let id: String?
    /// The record's text at one level of indentation, as it appears in a list.
    let listText: [UInt8]
    /// A hash of `listText`, for the tags of lists that hold it.
    let hash: UInt64

    /// Stores `value`.
    init(_ value: JSONValue) {
        id = value["id"]?.javaScriptText
        listText = JSONWriter.bytes(value, style: .pretty, indent: 1)
        var hasher = FNV1aHash()
        hasher.combine(listText)
        hash = hasher.value
    }

    /// The record itself (its text is valid JSON whatever its indentation).
    var value: JSONValue {
        (try? JSONParser.parse(listText)) ?? .object([])
    }

    /// What keeping it costs against the server's limit: its text plus bookkeeping.
    var cost: Int { listText.count + CollectionChanges.entryOverhead }
}
