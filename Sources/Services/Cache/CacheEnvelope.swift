// The on-disk format of one cache file: a one-line JSON header, a newline, then the payload
// bytes verbatim (no re-encoding, so a 100,000-user list is read as fast as the disk allows).
//
//     {"formatVersion":1,"storedAt":1712345678.5,"sourceURL":"...","etag":"...","payloadLength":1234}\n
//     <payloadLength bytes of payload>
import Foundation

/// Encodes and decodes cache files.
enum CacheEnvelope {
    /// The format this code writes; files with a higher version are treated as corrupt.
    static let formatVersion = 1

    struct Header: Codable {
        var formatVersion: Int
        var storedAt: Double
        var sourceURL: String?
        var etag: String?
        var payloadLength: Int
    }

    /// Why a file could not be read as an envelope.
    enum Failure: Error {
        case malformed(String)
        case futureVersion(Int)
    }

    /// The bytes of a file holding `entry`.
    static func encode(_ entry: CacheEntry) -> Data {
        let header = Header(formatVersion: formatVersion, storedAt: entry.storedAt.timeIntervalSince1970,
                            sourceURL: entry.sourceURL.map(Redactor.redact), etag: entry.etag,
                            payloadLength: entry.payload.count)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A header of strings and numbers always encodes.
        var data = (try? encoder.encode(header)) ?? Data("{}".utf8)
        data.append(0x0A)
        data.append(entry.payload)
        return data
    }

    /// The entry stored in `data`.
    static func decode(_ data: Data) throws(Failure) -> CacheEntry {
        guard let newline = data.firstIndex(of: 0x0A) else { throw .malformed("no header line") }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data[data.startIndex..<newline])
        } catch {
            throw .malformed("unreadable header")
        }
        guard header.formatVersion <= formatVersion else { throw .futureVersion(header.formatVersion) }
        guard header.formatVersion >= 1 else { throw .malformed("format version \(header.formatVersion)") }
        let payloadStart = data.index(after: newline)
        guard data.endIndex - payloadStart == header.payloadLength else {
            throw .malformed("payload is \(data.endIndex - payloadStart) bytes, header says \(header.payloadLength)")
        }
        // The payload shares the file's bytes (a slice, not a copy: lists can be tens of MB).
        return CacheEntry(payload: data[payloadStart...],
                          storedAt: Date(timeIntervalSince1970: header.storedAt),
                          sourceURL: header.sourceURL, etag: header.etag)
    }
}
