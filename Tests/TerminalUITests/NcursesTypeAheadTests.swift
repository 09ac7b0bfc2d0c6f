// A frame goes out whole even while keys wait to be read: ncurses would otherwise leave the
// screen as it was whenever input is pending (its typeahead check), and the keys are still there
// afterwards.
import CNcurses
import Testing

@testable import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite(.serialized)
struct NcursesTypeAheadTests {
    @Test func aFrameIsWrittenWhileKeysWaitAndTheKeysAreKept() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0, &pair) == 0)
        defer { close(pair[1]) }
        let screen = try NcursesTestScreen(output: pair[0])
        defer { screen.close() }
        func written() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while case let size = recv(pair[1], &buffer, buffer.count, Int32(MSG_DONTWAIT)), size > 0 {
                bytes += buffer[..<size]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        func present(_ selected: String) {
            var canvas = Canvas(size: screen.terminal.size)
            canvas.draw("Users (3)", at: Point(x: 1, y: 0), style: .bold)
            canvas.draw(selected, at: Point(x: 1, y: 2), style: .reverse)
            screen.terminal.present(
                FrameUpdate(
                    canvas: canvas, runs: FrameDiff.allRuns(of: canvas),
                    isFullRedraw: false, cursor: nil))
        }
        // The first frame clears the screen, which ncurses writes whatever the input holds.
        present("Ada Lovelace")
        #expect(written().contains("Ada Lovelace"))
        screen.typeAhead(Array("jk".utf8))
        present("Grace Hopper")
        let output = written()
        #expect(output.contains("Grace Hopper"), "the frame was held back: \(output.debugDescription)")
        #expect(screen.terminal.pendingEvents() == [.key(.character("j")), .key(.character("k"))])
    }
}
