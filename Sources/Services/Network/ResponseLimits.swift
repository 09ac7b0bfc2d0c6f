// How many bytes one answer may have, by kind of request, counted after decompression: far above
// the largest real answer, below what would trouble memory or the disk. A body that goes over
// fails at once with `NetworkError.responseTooLarge`, whether it is held in memory or streamed.
import Foundation

/// What a request asks for, which decides how large its answer may be.
public enum ResponseKind: Sendable, Hashable {
    /// One item, a page, a form's echo, weather: small answers.
    case item
    /// A whole list (users, posts, comments), which may hold a million records.
    case list
}

/// The largest body accepted for each kind of request.
public struct ResponseLimits: Sendable, Hashable {
    /// Bytes for `.item` answers (default 8 MiB).
    public var item: Int
    /// Bytes for `.list` answers (default 512 MiB: a million generated users are about 430 MB).
    public var list: Int

    /// Limits of `item` and `list` bytes.
    public init(item: Int = 8 << 20, list: Int = 512 << 20) {
        self.item = max(0, item)
        self.list = max(0, list)
    }

    /// The limit for answers of `kind`.
    public func bytes(for kind: ResponseKind) -> Int {
        switch kind {
        case .item: item
        case .list: list
        }
    }

    /// `bytes` in words: "512 MB", "1.5 MB", "64 KB", "100 bytes" (1 MB = 2^20 bytes).
    public static func describe(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return amount(Double(bytes) / Double(1 << 20)) + " MB" }
        if bytes >= 1 << 10 { return amount(Double(bytes) / Double(1 << 10)) + " KB" }
        return "\(bytes) bytes"
    }

    private static func amount(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down) / 10
        return tenths == tenths.rounded(.down) ? String(Int(tenths)) : String(tenths)
    }
}
