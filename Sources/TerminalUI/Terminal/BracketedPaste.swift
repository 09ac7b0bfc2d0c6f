// A bracketed paste being read: the text between `ESC [ 200 ~` and `ESC [ 201 ~`, bounded so a
// paste that never closes cannot swallow the keyboard. It ends at the closing sequence, at
// Ctrl-C (which then still quits), after a second with no input, or, at its size limit, stops
// collecting: the text so far is delivered at once and the rest of the paste is dropped.
import CNcurses

/// The limits on one bracketed paste.
public struct PasteLimits: Hashable, Sendable {
    /// The most UTF-8 bytes a paste delivers; the rest of a longer paste is dropped.
    public var maximumBytes: Int
    /// How long a paste may go without input before it counts as ended.
    public var silence: Duration

    /// One mebibyte, and one second of silence.
    public static let standard = PasteLimits(maximumBytes: 1 << 20, silence: .seconds(1))

    public init(maximumBytes: Int, silence: Duration) {
        self.maximumBytes = maximumBytes
        self.silence = silence
    }
}

/// An open bracketed paste. Line ends become `\n`, tabs stay, other control characters and
/// keys read inside the paste are dropped.
struct BracketedPaste {
    /// What one input did to the paste.
    enum Step: Equatable {
        /// Collected (or dropped); the paste is still open.
        case open
        /// The paste reached its size limit: deliver this text now; the rest is dropped.
        case full(String)
        /// The paste ended (closing sequence or Ctrl-C): deliver this text, unless it was
        /// already delivered when the paste filled up (then nil).
        case ended(String?)
    }

    private let limits: PasteLimits
    private var text = ""
    private var byteCount = 0
    private var isFull = false
    private var lastWasCarriageReturn = false
    /// When the last input of the paste arrived.
    private(set) var lastInput: ContinuousClock.Instant

    init(limits: PasteLimits, openedAt time: ContinuousClock.Instant) {
        self.limits = limits
        self.lastInput = time
    }

    /// When the paste counts as ended if nothing else arrives.
    var deadline: ContinuousClock.Instant { lastInput + limits.silence }

    /// The text to deliver when the paste ends without its closing sequence (silence or Ctrl-C);
    /// nil when it was delivered already.
    var remainingText: String? { isFull ? nil : text }

    /// Adds one input read at `time`.
    mutating func add(_ input: RawInput, at time: ContinuousClock.Instant) -> Step {
        lastInput = time
        switch input {
        case .keyCode(let code) where code == Int32(CN_KEY_PASTE_END):
            return .ended(remainingText)
        case .character(0x03):
            return .ended(remainingText)
        default:
            guard !isFull else { return .open }
            append(input)
            guard byteCount > limits.maximumBytes else { return .open }
            // Only the scalar just added went over the limit.
            isFull = true
            text.unicodeScalars.removeLast()
            defer { text = "" }
            return .full(text)
        }
    }

    private mutating func append(_ input: RawInput) {
        let wasCarriageReturn = lastWasCarriageReturn
        lastWasCarriageReturn = false
        switch input {
        case .character(0x0D):
            append("\n")
            lastWasCarriageReturn = true
        case .character(0x0A):
            if !wasCarriageReturn { append("\n") }
        case .character(0x09):
            append("\t")
        case .character(let code):
            if let scalar = KeyDecoder.printableScalar(code) { append(scalar) }
        case .keyCode(let code) where code == KEY_ENTER:
            append("\n")
        case .keyCode, .mouse, .resize:
            break
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        text.unicodeScalars.append(scalar)
        byteCount += UTF8.width(scalar)
    }
}
