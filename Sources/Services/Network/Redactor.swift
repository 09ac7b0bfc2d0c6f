// Removes secrets (API keys in query strings) from any text before it is shown, logged or
// written to disk: `appid=abc123` becomes `appid=***`.
import Foundation

/// Redacts secret query values from URLs and free text.
public enum Redactor {
    /// Query parameter names whose values are secrets (compared case-insensitively).
    public static let secretParameterNames: Set<String> = [
        "appid", "api_key", "apikey", "key", "token", "access_token",
    ]

    /// `text` with the value of every secret query parameter replaced by `***`.
    public static func redact(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var remainder = Substring(text)
        while let equals = remainder.firstIndex(of: "=") {
            let before = remainder[..<equals]
            let nameStart =
                before.lastIndex(where: { !isNameCharacter($0) }).map(before.index(after:)) ?? before.startIndex
            let name = before[nameStart...]
            let precededBySeparator =
                nameStart == before.startIndex
                ? result.last.map(isSeparator) ?? true
                : isSeparator(before[before.index(before: nameStart)])
            result.append(contentsOf: before)
            result += "="
            remainder = remainder[remainder.index(after: equals)...]
            if precededBySeparator, secretParameterNames.contains(name.lowercased()) {
                let valueEnd = remainder.firstIndex(where: isValueTerminator) ?? remainder.endIndex
                if valueEnd > remainder.startIndex { result += "***" }
                remainder = remainder[valueEnd...]
            }
        }
        result.append(contentsOf: remainder)
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == "?" || character == "&" || character == ";" || character.isWhitespace
            || character == "\"" || character == "'" || character == "(" || character == ","
    }

    private static func isValueTerminator(_ character: Character) -> Bool {
        character == "&" || character == "#" || character.isWhitespace || character == "\"" || character == "'"
            || character == ")" || character == ","
    }
}
