// Test support: a real ncurses screen on a pipe (input) and /dev/null (output), so raw bytes
// written into the pipe come back as events exactly as they would from a terminal.
import CNcurses
import Foundation

@testable import TerminalUI

/// An `NcursesTerminal` made with `newterm` on a pipe. Call `close()` at the end of the test.
@MainActor
final class NcursesTestScreen {
    let terminal: NcursesTerminal
    private let writeEnd: Int32
    private let readEnd: Int32
    private let output: Int32

    /// A screen reading from a pipe and writing to `output` (default /dev/null; the screen
    /// owns it and closes it).
    init(
        colors: Bool = true, environment: [String: String] = [:], output: Int32? = nil,
        terminalType: String = "xterm-256color"
    ) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TerminalError.setupFailed("pipe") }
        readEnd = fds[0]
        writeEnd = fds[1]
        self.output = output ?? open("/dev/null", O_WRONLY)
        terminal = NcursesTerminal(
            input: readEnd, output: self.output, terminalType: terminalType,
            colors: colors, environment: environment, requiresTTY: false)
        try terminal.start()
    }

    /// Writes `bytes` into the terminal's input in one write and returns the decoded events.
    func events(for bytes: [UInt8]) -> [Event] {
        bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
        return terminal.pendingEvents()
    }

    /// The same for the UTF-8 of `text`.
    func events(for text: String) -> [Event] { events(for: Array(text.utf8)) }

    /// Writes `bytes` into the terminal's input and leaves them there, unread (keys typed ahead).
    func typeAhead(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
    }

    func close() {
        terminal.stop()
        _ = Foundation.close(writeEnd)
        _ = Foundation.close(readEnd)
        _ = Foundation.close(output)
    }
}
