// FormValidation: the rules the create forms check, each giving the message shown under a field.
import Foundation

/// Field rules; each returns the message for invalid text, or nil.
enum FormValidation {
    /// `label is required` when `text` is blank.
    static func required(_ text: String, label: String) -> String? {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "\(label) is required" : nil
    }

    /// Whether `text` looks like `x@y.z`: one `@`, something before it, and a dot with text on
    /// both sides after it, with no spaces.
    static func looksLikeEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else {
            return false
        }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
    }
}

extension FormValidation {
    /// `label is required` when blank, `label must be a whole number above 0` when it is not one.
    static func positiveNumber(_ text: String, label: String) -> String? {
        if let missing = required(text, label: label) { return missing }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), number > 0 else {
            return "\(label) must be a whole number above 0"
        }
        return nil
    }
}
