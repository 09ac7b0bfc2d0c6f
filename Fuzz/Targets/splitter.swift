// Fuzz target `splitter`: JSONArrayStreamSplitter, and the 64-byte element scan under it
// (CJSONScan), on arbitrary bytes, fed whole and in pieces of 1, 7, 63, 64 and 65 bytes.
//
// Invariants: splitting throws or succeeds, never crashes or reads outside its input (the address
// sanitizer watches the C scan too); the outcome (the elements, or the error with its offset) is
// the same whatever the pieces; when the input is one JSON array by the package's strict grammar
// (after a byte order mark, which the splitter skips), the splitter hands over as many elements
// as JSONSerialization reads (unless it refused nesting deeper than its limit), and each of them
// is one JSON value. (JSONSerialization alone is no reference: it takes `[1,]`.)
import Foundation
import JSONCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSplitter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let whole = split(bytes, inPiecesOf: max(bytes.count, 1))
    for size in [1, 7, 63, 64, 65] {
        let pieces = split(bytes, inPiecesOf: size)
        require(pieces == whole, "pieces of \(size) bytes: \(pieces), whole: \(whole)")
    }
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard text.first(where: { !JSONByteScan.isWhitespace($0) }) == UInt8(ascii: "["),
        (try? JSONGrammar.validate(text)) != nil,
        let array = try? JSONSerialization.jsonObject(with: Data(text), options: .fragmentsAllowed) as? [Any]
    else { return 0 }
    switch whole {
    case .elements(let elements):
        require(elements.count == array.count, "\(elements.count) elements, JSONSerialization \(array.count)")
        for element in elements {
            let value = try? JSONSerialization.jsonObject(with: Data(element), options: .fragmentsAllowed)
            require(value != nil, "an element is not one JSON value: \(String(decoding: element, as: UTF8.self))")
        }
    case .failure(let error):
        require(error.kind == .tooDeep, "JSONSerialization reads an array the splitter refuses: \(error)")
    }
    return 0
}

/// What splitting an input gives.
private enum Outcome: Equatable {
    case elements([[UInt8]])
    case failure(JSONArrayStreamError)
}

/// `bytes` split fed in pieces of `size` bytes.
private func split(_ bytes: [UInt8], inPiecesOf size: Int) -> Outcome {
    var splitter = JSONArrayStreamSplitter()
    var elements: [[UInt8]] = []
    do {
        var start = 0
        repeat {
            let end = min(start + size, bytes.count)
            try bytes[start..<end].withUnsafeBytes { try splitter.feed($0) { elements.append(Array($0)) } }
            start = end
        } while start < bytes.count
        try splitter.finish()
        return .elements(elements)
    } catch let error as JSONArrayStreamError {
        return .failure(error)
    } catch {
        fatalError("the splitter threw \(error)")
    }
}
