// JSONVisitor: what a `JSONGrammarReader` tells about the values it reads, in document order, so
// one grammar serves both the reader that only checks a text and those that build something.

/// Receives the values of a JSON document as `JSONGrammarReader` reads them.
package protocol JSONVisitor {
    /// Whether member names, strings and numbers are wanted as text; when false they are only
    /// checked and the text methods are never called.
    static var wantsText: Bool { get }
    /// Whether the visitor has what it wanted; reading stops after the value in progress.
    var isFinished: Bool { get }
    /// An object begins.
    mutating func beginObject()
    /// An array begins.
    mutating func beginArray()
    /// The innermost open object or array ends.
    mutating func endContainer()
    /// A member name (unescaped).
    mutating func key(_ name: String)
    /// A string value (unescaped).
    mutating func string(_ text: String)
    /// A number, as its literal text.
    mutating func number(_ literal: String)
    /// `true`, `false` (as a Bool) or `null` (nil).
    mutating func literal(_ value: Bool?)
}

extension JSONVisitor {
    package var isFinished: Bool { false }
}

/// A visitor that wants nothing: reading with it only checks the text.
package struct JSONCheckingVisitor: JSONVisitor {
    package static var wantsText: Bool { false }
    package init() {}
    package mutating func beginObject() {}
    package mutating func beginArray() {}
    package mutating func endContainer() {}
    package mutating func key(_ name: String) {}
    package mutating func string(_ text: String) {}
    package mutating func number(_ literal: String) {}
    package mutating func literal(_ value: Bool?) {}
}
