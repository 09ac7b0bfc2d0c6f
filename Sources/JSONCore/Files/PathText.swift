// PathText: file paths as text, joined and standardized without Foundation's `URL`, whose path
// operations (`appendingPathComponent`, `standardizedFileURL`) first build a set of the bytes a
// path may hold: about 0.4 million instructions the first time, at every start of the app. The
// cache and the demo server's fixtures find their folders with these instead.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File paths handled as strings.
package enum PathText {
    /// `name` (one or more components) inside `folder`.
    package static func joining(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` with empty and `.` components dropped and each `..` taking away the component before
    /// it, as `URL.standardizedFileURL` does for a file path (lexically: symbolic links are not
    /// followed). `..` above the root of an absolute path stays at the root; a relative path keeps
    /// the `..` it cannot resolve. Done on the UTF-8 bytes (splitting into substrings would
    /// instantiate as much generic machinery as the `URL` call it replaces).
    package static func standardized(_ path: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        let isAbsolute = bytes.first == slash
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 1)
        // Where each component kept starts in `result`, and whether it is a `..` kept.
        var starts: [Int] = []
        var kept: [Bool] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != slash { end += 1 }
            let count = end - start
            if count == 0 || (count == 1 && bytes[start] == dot) {
                // Empty or `.`: dropped.
            } else if count == 2, bytes[start] == dot, bytes[start + 1] == dot,
                let last = kept.last, !last
            {
                result.removeSubrange(starts.removeLast()...)
                kept.removeLast()
            } else if count == 2, bytes[start] == dot, bytes[start + 1] == dot, isAbsolute, kept.isEmpty {
                // `..` at the root stays there.
            } else {
                starts.append(result.count)
                if !result.isEmpty || isAbsolute { result.append(slash) }
                result.append(contentsOf: bytes[start..<end])
                kept.append(count == 2 && bytes[start] == dot && bytes[start + 1] == dot)
            }
            start = end + 1
        }
        if result.isEmpty { return isAbsolute ? "/" : "." }
        return String(decoding: result, as: UTF8.self)
    }

    /// `path` made absolute from the process's current folder when it is relative, and
    /// standardized.
    package static func absolute(_ path: String) -> String {
        standardized(path.hasPrefix("/") ? path : joining(currentFolder(), path))
    }

    private static func currentFolder() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "/"
    }

    /// The folder holding `path` (standardized first): `/` for a top-level entry and for `/`.
    package static func parent(of path: String) -> String {
        let path = standardized(path)
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
