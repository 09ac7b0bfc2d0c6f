// OSC 52: the escape sequence that asks the terminal to put text on the system clipboard. It
// works over SSH, since the terminal (not the remote host) owns the clipboard.
import Foundation

/// Builds the bytes that copy text to the clipboard.
///
///     OSC52.sequence(copying: "hi", through: .none)   // ESC ] 52 ; c ; aGk= BEL
///     OSC52.sequence(copying: "hi", through: .tmux)   // ESC P tmux; ESC ESC ] 52 ; c ; aGk= BEL ESC \
public enum OSC52 {
    /// The longest piece of a sequence GNU screen passes through in one device-control string.
    static let screenChunkLength = 76

    /// The sequence that copies `text`, after the same sanitising as the screen (so data can no
    /// more reach the clipboard with control characters than it can reach the screen), wrapped
    /// for `multiplexer`.
    public static func sequence(copying text: String, through multiplexer: TerminalMultiplexer) -> [UInt8] {
        let payload = Data(sanitized(text).utf8).base64EncodedString()
        let osc = Array("\u{1B}]52;c;\(payload)\u{07}".utf8)
        let escape: UInt8 = 0x1B
        let stringTerminator: [UInt8] = [escape, UInt8(ascii: "\\")]
        switch multiplexer {
        case .none:
            return osc
        case .tmux:
            // Inside the passthrough every ESC of the wrapped sequence is doubled.
            let doubled = osc.flatMap { $0 == escape ? [escape, escape] : [$0] }
            return Array("\u{1B}Ptmux;".utf8) + doubled + stringTerminator
        case .screen:
            return stride(from: 0, to: osc.count, by: screenChunkLength).flatMap { start in
                [escape, UInt8(ascii: "P")] + osc[start..<min(start + screenChunkLength, osc.count)] + stringTerminator
            }
        }
    }

    /// `text` with each line made safe as `TextSanitizer` makes it for the screen; line breaks
    /// are kept (as `\n`), every other control character becomes `�`.
    public static func sanitized(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { TextSanitizer.sanitized(String($0)) }
            .joined(separator: "\n")
    }
}
