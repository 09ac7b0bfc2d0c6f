// Maps a cache key to a safe file name: a readable escaped prefix plus a 64-bit FNV-1a hash of
// the (redacted) key, so names are unique, short, free of "/" and ".." and never hold a secret.
import Foundation

/// Cache file naming.
enum CacheFileName {
    /// Extension of entry files.
    static let entryExtension = ".entry"
    /// Prefix of in-progress temporary files.
    static let temporaryPrefix = ".tmp-"
    /// Suffix added to quarantined files.
    static let corruptSuffix = ".corrupt"
    /// Name of the lock file.
    static let lockFile = ".lock"

    /// The entry file name for `key`.
    static func forKey(_ key: String) -> String {
        let redacted = Redactor.redact(key)
        let readable = redacted.unicodeScalars.prefix(48).map { scalar -> String in
            let allowed =
                (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || scalar == "-" || scalar == "_"
            return allowed ? String(scalar) : "_"
        }.joined()
        return readable + "-" + fnv1a(redacted) + entryExtension
    }

    /// The companion file name of entry file `name` (see `JSONDiskCache+Companions`).
    static func companion(ofEntry name: String) -> String {
        String(name.dropLast(entryExtension.count)) + companionExtension
    }

    /// Extension of companion files.
    static let companionExtension = ".packed"

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func fnv1aValue(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 hex digits.
    static func fnv1a(_ text: String) -> String {
        let hex = String(fnv1aValue(text), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
