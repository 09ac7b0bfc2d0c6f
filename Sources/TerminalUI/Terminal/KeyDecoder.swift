// Turns what ncurses reads (wide characters, KEY_* codes, mouse reports) into `Event`s: printable
// text, control keys, Alt-x, bracketed paste, clicks and double-clicks. Pure: no ncurses calls,
// so it is tested directly as well as through a real ncurses screen.
import CNcurses

/// Decodes batches of raw ncurses input into events. Keeps state between batches (an open
/// bracketed paste, the last mouse press for double-click detection). Time comes only from the
/// caller, so tests drive it with any clock.
struct KeyDecoder {
    /// Two presses at the same cell within this interval are a double-click.
    var doubleClickInterval: Duration
    /// How long and how large a bracketed paste may be.
    var pasteLimits: PasteLimits

    private var paste: BracketedPaste?
    private var lastPress: (location: Point, time: ContinuousClock.Instant)?

    init(doubleClickInterval: Duration = .milliseconds(400), pasteLimits: PasteLimits = .standard) {
        self.doubleClickInterval = doubleClickInterval
        self.pasteLimits = pasteLimits
    }

    /// When an open paste counts as ended if no input comes first: decoding (even an empty
    /// batch) at or after it delivers the paste. Nil when no paste is open.
    var pasteDeadline: ContinuousClock.Instant? { paste?.deadline }

