// JSONArrayStreamSplitter: cuts a top-level JSON array that arrives in pieces (a download, a file
// read in chunks) into its elements, handing each one over as soon as its last byte is in, so a
// list can be decoded while it is still arriving and never has to be held whole.
//
// Only the structure is checked: the array's brackets and commas, every bracket inside an element
// matched, strings closed. What is inside an element (numbers, keys, escapes) is the element
// decoder's business. Strings are skipped eight bytes at a time.
import Foundation

/// Splits the bytes of a JSON array, fed in pieces of any size, into its elements.
///
///     var splitter = JSONArrayStreamSplitter()
///     for chunk in chunks {
///         try splitter.feed(chunk) { element in users.append(try decode(element)) }
///     }
///     try splitter.finish()
///
/// An element that straddles pieces is carried over in an internal buffer that holds just that
/// element. After a throw (the splitter's or the callback's) the splitter must not be fed again.
public struct JSONArrayStreamSplitter: Sendable {
    /// What the splitter expects next outside an element.
    private enum Phase {
        case openingBracket, firstElementOrEnd, elementAfterComma, insideElement, commaOrEnd, afterArray
    }

    /// The number of elements handed over so far.
    public private(set) var elementCount = 0
    /// How many of the bytes fed so far run up to the end of the last element handed over: the
    /// array cut there and closed with `]` holds every complete element.
    public private(set) var completeElementsLength = 0

    private var phase = Phase.openingBracket
    /// Bytes fed before the current piece, for error offsets.
    private var consumed = 0
    /// Inside an element: the open brackets, innermost last (true for `{`).
    private var openBrackets: [Bool] = []
    private var isInString = false
    /// Inside a string: the last piece ended with the backslash of an escape.
    private var isEscapePending = false
    /// The element is a bare number or literal (`1`, `true`, `null`).
    private var isInScalar = false
    /// The beginning of the element in progress when it started in an earlier piece.
    private var carried: [UInt8] = []
    /// How many bytes of a UTF-8 byte order mark (EF BB BF) opened the input; it is skipped.
    private var byteOrderMarkLength = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A splitter waiting for the array's `[`.
    public init() {}

