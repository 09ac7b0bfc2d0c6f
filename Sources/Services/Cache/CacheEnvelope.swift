// The on-disk format of one cache file: a one-line JSON header, a newline, then the payload
// bytes verbatim (no re-encoding, so a 100,000-user list is read as fast as the disk allows).
//
//     {"etag":"...","formatVersion":1,"itemCount":3,"payloadLength":1234,"sourceURL":"...","storedAt":1712345678.5}\n
//     <payloadLength bytes of payload>
//
// Entries are written as a stream, so their header is written last, over a placeholder: it is
// padded with spaces to a width fixed when writing starts, wide enough for any date, length and
// count. JSON allows whitespace after a value, so the padded line reads like an unpadded one
// (older readers included). `itemCount` is optional: files without it read as before. An entry
// kept from an interrupted download says `"partOf":N`, the whole list's length (0 when unknown):
// one short key, so the room kept for it in every header stays small.
import Foundation

/// Encodes and decodes cache files.
enum CacheEnvelope {
    /// The format this code writes; files with a higher version are treated as corrupt.
    static let formatVersion = 1
    /// The latest stored-at time accepted (seconds since 1970, the year 2106): an entry dated
    /// later, or before 1970, is corrupt, never "fresh forever".
    static let maximumStoredAt: Double = 4_294_967_296
    /// The longest header line a reader looks for.
    static let maximumHeaderLength = 64 * 1024

    struct Header: Codable, Equatable {
        var formatVersion: Int
        var storedAt: Double
        var sourceURL: String?
        var etag: String?
        var itemCount: Int?
        var payloadLength: Int
        /// Set only on an incomplete entry: the whole list's length, 0 when unknown.
        var partOf: Int?
    }

    /// Why a file could not be read as an envelope.
    enum Failure: Error {
        case malformed(String)
        case futureVersion(Int)
    }

    /// The header line for `metadata`, newline included, padded with spaces to `width` bytes.
    static func headerLine(for metadata: CacheEntryMetadata, width: Int) -> Data {
        var line = encoded(
            Header(
                formatVersion: formatVersion, storedAt: metadata.storedAt.timeIntervalSince1970,
                sourceURL: metadata.sourceURL, etag: metadata.etag, itemCount: metadata.itemCount,
                payloadLength: metadata.payloadLength,
                partOf: metadata.isIncomplete ? metadata.expectedCount ?? 0 : nil))
        if line.count + 1 < width {
            line.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - line.count - 1))
        }
        line.append(0x0A)
        return line
    }

    /// The width of a header line holding `sourceURL` and `etag` that fits any date, length and
    /// count, complete or not.
    static func headerWidth(sourceURL: String?, etag: String?) -> Int {
        encoded(
            Header(
                formatVersion: formatVersion, storedAt: -.greatestFiniteMagnitude, sourceURL: sourceURL, etag: etag,
                itemCount: .max, payloadLength: .max, partOf: .max)
        ).count + 1
    }

    /// What stands in for a header of `width` bytes until it is written: spaces and a newline.
    static func placeholderLine(width: Int) -> Data {
        Data(repeating: UInt8(ascii: " "), count: width - 1) + [0x0A]
    }

    private static func encoded(_ header: Header) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A header of strings and numbers always encodes.
        return (try? encoder.encode(header)) ?? Data("{}".utf8)
    }

    /// The metadata in a header line (without its newline) followed by `payloadBytes` bytes.
    static func metadata(fromHeader line: Data, payloadBytes: Int) throws(Failure) -> CacheEntryMetadata {
        guard let header = line.withUnsafeBytes(Header.read(from:)) else { throw .malformed("unreadable header") }
        guard header.formatVersion <= formatVersion else { throw .futureVersion(header.formatVersion) }
        guard header.formatVersion >= 1 else { throw .malformed("format version \(header.formatVersion)") }
        guard header.storedAt.isFinite, (0...maximumStoredAt).contains(header.storedAt) else {
            throw .malformed("stored-at time \(header.storedAt) out of range")
        }
        guard header.itemCount.map({ $0 >= 0 }) ?? true, header.partOf.map({ $0 >= 0 }) ?? true else {
            throw .malformed("negative item count")
        }
        guard payloadBytes == header.payloadLength else {
            throw .malformed("payload is \(payloadBytes) bytes, header says \(header.payloadLength)")
        }
        return CacheEntryMetadata(
            storedAt: Date(timeIntervalSince1970: header.storedAt), sourceURL: header.sourceURL,
            etag: header.etag, itemCount: header.itemCount, payloadLength: header.payloadLength,
            isIncomplete: header.partOf != nil, expectedCount: header.partOf.flatMap { $0 > 0 ? $0 : nil })
    }

    /// The entry stored in `data`, a whole file.
    static func decode(_ data: Data) throws(Failure) -> CacheEntry {
        guard let newline = data.firstIndex(of: 0x0A) else { throw .malformed("no header line") }
        let payloadStart = data.index(after: newline)
        let metadata = try metadata(
            fromHeader: data[data.startIndex..<newline], payloadBytes: data.endIndex - payloadStart)
        // The payload shares the file's bytes (a slice, not a copy: lists can be tens of MB).
        return CacheEntry(
            payload: data[payloadStart...], storedAt: metadata.storedAt, sourceURL: metadata.sourceURL,
            etag: metadata.etag, itemCount: metadata.itemCount)
    }
}
