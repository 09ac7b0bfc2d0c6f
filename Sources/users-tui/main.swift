// users-tui: parses the command line and runs the app, the demo server, help or version.
import CHeap
import DemoAPI
import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let version = "0.1.0"

let arguments = Array(CommandLine.arguments.dropFirst())
let command: Command
do {
    command = try CommandLineParser.parse(arguments)
} catch {
    StandardError.write("users-tui: \(error.message)\n\n\(CommandLineParser.usage)")
    exit(2)
}

switch command {
case .help:
    print(CommandLineParser.usage)
case .version:
    print("users-tui \(version)")
case .completions(let shell):
    print(Completions.script(for: shell), terminator: "")
case .demoServer(let arguments):
    exit(DemoServerCommand.run(arguments: arguments))
case .run(let commandLine):
    let environment = ProcessEnvironment.read()
    let options: Options
    do {
        options = try LaunchOptions.resolve(arguments: arguments, commandLine: commandLine, environment: environment)
    } catch {
        // The message quotes the file, which may hold control characters: show them as the screen would.
        StandardError.write("users-tui: " + TextSanitizer.sanitized(error.description))
        exit(2)
    }
    let configuration = Configuration(options: options, environment: environment)
    if options.printConfig {
        print(ConfigPrinter.text(for: configuration), terminator: "")
        exit(0)
    }
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        let which = isatty(STDOUT_FILENO) == 1 ? "standard input" : "standard output"
        StandardError.write("users-tui: \(which) is not a terminal; run users-tui in a terminal (see users-tui --help)")
        exit(2)
    }
    // A list's decoding and its rows allocate and free large blocks: each goes back to the
    // system when freed (100,000 photos loaded on an empty cache: peak RSS 60-67 -> 52-54 MiB).
    heap_map_large_blocks_apart()
    // And freed blocks are reused by any thread (1,000,000 users on an empty cache: the memory
    // held once the list is in, 366 -> 278 MiB).
    heap_share_one_arena()
    let status = MainThreadLoop.run { loop in await AppLauncher.run(configuration, on: loop) }
    // The terminal is restored and everything kept by now. Other threads may still be inside a
    // library (a request that has just loaded libcurl and is starting OpenSSL): `exit` would run
    // the libraries' destructors under them, so the process ends without them.
    fflush(nil)
    _exit(status)
}
