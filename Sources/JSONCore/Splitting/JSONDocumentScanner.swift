// JSONDocumentScanner: a JSON text fed in chunks, checked as strictly as `JSONGrammarReader` reads
// it (it accepts exactly the same texts and reports the same first error), noting where each
// element of a top-level array begins and ends, so a slice of a big array can be served without
// reading it again. The array is cut by `JSONArrayStreamSplitter` and each element checked by the
// grammar as it completes; a text that is not an array is kept and checked whole at the end.

/// Checks JSON text fed in successive chunks and collects the byte ranges of the top-level
/// array's elements (each from its first byte to just after its last).
package struct JSONDocumentScanner {
    /// Offsets of the first byte of each top-level element, in order.
    package private(set) var starts: [Int] = []
    /// Offsets just past the last byte of each top-level element, in order.
    package private(set) var ends: [Int] = []
    /// Whether the text's value is an array (known after `finish`).
    package private(set) var topLevelIsArray = false

    private var splitter = JSONArrayStreamSplitter(allowsByteOrderMark: false)
    /// The text from its first byte that is not whitespace, once it turned out not to be an array.
    private var value: [UInt8]?
    private var valueStart = 0
    /// The bytes of the chunks scanned before.
    private var consumed = 0

    /// An empty scanner, expecting the first chunk.
    package init() {}

    /// Scans the next chunk of the text.
    package mutating func scan(_ chunk: UnsafeRawBufferPointer) throws(JSONSyntaxError) {
        defer { consumed += chunk.count }
        if value != nil {
            value?.append(contentsOf: chunk)
            return
        }
        var found: [(start: Int, end: Int)] = []
        defer {
            starts.append(contentsOf: found.lazy.map(\.start))
            ends.append(contentsOf: found.lazy.map(\.end))
        }
        do {
            try splitter.feed(chunk) { (element: UnsafeRawBufferPointer, offset: Int) in
                try Self.checkElement(at: offset) { () throws(JSONSyntaxError) in
                    try JSONGrammar.validate(element, depth: 1)
                }
                found.append((offset, offset + element.count))
            }
        } catch let error as JSONSyntaxError {
            throw error
        } catch let error as JSONArrayStreamError where error.kind == .notAnArray {
            valueStart = error.offset
            value = Array(chunk[(error.offset - consumed)...])
        } catch let error as JSONArrayStreamError {
            throw syntaxError(error, in: chunk)
        } catch {
            preconditionFailure("the element check throws only JSONSyntaxError")
        }
    }

    /// Checks that the text ended after one complete value.
    package mutating func finish() throws(JSONSyntaxError) {
        if let value {
            do throws(JSONSyntaxError) {
                try JSONGrammar.validate(value)
            } catch {
                throw error.shifted(by: valueStart)
            }
            return
        }
        do {
            try splitter.finish()
            topLevelIsArray = true
        } catch let error as JSONArrayStreamError where error.kind == .notAnArray {
            throw JSONSyntaxError(offset: consumed, reason: "a value")
        } catch {
            let pending = splitter.elementInProgress(UnsafeRawBufferPointer(start: nil, count: 0), upTo: consumed)
            let start = splitter.elementStart
            if !pending.isEmpty {
                try Self.checkElement(at: start) { () throws(JSONSyntaxError) in
                    try JSONGrammar.validate(pending, depth: 1)
                }
            }
            throw JSONSyntaxError(
                offset: consumed, reason: splitter.isExpectingElement && pending.isEmpty ? "a value" : "',' or ']'")
        }
    }

    // MARK: Errors

    /// Checks an element at `offset` with `validate`, complete or up to where the splitter
    /// stopped: throws the grammar's first error in it. What follows its value in it is what belongs after an element.
    private static func checkElement(at offset: Int, _ validate: () throws(JSONSyntaxError) -> Void)
        throws(JSONSyntaxError)
    {
        do throws(JSONSyntaxError) {
            try validate()
        } catch  where error.reason == "end of input" {
            throw JSONSyntaxError(offset: offset + error.offset, reason: "',' or ']'")
        } catch {
            throw error.shifted(by: offset)
        }
    }

    /// The grammar's error for what the splitter found wrong in `chunk`.
    private func syntaxError(_ error: JSONArrayStreamError, in chunk: UnsafeRawBufferPointer) -> JSONSyntaxError {
        switch error.kind {
        case .unbalanced, .tooDeep:
            let part = splitter.elementInProgress(chunk, upTo: error.offset + 1)
            do throws(JSONSyntaxError) {
                try Self.checkElement(at: splitter.elementStart) { () throws(JSONSyntaxError) in
                    try JSONGrammar.validate(part, depth: 1)
                }
            } catch {
                return error
            }
            return JSONSyntaxError(offset: error.offset, reason: "less nesting")  // not reached: the part is not JSON
        case .unexpectedCharacter(_, let expected) where expected == "',' or ']'":
            return JSONSyntaxError(offset: error.offset, reason: expected)
        case .unexpectedCharacter:
            return JSONSyntaxError(offset: error.offset, reason: "a value")
        case .trailingContent:
            return JSONSyntaxError(offset: error.offset, reason: "end of input")
        case .notAnArray, .unterminatedString, .unterminatedArray:
            return JSONSyntaxError(offset: error.offset, reason: "a value")
        }
    }
}
