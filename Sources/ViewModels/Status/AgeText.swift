// AgeText: how long ago something happened, in the short words of the status bar.
import Foundation

/// Short age descriptions: `just now`, `42s ago`, `3m ago`, `2h ago`, `5d ago`.
public enum AgeText {
    /// The age of something `seconds` old (negative ages, from clock skew, are `just now`).
    public static func describe(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 5 else { return "just now" }
        // An age from a damaged cache entry can exceed any Int: it is shown in days, capped.
        let whole = seconds < 1e15 ? Int(seconds) : 1_000_000_000_000_000
        switch whole {
        case ..<60: return "\(whole)s ago"
        case ..<3_600: return "\(whole / 60)m ago"
        case ..<86_400: return "\(whole / 3_600)h ago"
        default: return "\(whole / 86_400)d ago"
        }
    }
}
