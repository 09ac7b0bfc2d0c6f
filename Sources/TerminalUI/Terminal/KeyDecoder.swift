// Turns what ncurses reads (wide characters, KEY_* codes, mouse reports) into `Event`s: printable
// text, control keys, Alt-x, bracketed paste, clicks and double-clicks. Pure: no ncurses calls,
// so it is tested directly as well as through a real ncurses screen.
import CNcurses

/// Decodes batches of raw ncurses input into events. Keeps state between batches (an open
/// bracketed paste, the last mouse press for double-click detection).
struct KeyDecoder {
    /// Two presses at the same cell within this interval are a double-click.
    var doubleClickInterval: Duration

    private var paste: PasteBuffer?
    private var lastPress: (location: Point, time: ContinuousClock.Instant)?

    init(doubleClickInterval: Duration = .milliseconds(400)) {
        self.doubleClickInterval = doubleClickInterval
    }

    /// The events in `inputs`, all read together at `time`. Inputs that arrive together matter:
    /// ESC followed by a character is Alt plus that character; ESC `[` ... is an escape sequence
    /// ncurses did not know, and is swallowed whole.
    mutating func decode(_ inputs: [RawInput], at time: ContinuousClock.Instant) -> [Event] {
        var events: [Event] = []
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
                if case .resize(let size) = input {
                    events.append(.resize(size))
                } else if let pasted = continuePaste(with: input) { events.append(.paste(pasted)) }
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
                    paste = PasteBuffer()
                } else if let key = Self.functionKey(code) {
                    events.append(.key(key))
                }
            case .mouse(let x, let y, let buttons):
                flushText()
                if let event = mouseEvent(at: Point(x: x, y: y), buttons: buttons, time: time) {
                    events.append(.mouse(event))
                }
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

    /// ESC and what arrived with it: Alt plus a character, a swallowed unknown escape sequence,
    /// or Esc itself. Returns the event (nil when swallowed) and how many inputs it used.
    static func decodeEscape(following rest: ArraySlice<RawInput>) -> (Event?, Int) {
        guard case .character(let next)? = rest.first, let scalar = printableScalar(next) else {
            return (.key(.escape), 0)
        }
        let introducer = Character(scalar)
        let afterIntroducer = rest.dropFirst()
        guard introducer == "[" || introducer == "O", !afterIntroducer.isEmpty else {
            return (.key(.alt(introducer)), 1)
        }
        if introducer == "O" {
            // SS3 plus one character that ncurses did not map: swallow both.
            return (nil, 2)
        }
        // CSI: parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one final byte 0x40-0x7E.
        var consumed = 1
        for input in afterIntroducer {
            guard case .character(let code) = input else { break }
            if (0x20...0x3F).contains(code) {
                consumed += 1
            } else if (0x40...0x7E).contains(code) {
                consumed += 1
                break
            } else {
                break
            }
        }
        return (nil, consumed)
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

    /// A click, double-click or wheel step; nil for motion and other buttons.
    private mutating func mouseEvent(at location: Point, buttons: UInt32, time: ContinuousClock.Instant) -> MouseEvent? {
        let mask = UInt(buttons)
        if mask & UInt(cn_button4_pressed()) != 0 { return MouseEvent(.scrollUp, at: location) }
        if mask & UInt(cn_button5_pressed()) != 0 { return MouseEvent(.scrollDown, at: location) }
        if mask & UInt(cn_button1_double_clicked()) != 0 {
            lastPress = nil
            return MouseEvent(.doubleClick, at: location)
        }
        if mask & UInt(cn_button1_pressed() | cn_button1_clicked()) != 0 {
            if let last = lastPress, last.location == location, time - last.time <= doubleClickInterval {
                lastPress = nil
                return MouseEvent(.doubleClick, at: location)
            }
            lastPress = (location, time)
            return MouseEvent(.press, at: location)
        }
        if mask & UInt(cn_button1_released()) != 0 { return MouseEvent(.release, at: location) }
        return nil
    }

    // MARK: - Bracketed paste

    /// Adds one input to the open paste; returns the pasted text when the paste ends.
    private mutating func continuePaste(with input: RawInput) -> String? {
        switch input {
        case .keyCode(let code) where code == Int32(CN_KEY_PASTE_END):
            let text = paste?.text ?? ""
            paste = nil
            return text
        default:
            paste?.append(input)
            return nil
        }
    }
}

/// Text collected between `ESC [ 200 ~` and `ESC [ 201 ~`, with line ends normalised to `\n`
/// and other control characters dropped.
private struct PasteBuffer {
    var text = ""
    private var lastWasCarriageReturn = false

    mutating func append(_ input: RawInput) {
        let wasCarriageReturn = lastWasCarriageReturn
        lastWasCarriageReturn = false
        switch input {
        case .character(0x0D):
            text += "\n"
            lastWasCarriageReturn = true
        case .character(0x0A):
            if !wasCarriageReturn { text += "\n" }
        case .character(0x09):
            text += "\t"
        case .character(let code):
            if let scalar = KeyDecoder.printableScalar(code) { text.unicodeScalars.append(scalar) }
        case .keyCode(let code) where code == KEY_ENTER:
            text += "\n"
        case .keyCode, .mouse, .resize:
            break
        }
    }
}
