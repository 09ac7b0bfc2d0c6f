// Drawing a frame: `ANSIFrameEncoder` turns the update into bytes (every cell after a resize or
// resume, else the changed runs), sent to the terminal in one write.
import CNcurses

extension NcursesTerminal {
    public func present(_ update: FrameUpdate) {
        guard state == .running else { return }
        let repaint = needsRepaint
        if repaint { encoder.forgetTerminalState() }
        needsRepaint = false
        writeRaw(encoder.encode(update, screen: size, repaint: repaint))
    }
}
