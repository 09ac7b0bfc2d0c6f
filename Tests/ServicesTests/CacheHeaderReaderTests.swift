// The cache header reader against JSONDecoder, the decoder it stands in for: the same headers,
// the same refusals, over valid, padded, incomplete, mistyped and malformed lines.
import Foundation
import Testing

@testable import Services

struct CacheHeaderReaderTests {
    private static let valid =
        #"{"etag":"W/\"956b\"","formatVersion":1,"itemCount":10,"payloadLength":4055,"#
        + #""sourceURL":"http://127.0.0.1:45061/users?_start=0&_limit=200","storedAt":1796354291.4036598}"#

    /// The valid header with the member `name` given `value` (nil: left out).
    private static func with(_ name: String, _ value: String?) -> String {
        var members: [String: String] = [
            "etag": #""W/\"956b\"""#, "formatVersion": "1", "itemCount": "10", "payloadLength": "4055",
            "sourceURL": #""http://a/b""#, "storedAt": "1796354291.5",
        ]
        members[name] = value
        return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
    }

    private static var lines: [String] {
        var lines = [
            valid, valid + String(repeating: " ", count: 40), "  " + valid,
            #"{"formatVersion":1,"storedAt":0,"payloadLength":0}"#,
            #"{"formatVersion":1,"storedAt":0,"payloadLength":0,"partOf":0}"#,
            #"{"formatVersion":1,"storedAt":0,"payloadLength":0,"extra":{"a":[1,{"b":null}]},"more":[true]}"#,
            #"{"formatVersion":1,"formatVersion":2,"storedAt":0,"payloadLength":0}"#,
            #"{"formatVersion":1,"storedAt":0,"payloadLength":0,"etag":"caf\u00e9 \"q\" \\ \/"}"#,
            "", " ", "[]", "[1]", "1", "\"text\"", "null", "{", "{}", valid + "x", valid + valid,
            "{\"formatVersion\":1,}",
        ]
        for name in ["formatVersion", "storedAt", "payloadLength", "sourceURL", "etag", "itemCount", "partOf"] {
            for value in [
                nil, "null", "\"7\"", "7", "-3", "3.0", "1e2", "1.5", "1e30", "true", "{}", "[]", "[7]", "{\"x\":7}",
            ] {
                lines.append(with(name, value))
            }
        }
        return lines
    }

    @Test func readsWhatJSONDecoderReadsAndRefusesWhatItRefuses() {
        var disagreements: [String] = []
        for line in Self.lines {
            let data = Data(line.utf8)
            let decoded = try? JSONDecoder().decode(CacheEnvelope.Header.self, from: data)
            let read = data.withUnsafeBytes(CacheEnvelope.Header.read(from:))
            if read != decoded { disagreements.append(line) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    @Test func aValidHeaderHasEveryField() throws {
        let header = try #require(Data(Self.valid.utf8).withUnsafeBytes(CacheEnvelope.Header.read(from:)))
        #expect(header.formatVersion == 1 && header.itemCount == 10 && header.payloadLength == 4055)
        #expect(header.etag == #"W/"956b""#)
        #expect(header.sourceURL == "http://127.0.0.1:45061/users?_start=0&_limit=200")
        #expect(header.storedAt == 1796354291.4036598)
        #expect(header.partOf == nil)
    }
}
