// Numbers in response headers (Content-Length, X-Total-Count, Retry-After), read strictly: a
// value from a server is range-checked where it becomes a number, never trusted to fit.
import Foundation

/// Parses numeric header values.
public enum HeaderNumber {
    /// A count: decimal digits only (no sign, no fraction), at most Int.max; nil otherwise.
    public static func count(_ text: String) -> Int? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(digits)
    }

    /// A number of seconds: finite and not negative (e.g. "2", "0.5"); nil otherwise.
    public static func seconds(_ text: String) -> TimeInterval? {
        guard let value = TimeInterval(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else {
            return nil
        }
        return value
    }
}
