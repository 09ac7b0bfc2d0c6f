// AgeText: how long ago something happened, in the short words of the status bar.
import Foundation

/// Short age descriptions: `just now`, `42s ago`, `3m ago`, `2h ago`, `5d ago`.
public enum AgeText {
    /// The age of something `seconds` old (negative ages, from clock skew, are `just now`).
    public static func describe(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 5 else { return "just now" }
        // Ages beyond a million years (a damaged or hostile stored time) would not fit an Int.
        guard seconds < 3e13 else { return "long ago" }
        let whole = Int(seconds)
        switch whole {
        case ..<60: return "\(whole)s ago"
        case ..<3_600: return "\(whole / 60)m ago"
        case ..<86_400: return "\(whole / 3_600)h ago"
        default: return "\(whole / 86_400)d ago"
        }
    }
}
