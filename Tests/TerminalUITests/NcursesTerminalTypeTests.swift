// A terminal that cannot place the cursor (TERM=dumb) or that terminfo does not know is refused
// with its own message before a single byte is written to it.
import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite(.serialized)
struct NcursesTerminalTypeTests {
    /// Starts a terminal of `type` on pipes; returns the error and every byte it wrote.
    private func start(type: String) throws -> (error: TerminalError?, written: [UInt8]) {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw TerminalError.setupFailed("pipe") }
        defer { for fd in input + [output[0]] { close(fd) } }
        let terminal = NcursesTerminal(
            input: input[0], output: output[1], terminalType: type, colors: true,
            environment: [:], requiresTTY: false)
        var failure: TerminalError?
        do { try terminal.start() } catch let error as TerminalError { failure = error }
        terminal.stop()
        close(output[1])
        var written: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(output[0], &buffer, buffer.count), count > 0 { written += buffer[..<count] }
        return (failure, written)
    }

    @Test(arguments: ["dumb"])
    func aTerminalWithoutCursorAddressingIsRefusedSilently(type: String) throws {
        let result = try start(type: type)
        #expect(result.error == .cannotAddressCursor(type))
        #expect(result.written.isEmpty)
        #expect(result.error?.description.contains("TERM=\(type) cannot move the cursor") == true)
    }

    @Test(arguments: ["unknown-xyz", "no-such-terminal-42"])
    func anUnknownTerminalIsRefusedSilently(type: String) throws {
        let result = try start(type: type)
        #expect(result.error == .setupFailed("no usable terminfo entry for TERM=\(type)"))
        #expect(result.written.isEmpty)
    }

    @Test func aCapableTerminalStarts() throws {
        let result = try start(type: "xterm-256color")
        #expect(result.error == nil)
        #expect(!result.written.isEmpty)
    }
}
