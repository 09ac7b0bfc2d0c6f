// Why a configuration file was refused: the file, the line and column, and what is wrong.

/// A configuration file that cannot be used. Start-up stops with it (exit status 2); nothing
/// of the file is applied.
struct ConfigError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it (or the default path).
    var path: String
    /// Where in the file, when the problem is inside it.
    var position: SourcePosition?
    var message: String

    /// `config.toml:12:5: unknown key 'thme' (did you mean 'theme'?)`.
    var description: String {
        position.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
    }
}

/// A problem at a place in the file, before the path is known to the reporter.
struct ConfigProblem: Error, Equatable {
    var position: SourcePosition
    var message: String
}
