// SearchFolding: text folded for case- and accent-insensitive matching, as UTF-8 bytes
// (`Zoë` and `ZOE` both become `zoe`). ASCII, the common case, is folded without Foundation.
import Foundation

/// Folds text into the bytes the search index stores and the filter looks for.
enum SearchFolding {
    /// Appends the folded UTF-8 bytes of `text` to `bytes`; control characters become spaces,
    /// so the index's separators never occur inside a field.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var utf8 = text.utf8
        if !utf8.allSatisfy({ $0 < 0x80 }) {
            utf8 = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).utf8
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            case ..<0x20, 0x7f: bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
    }

    /// The folded bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return bytes
    }
}
