// JSONArrayStreamSplitter: cuts a top-level JSON array into its elements, whether it arrives in
// pieces (a download, a file read in chunks) or is held whole, handing each one over with its
// offset as soon as its last byte is in, so a list can be read while it is still arriving and
// never has to be held whole.
//
// Only the structure is checked: the array's brackets and commas, every bracket inside an element
// matched (no deeper than `maximumDepth`), strings closed. What is inside an element (numbers,
// keys, escapes) is the element reader's business. Objects and arrays are scanned sixty-four bytes
// at a time by CJSONScan, which looks at no string one byte or one token at a time.
import CJSONScan
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
package struct JSONArrayStreamSplitter: Sendable {
    /// The deepest nesting accepted, the array itself included.
    package static let maximumDepth = Int(CJSON_ELEMENT_MAXIMUM_DEPTH) + 1

    /// What the splitter expects next outside an element.
    private enum Phase {
        case openingBracket, firstElementOrEnd, elementAfterComma, insideElement, commaOrEnd, afterArray
    }

    /// The number of elements handed over so far.
    package private(set) var elementCount = 0
    /// The offset of the first byte of the element in progress (or of the last one handed over).
    package private(set) var elementStart = 0
    /// How many of the bytes fed so far run up to the end of the last element handed over: the
    /// array cut there and closed with `]` holds every complete element.
    package private(set) var completeElementsLength = 0

    private let allowsByteOrderMark: Bool
    private var phase = Phase.openingBracket
    /// Bytes fed before the current piece, for offsets.
    private var consumed = 0
    /// Inside an object or an array: where the scan of its structure stands.
    private var containerScan = cjson_element_scan()
    /// The element is a string; `isInString` once its opening quote is passed.
    private var isInStringElement = false
    private var isInString = false
    /// Inside a string element: the last piece ended with the backslash of an escape.
    private var isEscapePending = false
    /// The element is a bare number or literal (`1`, `true`, `null`).
    private var isInScalar = false
    /// The beginning of the element in progress when it started in an earlier piece.
    private var carried: [UInt8] = []
    /// How many bytes of a UTF-8 byte order mark (EF BB BF) opened the input; it is skipped.
    private var byteOrderMarkLength = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A splitter waiting for the array's `[`; a UTF-8 byte order mark before it is skipped
    /// when `allowsByteOrderMark`.
    package init(allowsByteOrderMark: Bool = true) {
        self.allowsByteOrderMark = allowsByteOrderMark
    }

    /// Splits `bytes`, one whole array, calling `element` with each element and its offset.
    package static func split(
        _ bytes: UnsafeRawBufferPointer,
        element: (UnsafeRawBufferPointer, Int) throws -> Void
    ) throws {
        var splitter = JSONArrayStreamSplitter()
        try splitter.feed(bytes, element: element)
        try splitter.finish()
    }

    /// Scans `bytes`, the next piece of the array, calling `element` with the bytes of each
    /// element completed in it (whitespace around it excluded), valid only during the call.
    package mutating func feed(
        _ bytes: UnsafeRawBufferPointer,
        element: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        try scan(bytes) { bytes, _ in try element(bytes) }
    }

    /// `feed`, also giving each element's offset from the start of the input.
    package mutating func feed(
        _ bytes: UnsafeRawBufferPointer,
        element: (UnsafeRawBufferPointer, Int) throws -> Void
    ) throws {
        try scan(bytes, element: element)
    }

    /// `feed` for a piece held in `Data`.
    package mutating func feed(_ data: Data, element: (UnsafeRawBufferPointer) throws -> Void) throws {
        try data.withUnsafeBytes { try scan($0) { bytes, _ in try element(bytes) } }
    }

    /// Checks that the bytes fed so far were the whole array; throws if it is unfinished.
    package func finish() throws {
        switch phase {
        case .afterArray:
            return
        case .openingBracket:
            throw JSONArrayStreamError(kind: .notAnArray, offset: consumed)
        case .insideElement where isInString || containerScan.in_string != 0:
            throw JSONArrayStreamError(kind: .unterminatedString, offset: consumed)
        default:
            throw JSONArrayStreamError(kind: .unterminatedArray, offset: consumed)
        }
    }

    /// Whether the input ended inside an element (or before any element after a `,` or `[`).
    package var isExpectingElement: Bool {
        phase == .insideElement || phase == .firstElementOrEnd || phase == .elementAfterComma
    }

    /// The bytes of the element in progress, from its start up to the offset `end`, given
    /// `piece`, the piece fed last (after a throw or `finish`, to look at what went wrong).
    package func elementInProgress(_ piece: UnsafeRawBufferPointer, upTo end: Int) -> [UInt8] {
        guard phase == .insideElement else { return [] }
        let pieceStart = consumed - piece.count
        let startInPiece = max(0, elementStart - pieceStart)
        let endInPiece = min(piece.count, max(startInPiece, end - pieceStart))
        return (elementStart < pieceStart ? carried : []) + Array(piece[startInPiece..<endInPiece])
    }

    // MARK: Scanning

    @inline(__always)
    private mutating func scan(
        _ bytes: UnsafeRawBufferPointer,
        element: (UnsafeRawBufferPointer, Int) throws -> Void
    ) throws {
        guard let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let end = bytes.count
        var position = 0
        defer { consumed += end }
        while position < end {
            if phase == .insideElement {
                let startInPiece = carried.isEmpty ? position : 0
                if let after = try scanElement(start, from: position, to: end) {
                    try handOver(start, from: startInPiece, to: after, element: element)
                    position = after
                } else {
                    carried.append(
                        contentsOf: UnsafeBufferPointer(start: start + startInPiece, count: end - startInPiece))
                    return
                }
                continue
            }
            let byte = start[position]
            if allowsByteOrderMark, phase == .openingBracket, consumed + position == byteOrderMarkLength,
                byteOrderMarkLength < 3, byte == Self.byteOrderMark[byteOrderMarkLength]
            {
                byteOrderMarkLength += 1
                position += 1
                continue
            }
            if (1...2).contains(byteOrderMarkLength), consumed + position == byteOrderMarkLength {
                throw failure(.notAnArray, at: position)  // half a byte order mark
            }
            if JSONByteScan.isWhitespace(byte) {
                position += 1
                continue
            }
            try step(byte, at: position)
            if phase != .insideElement { position += 1 }
        }
    }

    /// Takes `byte`, outside any element; on the first byte of an element, enters it.
    private mutating func step(_ byte: UInt8, at position: Int) throws {
        switch phase {
        case .openingBracket:
            guard byte == UInt8(ascii: "[") else { throw failure(.notAnArray, at: position) }
            phase = .firstElementOrEnd
        case .firstElementOrEnd where byte == UInt8(ascii: "]"):
            phase = .afterArray
        case .firstElementOrEnd, .elementAfterComma:
            try beginElement(with: byte, at: position)
        case .commaOrEnd:
            switch byte {
            case UInt8(ascii: ","): phase = .elementAfterComma
            case UInt8(ascii: "]"): phase = .afterArray
            default: throw failure(.unexpectedCharacter(byte, expected: "',' or ']'"), at: position)
            }
        case .afterArray:
            throw failure(.trailingContent, at: position)
        case .insideElement:
            preconditionFailure("elements are scanned by scanElement")
        }
    }

    private mutating func beginElement(with byte: UInt8, at position: Int) throws {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            break
        case UInt8(ascii: "\""):
            isInStringElement = true
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"),
            UInt8(ascii: "n"):
            isInScalar = true
        case UInt8(ascii: "]") where phase == .elementAfterComma:
            throw failure(.unexpectedCharacter(byte, expected: "an element after ','"), at: position)
        default:
            throw failure(.unexpectedCharacter(byte, expected: "an element"), at: position)
        }
        phase = .insideElement
        elementStart = consumed + position
    }

    /// Hands over the element ending before `after` and starting at `from` (or in `carried`).
    private mutating func handOver(
        _ start: UnsafePointer<UInt8>, from startInPiece: Int, to after: Int,
        element: (UnsafeRawBufferPointer, Int) throws -> Void
    ) throws {
        phase = .commaOrEnd
        elementCount += 1
        completeElementsLength = consumed + after
        if carried.isEmpty {
            try element(UnsafeRawBufferPointer(start: start + startInPiece, count: after - startInPiece), elementStart)
        } else {
            carried.append(contentsOf: UnsafeBufferPointer(start: start, count: after))
            defer { carried.removeAll(keepingCapacity: true) }
            let offset = elementStart
            try carried.withUnsafeBytes { try element($0, offset) }
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
        if isInStringElement {
            if !isInString {
                isInString = true
                position += 1  // the opening quote
            }
            guard let close = endOfString(start, from: position, to: end) else { return nil }
            isInString = false
            isInStringElement = false
            return close + 1
        }
        var errorOffset = 0
        let after = cjson_scan_element(&containerScan, start, position, end, &errorOffset)
        switch after {
        case CJSON_SCAN_NEEDS_MORE:
            return nil
        case CJSON_SCAN_TOO_DEEP:
            throw failure(.tooDeep, at: errorOffset)
        case CJSON_SCAN_UNBALANCED:
            throw failure(.unbalanced(start[errorOffset]), at: errorOffset)
        default:
            return after
        }
    }

    /// The offset of the quote closing the string being scanned, searching from `position`;
    /// nil when the string goes on past `end`. An escape is skipped whole, even when it
    /// straddles two pieces.
    private mutating func endOfString(_ start: UnsafePointer<UInt8>, from position: Int, to end: Int) -> Int? {
        var position = position
        if isEscapePending {
            isEscapePending = false
            position += 1
        }
        while position < end {
            position = JSONByteScan.firstStringSpecial(start, from: position, to: end, controls: false)
            guard position < end else { break }
            if start[position] == UInt8(ascii: "\"") { return position }
            position += 2  // a backslash and the byte it escapes
            if position > end {
                isEscapePending = true
                return nil
            }
        }
        return nil
    }

    /// Bytes a number or a literal (`true`, `false`, `null`) may hold; the element reader
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
