// The process's environment as a dictionary, read from `environ` directly: Foundation's
// `ProcessInfo.environment` (whose first use also sets up `ProcessInfo`) took half a million
// instructions of every start, a thirtieth of the way to the first frame.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

enum ProcessEnvironment {
    /// Every variable as `NAME=value` says; of a name given twice, the first (as `getenv` reads).
    static func read() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let text = entry.pointee {
            let variable = String(cString: text)
            if let equals = variable.firstIndex(of: "=") {
                let name = String(variable[..<equals])
                if variables[name] == nil { variables[name] = String(variable[variable.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
