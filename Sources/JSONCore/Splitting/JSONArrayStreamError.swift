// JSONArrayStreamError: why bytes fed to a `JSONArrayStreamSplitter` are not one JSON array, with
// the offset of the offending byte, in a sentence a user can read.

/// Why bytes fed to a `JSONArrayStreamSplitter` are not a JSON array.
package struct JSONArrayStreamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    package enum Kind: Sendable, Hashable {
        /// The input does not start with `[` (or is empty).
        case notAnArray
        /// A byte where an element, `,` or `]` belongs; `expected` says which.
        case unexpectedCharacter(UInt8, expected: String)
        /// A closing bracket that does not match the innermost open one.
        case unbalanced(UInt8)
        /// An opening bracket nested deeper than `JSONArrayStreamSplitter.maximumDepth`.
        case tooDeep
        /// The input ends inside a string.
        case unterminatedString
        /// The input ends before the array's closing `]`.
        case unterminatedArray
        /// Something other than whitespace follows the array's closing `]`.
        case trailingContent
    }

    /// What is wrong, and the offset of the offending byte from the start of the input (its
    /// length for an early end).
    package let kind: Kind, offset: Int

    /// Creates an error.
    package init(kind: Kind, offset: Int) { (self.kind, self.offset) = (kind, offset) }

    /// A sentence naming the problem and where it is.
    package var description: String {
        switch kind {
        case .notAnArray: "Not a JSON array: expected '[' at byte \(offset)"
        case .unexpectedCharacter(let byte, let expected):
            "Unexpected \(Self.quoted(byte)) at byte \(offset): expected \(expected)"
        case .unbalanced(let byte): "Unbalanced \(Self.quoted(byte)) at byte \(offset)"
        case .tooDeep: "JSON nested deeper than \(JSONArrayStreamSplitter.maximumDepth) levels at byte \(offset)"
        case .unterminatedString: "The JSON array ends inside a string at byte \(offset)"
        case .unterminatedArray: "The JSON array ends before its closing ']' at byte \(offset)"
        case .trailingContent: "Unexpected content after the JSON array at byte \(offset)"
        }
    }

    private static func quoted(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
    }
}
