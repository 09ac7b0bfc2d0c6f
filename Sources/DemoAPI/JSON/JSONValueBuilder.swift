// JSONValueBuilder: makes the `JSONValue` tree of what the grammar reads, keeping member order and
// number literals; JSONMemberFinder builds just one top-level member and stops reading there.
import JSONCore

/// Builds the `JSONValue` of a document read by `JSONGrammarReader`.
struct JSONValueBuilder: JSONVisitor {
    static var wantsText: Bool { true }

    /// An object or array being read.
    private struct Container {
        let isObject: Bool
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The name of the member whose value comes next.
        var key = ""
    }

    /// The value read, once it is complete.
    private(set) var value: JSONValue?
    private var open: [Container] = []

    mutating func beginObject() { open.append(Container(isObject: true)) }
    mutating func beginArray() { open.append(Container(isObject: false)) }

    mutating func endContainer() {
        let container = open.removeLast()
        add(container.isObject ? .object(container.members) : .array(container.elements))
    }

    mutating func key(_ name: String) { open[open.count - 1].key = name }
    mutating func string(_ text: String) { add(.string(text)) }
    mutating func number(_ literal: String) { add(.number(literal)) }
    mutating func literal(_ value: Bool?) { add(value.map(JSONValue.bool) ?? .null) }

    private mutating func add(_ value: JSONValue) {
        guard !open.isEmpty else {
            self.value = value
            return
        }
        let last = open.count - 1
        if open[last].isObject {
            open[last].members.append(JSONMember(key: open[last].key, value: value))
        } else {
            open[last].elements.append(value)
        }
    }
}

/// Finds the first member named `key` of a top-level object, building only its value.
struct JSONMemberFinder: JSONVisitor {
    static var wantsText: Bool { true }

    /// The member's value, when it was found.
    var found: JSONValue? { builder.value }
    private(set) var isFinished = false

    private let key: String
    /// How many containers are open (the top-level object is 1).
    private var depth = 0
    /// Whether the value being read is the wanted member's.
    private var isCapturing = false
    private var builder = JSONValueBuilder()

    init(key: String) { self.key = key }

    mutating func beginObject() { begin { $0.beginObject() } }
    mutating func beginArray() {
        if depth == 0 { isFinished = true }  // not an object
        begin { $0.beginArray() }
    }

    mutating func endContainer() {
        depth -= 1
        if isCapturing { builder.endContainer() }
        if depth == 0 || (isCapturing && depth == 1) { isFinished = true }
    }

    mutating func key(_ name: String) {
        if depth == 1 {
            isCapturing = name == key
        } else if isCapturing {
            builder.key(name)
        }
    }

    mutating func string(_ text: String) { scalar { $0.string(text) } }
    mutating func number(_ literal: String) { scalar { $0.number(literal) } }
    mutating func literal(_ value: Bool?) { scalar { $0.literal(value) } }

    private mutating func begin(_ tell: (inout JSONValueBuilder) -> Void) {
        depth += 1
        if isCapturing { tell(&builder) }
    }

    private mutating func scalar(_ tell: (inout JSONValueBuilder) -> Void) {
        if isCapturing { tell(&builder) }
        if depth == 0 || (isCapturing && depth == 1) { isFinished = true }
    }
}
