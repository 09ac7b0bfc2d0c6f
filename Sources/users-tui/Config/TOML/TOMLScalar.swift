// Bare words as values: booleans, integers and floats (with `_` between digits).

/// Classifies the unquoted words TOML allows as values.
enum TOMLScalar {
    /// The value `word` stands for, or nil when it is none.
    static func kind(of word: String) -> TOMLValue.Kind? {
        switch word {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        default: break
        }
        guard isNumberShaped(word), !hasLeadingZero(word), hasDigitsAroundUnderscores(word) else { return nil }
        let plain = withoutUnderscores(word)
        if plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "+" || $0 == "-") }) {
            return Int(plain.hasPrefix("+") ? String(plain.dropFirst()) : plain).map { .integer($0) }
        }
        guard isFloatShaped(plain), let number = Double(plain), number.isFinite else { return nil }
        return .float(number)
    }

    /// Why `word` is not a value, in words.
    static func problem(with word: String) -> String {
        guard isNumberShaped(word) else {
            return "invalid value '\(word)' (text needs quotes: \"\(word)\")"
        }
        if hasLeadingZero(word) { return "invalid number '\(word)' (no leading zeros)" }
        let plain = withoutUnderscores(word)
        if plain.dropFirst().allSatisfy(\.isNumber), hasDigitsAroundUnderscores(word) {
            return "integer '\(word)' is too large"
        }
        return "invalid number '\(word)'"
    }

    /// `1_000` as `1000`. (Not `replacingOccurrences`: Foundation's goes through `NSString`,
    /// whose first use in a process costs more than reading the whole configuration file.)
    private static func withoutUnderscores(_ word: String) -> String {
        String(word.unicodeScalars.filter { $0 != "_" })
    }

    /// Starts like a number: a digit, or a sign and then a digit.
    private static func isNumberShaped(_ word: String) -> Bool {
        let body = word.first == "+" || word.first == "-" ? word.dropFirst() : word[...]
        return body.first.map { $0.isASCII && $0.isNumber } ?? false
    }

    /// `01`, `-007`: TOML forbids leading zeros in the integer part.
    private static func hasLeadingZero(_ word: String) -> Bool {
        let body = word.first == "+" || word.first == "-" ? word.dropFirst() : word[...]
        let integerPart = body.prefix { $0.isNumber || $0 == "_" }
        return integerPart.count > 1 && integerPart.first == "0"
    }

    /// Every `_` sits between two digits.
    private static func hasDigitsAroundUnderscores(_ word: String) -> Bool {
        let characters = Array(word)
        for (index, character) in characters.enumerated() where character == "_" {
            guard index > 0, index + 1 < characters.count,
                characters[index - 1].isNumber, characters[index + 1].isNumber
            else { return false }
        }
        return true
    }

    /// `1.5`, `-2e3`, `6.02E+23`: digits, then a fraction and/or an exponent.
    private static func isFloatShaped(_ plain: String) -> Bool {
        var rest = Substring(plain)
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isNumber }
        guard !integer.isEmpty else { return false }
        rest = rest.dropFirst(integer.count)
        var sawFraction = false
        if rest.first == "." {
            rest = rest.dropFirst()
            let fraction = rest.prefix { $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(fraction.count)
            sawFraction = true
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isNumber }
            guard !exponent.isEmpty else { return false }
            return rest.count == exponent.count
        }
        return sawFraction && rest.isEmpty
    }
}