    /// Scans `bytes`, the next piece of the array, calling `element` with the bytes of each
    /// element completed in it (whitespace around it excluded), valid only during the call.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer,
                              element: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let end = bytes.count
        var position = 0
        defer { consumed += end }
        while position < end {
            if phase == .insideElement {
                let elementStart = carried.isEmpty ? position : 0
                if let after = try scanElement(start, from: position, to: end) {
                    try handOver(start, from: elementStart, to: after, element: element)
                    position = after
                } else {
                    carried.append(contentsOf: UnsafeBufferPointer(start: start + elementStart, count: end - elementStart))
                    return
                }
                continue
            }
            let byte = start[position]
            if phase == .openingBracket, consumed + position == byteOrderMarkLength, byteOrderMarkLength < 3,
               byte == Self.byteOrderMark[byteOrderMarkLength] {
                byteOrderMarkLength += 1
                position += 1
                continue
            }
            if (1...2).contains(byteOrderMarkLength), consumed + position == byteOrderMarkLength {
                throw failure(.notAnArray, at: position)  // half a byte order mark
            }
            if Self.isWhitespace(byte) {
                position += 1
                continue
            }
            switch phase {
            case .openingBracket:
                guard byte == UInt8(ascii: "[") else { throw failure(.notAnArray, at: position) }
                phase = .firstElementOrEnd
                position += 1
            case .firstElementOrEnd where byte == UInt8(ascii: "]"):
                phase = .afterArray
                position += 1
            case .firstElementOrEnd, .elementAfterComma:
                try beginElement(with: byte, at: position)
                phase = .insideElement
            case .commaOrEnd:
                switch byte {
                case UInt8(ascii: ","): phase = .elementAfterComma
                case UInt8(ascii: "]"): phase = .afterArray
                default: throw failure(.unexpectedCharacter(byte, expected: "',' or ']'"), at: position)
                }
                position += 1
            case .afterArray:
                throw failure(.trailingContent, at: position)
            case .insideElement:
                preconditionFailure("handled above")
            }
        }
    }

    /// `feed` for a piece held in `Data`.
    public mutating func feed(_ data: Data, element: (UnsafeRawBufferPointer) throws -> Void) throws {
        try data.withUnsafeBytes { try feed($0, element: element) }
    }

    /// Checks that the bytes fed so far were the whole array; throws if it is unfinished.
    public func finish() throws {
        switch phase {
        case .afterArray:
            return
        case .openingBracket:
            throw JSONArrayStreamError(kind: .notAnArray, offset: consumed)
        case .insideElement where isInString:
            throw JSONArrayStreamError(kind: .unterminatedString, offset: consumed)
        default:
            throw JSONArrayStreamError(kind: .unterminatedArray, offset: consumed)
        }
    }

    // MARK: Elements

    private mutating func beginElement(with byte: UInt8, at position: Int) throws {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""):
            break
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            isInScalar = true
        case UInt8(ascii: "]") where phase == .elementAfterComma:
            throw failure(.unexpectedCharacter(byte, expected: "an element after ','"), at: position)
        default:
            throw failure(.unexpectedCharacter(byte, expected: "an element"), at: position)
        }
    }

    /// Hands over the element ending before `after` and starting at `from` (or in `carried`).
    private mutating func handOver(_ start: UnsafePointer<UInt8>, from elementStart: Int, to after: Int,
                                   element: (UnsafeRawBufferPointer) throws -> Void) throws {
        phase = .commaOrEnd
        elementCount += 1
        completeElementsLength = consumed + after
        if carried.isEmpty {
            try element(UnsafeRawBufferPointer(start: start + elementStart, count: after - elementStart))
        } else {
            carried.append(contentsOf: UnsafeBufferPointer(start: start, count: after))
            defer { carried.removeAll(keepingCapacity: true) }
            try carried.withUnsafeBytes { try element($0) }
        }
    }

    /// Scans the element in progress from `position`; returns the offset just past its end, or
    /// nil when it goes on past `end`.
    private mutating func scanElement(_ start: UnsafePointer<UInt8>, from position: Int, to end: Int) throws -> Int? {
        var position = position
        if isInScalar {
            while position < end, Self.isScalarByte(start[position]) { position += 1 }
            guard position < end else { return nil }
            isInScalar = false
            return position
        }
        if isInString {
            guard let close = endOfString(start, from: position, to: end) else { return nil }
            isInString = false
            position = close + 1
            if openBrackets.isEmpty { return position }
        }
        while position < end {
            let byte = start[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let close = endOfString(start, from: position, to: end) else {
                    isInString = true
                    return nil
                }
                position = close + 1
                if openBrackets.isEmpty { return position }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                openBrackets.append(byte == UInt8(ascii: "{"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let isObject = openBrackets.popLast(), isObject == (byte == UInt8(ascii: "}")) else {
                    throw failure(.unbalanced(byte), at: position - 1)
                }
                if openBrackets.isEmpty { return position }
            default:
                break
            }
        }
        return nil
    }

    /// The offset of the quote closing the string being scanned, searching from `position`;
    /// nil when the string goes on past `end`. Eight bytes at a time while they hold neither a
    /// quote nor a backslash; an escape is skipped whole, even when it straddles two pieces.
    private mutating func endOfString(_ start: UnsafePointer<UInt8>, from position: Int, to end: Int) -> Int? {
        var position = position
        if isEscapePending {
            isEscapePending = false
            position += 1
        }
        while position < end {
            while position + 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(start + position).loadUnaligned(as: UInt64.self))
                let found = Self.quotesAndBackslashes(in: word)
                if found != 0 {
                    position += found.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
            guard position < end else { break }
            switch start[position] {
            case UInt8(ascii: "\""):
                return position
            case UInt8(ascii: "\\"):
                position += 2
                if position > end {
                    isEscapePending = true
                    return nil
                }
            default:
                position += 1
            }
        }
        return nil
    }

    /// The high bit of each byte of `word` (little-endian) that is a quote or a backslash; exact
    /// for the lowest such byte, which is all the scan looks at.
    private static func quotesAndBackslashes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & (ones &* 0x80)
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Bytes a number or a literal (`true`, `false`, `null`) may hold; the element decoder
    /// checks that they make one.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    private func failure(_ kind: JSONArrayStreamError.Kind, at position: Int) -> JSONArrayStreamError {
        JSONArrayStreamError(kind: kind, offset: consumed + position)
    }
}

/// Why bytes fed to a `JSONArrayStreamSplitter` are not a JSON array.
public struct JSONArrayStreamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// The input does not start with `[` (or is empty).
        case notAnArray
        /// A byte where an element, `,` or `]` belongs; `expected` says which.
        case unexpectedCharacter(UInt8, expected: String)
        /// A closing bracket that does not match the innermost open one.
        case unbalanced(UInt8)
        /// The input ends inside a string.
        case unterminatedString
        /// The input ends before the array's closing `]`.
        case unterminatedArray
        /// Something other than whitespace follows the array's closing `]`.
        case trailingContent
    }

    /// What is wrong.
    public var kind: Kind
    /// The offset of the offending byte from the start of the input (its length for an early end).
    public var offset: Int

    /// Creates an error.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// A sentence naming the problem and where it is.
    public var description: String {
        switch kind {
        case .notAnArray: "Not a JSON array: expected '[' at byte \(offset)"
        case .unexpectedCharacter(let byte, let expected): "Unexpected \(Self.quoted(byte)) at byte \(offset): expected \(expected)"
        case .unbalanced(let byte): "Unbalanced \(Self.quoted(byte)) at byte \(offset)"
        case .unterminatedString: "The JSON array ends inside a string at byte \(offset)"
        case .unterminatedArray: "The JSON array ends before its closing ']' at byte \(offset)"
        case .trailingContent: "Unexpected content after the JSON array at byte \(offset)"
        }
    }

    private static func quoted(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x" + String(byte, radix: 16)
    }
}
