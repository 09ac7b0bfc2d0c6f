// Reading input with ncurses: every pending wget_wch result (plus getmouse for KEY_MOUSE and the
// new size for KEY_RESIZE), decoded into events by `KeyDecoder`.
import CNcurses

extension NcursesTerminal {
    public func pendingEvents() -> [Event] {
        guard state == .running, let window = inputWindow ?? cn_stdscr() else { return [] }
        return decoder.decode(readRawInputs(from: window), at: clock.now)
    }

    public var inputDeadline: ContinuousClock.Instant? { decoder.pasteDeadline }

    /// Everything ncurses can deliver without blocking. Reading stops at the second ERR in a
    /// row: wget_wch also answers ERR for an invalid UTF-8 byte, and may have pushed the byte
    /// after it back into its own queue, where no readable fd would announce it.
    func readRawInputs(from window: UnsafeMutablePointer<WINDOW>) -> [RawInput] {
        var inputs: [RawInput] = []
        var errorsInARow = 0
        while errorsInARow < 2 {
            var code: UInt32 = 0
            let kind = cn_get_wch(window, &code)
            if kind == ERR {
                errorsInARow += 1
                continue
            }
            errorsInARow = 0
            guard kind == KEY_CODE_YES else {
                inputs.append(.character(code))
                continue
            }
            switch Int32(bitPattern: code) {
            case KEY_MOUSE:
                var x: Int32 = 0
                var y: Int32 = 0
                var buttons: mmask_t = 0
                if cn_get_mouse(&x, &y, &buttons) == OK {
                    inputs.append(.mouse(x: Int(x), y: Int(y), buttons: UInt32(buttons)))
                }
            case KEY_RESIZE:
                inputs.append(.resize(size))
            default:
                inputs.append(.keyCode(Int32(bitPattern: code)))
            }
        }
        return inputs
    }
}
