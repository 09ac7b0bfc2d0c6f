// Quoted strings: "basic" ones with backslash escapes and 'literal' ones taken as written.

extension TOMLScanner {
    /// Reads a string starting at its opening quote (`"` or `'`).
    mutating func quotedString() throws(TOMLError) -> String {
        let quote = current
        let start = position
        if quote == "\"" && next == "\"" || quote == "'" && next == "'" {
            var probe = self
            probe.advance()
            probe.advance()
            if probe.current == quote {
                throw TOMLError(position: start, message: "multi-line strings are not supported")
            }
        }
        advance()
        var text = ""
        while true {
            guard let character = current, !character.isNewline else {
                throw TOMLError(position: start, message: "unterminated string")
            }
            if character == quote {
                advance()
                return text
            }
            if quote == "\"" && character == "\\" {
                text.unicodeScalars.append(try escape())
                continue
            }
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                scalar.value < 0x20 && scalar.value != 0x09 || scalar.value == 0x7F
            {
                throw error("control character \(Self.codePoint(scalar.value)) in a string (write it as an escape)")
            }
            text.append(character)
            advance()
        }
    }

    /// Reads one backslash escape and returns the character it stands for.
    private mutating func escape() throws(TOMLError) -> Unicode.Scalar {
        let start = position
        advance()
        guard let letter = current, !letter.isNewline else {
            throw TOMLError(position: start, message: "unterminated string")
        }
        advance()
        switch letter {
        case "b": return "\u{08}"
        case "t": return "\t"
        case "n": return "\n"
        case "f": return "\u{0C}"
        case "r": return "\r"
        case "e": return "\u{1B}"
        case "\"": return "\""
        case "\\": return "\\"
        case "u", "U":
            let length = letter == "u" ? 4 : 8
            var digits = ""
            while digits.count < length, let digit = current, digit.isHexDigit {
                digits.append(digit)
                advance()
            }
            guard digits.count == length, let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            else {
                throw TOMLError(position: start, message: "invalid unicode escape '\\\(letter)\(digits)'")
            }
            return scalar
        default:
            throw TOMLError(position: start, message: "unknown escape '\\\(letter)'")
        }
    }

    /// `U+0007`.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
