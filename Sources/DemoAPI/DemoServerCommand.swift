// DemoServerCommand: `users-tui demo-server [--port N] [--demo-data DIR] [--fault SPEC]...`,
// the demo API as a standalone process for curl, the end-to-end tests and the fault matrix.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The standalone demo server command.
public enum DemoServerCommand {
    /// The usage text printed by `--help` and on a bad argument.
    public static let usage = """
        usage: users-tui demo-server [--port N] [--demo-data DIR] [--fault SPEC]...
          --port N          listen on 127.0.0.1:N (default: a free port)
          --demo-data DIR   serve DIR/users.json, posts.json, comments.json, todos.json, albums.json,
                            photos.json instead of the fixtures
          --fault SPEC      inject faults, e.g. '/users=status:500' or 'GET /posts=delay:300,times:2'
                            (repeatable; grammar: [METHOD] /prefix=effect[,effect]...; effects:
                            delay:MS status:CODE retry-after:S body:TEXT truncate malformed
                            wrong-shape empty huge:MB drop hang drip:MS rate:KB times:K)
        """

    /// The parsed command line.
    struct Options: Equatable {
        var port: UInt16 = 0
        var dataDirectory: String?
        var faults = FaultPlan()
        var showHelp = false
    }

    /// Runs the server with `arguments` (those after `demo-server`) until SIGINT or SIGTERM.
    /// Prints `Listening on http://127.0.0.1:PORT` when ready. Returns 0, or 2 for bad arguments,
    /// 1 when the server cannot start.
    public static func run(arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            printError("users-tui demo-server: \(error.message)\n\(usage)")
            return 2
        }
        if options.showHelp {
            FileHandle.standardOutput.write(Data((usage + "\n").utf8))
            return 0
        }
        guard let folder = options.dataDirectory ?? DemoFixtures.defaultFolder()
        else {
            printError("users-tui demo-server: fixtures not found; set USERS_TUI_RESOURCES or pass --demo-data DIR")
            return 1
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        defer { pthread_sigmask(SIG_UNBLOCK, &signals, nil) }
        let server: DemoServer
        do {
            server = try DemoServer(fixturesFolder: folder, faults: options.faults)
            try server.start(port: options.port)
        } catch {
            printError("users-tui demo-server: \(error)")
            return 1
        }
        FileHandle.standardOutput.write(Data("Listening on \(server.baseURL.absoluteString)\n".utf8))
        var received: Int32 = 0
        sigwait(&signals, &received)
        server.stop()
        return 0
    }

    /// A bad command line, described in one line naming the argument.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Parses the arguments after `demo-server`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                options.showHelp = true
            case "--port":
                let text = try value(for: argument)
                guard let port = UInt16(text) else {
                    throw UsageError(message: "--port: '\(text)' is not a port number")
                }
                options.port = port
            case "--demo-data":
                let path = try value(for: argument)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
                else {
                    throw UsageError(message: "--demo-data: '\(path)' is not a folder")
                }
                options.dataDirectory = path
            case "--fault":
                let spec = try value(for: argument)
                do {
                    options.faults = options.faults.merged(with: try FaultPlan(parsing: spec))
                } catch {
                    throw UsageError(message: "--fault: \(error.description)")
                }
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