    /// The events in `inputs`, all read together at `time`. Inputs that arrive together matter:
    /// ESC followed by a character is Alt plus that character; ESC `[` ... is an escape sequence
    /// ncurses did not know, and is swallowed whole.
    mutating func decode(_ inputs: [RawInput], at time: ContinuousClock.Instant) -> [Event] {
        var events: [Event] = []
        if let open = paste, time >= open.deadline {
            // The paste went silent: it ended, even though its closing sequence never came.
            paste = nil
            if let text = open.remainingText { events.append(.paste(text)) }
        }
        var text = ""
        func flushText() {
            for character in text { events.append(.key(.character(character))) }
            text = ""
        }
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            if paste != nil {
                events += continuePaste(with: input, at: time)
                continue
            }
            switch input {
            case .character(let code):
                if let scalar = Self.printableScalar(code) {
                    text.unicodeScalars.append(scalar)
                    continue
                }
                flushText()
                if code == 0x1B {
                    let (event, consumed) = Self.decodeEscape(following: inputs[index...])
                    index += consumed
                    if let event { events.append(event) }
                } else if let key = Self.controlKey(code) {
                    events.append(.key(key))
                }
            case .keyCode(let code):
                flushText()
                if code == Int32(CN_KEY_PASTE_BEGIN) {
                    paste = BracketedPaste(limits: pasteLimits, openedAt: time)
                } else if let key = Self.functionKey(code) {
                    events.append(.key(key))
                }
            case .mouse(let x, let y, let buttons):
                flushText()
                events += mouseEvents(at: Point(x: x, y: y), buttons: buttons, time: time).map(Event.mouse)
            case .resize(let size):
                flushText()
                events.append(.resize(size))
            }
        }
        flushText()
        return events
    }

    // MARK: - Characters and control codes

    /// The scalar for a printable wide character; nil for C0/C1 controls, DEL and invalid values.
    static func printableScalar(_ code: UInt32) -> Unicode.Scalar? {
        guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code) else { return nil }
        return Unicode.Scalar(code)
    }

    /// The key for a C0 control code (Enter, Tab, Backspace, Ctrl-letters); nil for NUL and ESC.
    static func controlKey(_ code: UInt32) -> Key? {
        switch code {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x08, 0x7F: .backspace
        case 0x01...0x1A: .control(Character(Unicode.Scalar(code + 0x60)!))
        case 0x1C...0x1F: .control(Character(Unicode.Scalar(code + 0x40)!))
        default: nil
        }
    }

    /// ESC and what arrived with it: Alt plus a character, a swallowed escape sequence ncurses
    /// did not know (CSI, SS3, or a string such as an OSC colour report), or Esc itself.
    /// An introducer with no character after it (end of batch, key code, mouse, resize) is Alt
    /// plus the introducer. Returns the event (nil when swallowed) and how many inputs after the
    /// ESC it used.
    static func decodeEscape(following rest: ArraySlice<RawInput>) -> (Event?, Int) {
        guard case .character(let next)? = rest.first, let scalar = printableScalar(next) else {
            return (.key(.escape), 0)
        }
        let introducer = Character(scalar)
        let body = rest.dropFirst()
        guard case .character? = body.first else { return (.key(.alt(introducer)), 1) }
        switch introducer {
        case "[": return (nil, 1 + controlSequenceLength(body))
        case "O": return (nil, 2)
        case "]", "P", "_": return (nil, 1 + stringSequenceLength(body))
        default: return (.key(.alt(introducer)), 1)
        }
    }

    /// Inputs in the rest of a CSI sequence: parameter bytes 0x30-0x3F, intermediate bytes
    /// 0x20-0x2F, then one final byte 0x40-0x7E (stops early at anything else).
    private static func controlSequenceLength(_ body: ArraySlice<RawInput>) -> Int {
        var length = 0
        for input in body {
            guard case .character(let code) = input else { break }
            if (0x20...0x3F).contains(code) {
                length += 1
            } else {
                if (0x40...0x7E).contains(code) { length += 1 }
                break
            }
        }
        return length
    }

    /// Inputs in the rest of an OSC, DCS or APC string: up to and including BEL or ESC \
    /// (stops early at a key code, mouse report or resize, which no string holds).
    private static func stringSequenceLength(_ body: ArraySlice<RawInput>) -> Int {
        var length = 0
        var afterEscape = false
        for input in body {
            guard case .character(let code) = input else { break }
            length += 1
            if code == 0x07 || (afterEscape && code == 0x5C) { break }
            afterEscape = code == 0x1B
        }
        return length
    }

    // MARK: - KEY_* codes

    /// The key for a `KEY_*` code; nil for codes the app has no use for (they are dropped).
    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME, KEY_A1, KEY_FIND: .home
        case KEY_END, KEY_C1, KEY_SELECT: .end
        case KEY_PPAGE, KEY_A3: .pageUp
        case KEY_NPAGE, KEY_C3: .pageDown
        case KEY_ENTER: .enter
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_IC: .insert
        case (KEY_F0 + 1)...(KEY_F0 + 12): .function(Int(code - KEY_F0))
        default: nil
        }
    }

    // MARK: - Mouse

    /// Presses, releases, double-clicks and wheel steps in one report; none for motion and
    /// other buttons. ncurses merges a press and release read together into one click (a press
    /// then a release), and two such clicks into a double-click (the first click, then the
    /// double-click), so views see the same sequence however the bytes were split.
    private mutating func mouseEvents(at location: Point, buttons: UInt32, time: ContinuousClock.Instant)
        -> [MouseEvent]
    {
        let mask = UInt(buttons)
        func has(_ flag: mmask_t) -> Bool { mask & UInt(flag) != 0 }
        if has(cn_button4_pressed()) { return [MouseEvent(.scrollUp, at: location)] }
        if has(cn_button5_pressed()) { return [MouseEvent(.scrollDown, at: location)] }
        if has(cn_button1_double_clicked()) {
            lastPress = nil
            return [
                MouseEvent(.press, at: location), MouseEvent(.release, at: location),
                MouseEvent(.doubleClick, at: location), MouseEvent(.release, at: location),
            ]
        }
        var events: [MouseEvent] = []
        if has(cn_button1_pressed()) || has(cn_button1_clicked()) {
            events.append(press(at: location, time: time))
        }
        if has(cn_button1_released()) || has(cn_button1_clicked()) {
            events.append(MouseEvent(.release, at: location))
        }
        return events
    }

    /// A press, or a double-click when the previous press was at the same cell just before.
    private mutating func press(at location: Point, time: ContinuousClock.Instant) -> MouseEvent {
        if let last = lastPress, last.location == location, time - last.time <= doubleClickInterval {
            lastPress = nil
            return MouseEvent(.doubleClick, at: location)
        }
        lastPress = (location, time)
        return MouseEvent(.press, at: location)
    }

    // MARK: - Bracketed paste

    /// Adds one input to the open paste: the events it gives (a resize still resizes; Ctrl-C
    /// ends the paste and is delivered after it).
    private mutating func continuePaste(with input: RawInput, at time: ContinuousClock.Instant) -> [Event] {
        if case .resize(let size) = input { return [.resize(size)] }
        switch paste?.add(input, at: time) {
        case .full(let text):
            return [.paste(text)]
        case .ended(let text):
            paste = nil
            let pasted = text.map { [Event.paste($0)] } ?? []
            return input == .character(0x03) ? pasted + [.key(.control("c"))] : pasted
        case .open, nil:
            return []
        }
    }
}
