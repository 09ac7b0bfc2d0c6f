// Colours and styles written as words, as a configuration file writes them:
// `red`, `bright-blue`, `#5fafff`, `208`; `white on blue bold`, `reverse`, `245 underline`.

extension Color {
    private static let names: [String] = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan",
        "bright-white",
    ]

    /// The forms `Color(name:)` reads, for messages.
    public static let nameForms = "a colour name (red, bright-blue...), #rrggbb or 0-255"

    /// The colour written `name`: `default`, one of the 16 names (`red`, `bright-blue`; `grey`
    /// and `gray` are `bright-black`), `#rrggbb` (the nearest 256-palette entry) or a palette
    /// index `0`-`255`. Nil for anything else.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "default" {
            self = .default
            return
        }
        if lowered == "grey" || lowered == "gray" {
            self = .brightBlack
            return
        }
        if let index = Self.names.firstIndex(of: lowered) {
            self = Color(paletteIndex: UInt8(index))
            return
        }
        if lowered.hasPrefix("#") {
            let digits = lowered.dropFirst()
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
                return nil
            }
            self = Color(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
            return
        }
        guard lowered.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(lowered), (0...255).contains(index)
        else {
            return nil
        }
        self = Color(paletteIndex: UInt8(index))
    }

    /// The name `Color(name:)` reads back: `default`, `bright-blue`, `208`.
    public var name: String {
        let index = paletteIndex
        if index < 0 { return "default" }
        return index < 16 ? Self.names[index] : String(index)
    }
}

/// Why a style written as words cannot be read.
public struct StyleSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

extension Style {
    private static let attributeNames: [(String, TextAttributes)] = [
        ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline), ("reverse", .reverse),
    ]

    /// The style written as words: a foreground colour, `on` and a background colour, and
    /// attributes, in any order (`white on blue bold`, `reverse`, `#5fafff underline`); `plain`
    /// alone is no colour and no attribute. Colours are read by `Color(name:)`.
    public init(spec: String) throws(StyleSpecError) {
        let words = spec.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map { String($0).lowercased() }
        guard !words.isEmpty else {
            throw StyleSpecError(message: "empty style (write colours and attributes, e.g. \"white on blue bold\")")
        }
        var style = Style()
        var foreground: String?
        var background: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "plain" && words.count == 1 { break }
            if let attribute = Self.attributeNames.first(where: { $0.0 == word }) {
                style.attributes.insert(attribute.1)
                continue
            }
            if word == "on" {
                guard index < words.count else {
                    throw StyleSpecError(message: "'on' needs a background colour after it")
                }
                let colour = words[index]
                index += 1
                if let background {
                    throw StyleSpecError(message: "two background colours '\(background)' and '\(colour)'")
                }
                style.background = try Self.color(colour)
                background = colour
                continue
            }
            let colour = try Self.color(word)
            if let foreground {
                throw StyleSpecError(
                    message:
                        "two foreground colours '\(foreground)' and '\(word)' (write '\(foreground) on \(word)' for a background)"
                )
            }
            style.foreground = colour
            foreground = word
        }
        self = style
    }

    private static func color(_ word: String) throws(StyleSpecError) -> Color {
        if let colour = Color(name: word) { return colour }
        if word.hasPrefix("#") {
            throw StyleSpecError(message: "invalid colour '\(word)' (#rrggbb takes six hex digits)")
        }
        if word.allSatisfy({ $0.isASCII && $0.isNumber }) {
            throw StyleSpecError(message: "invalid colour index \(word) (0-255)")
        }
        let attributes = attributeNames.map(\.0).joined(separator: ", ")
        throw StyleSpecError(
            message: "unknown colour or attribute '\(word)' (colours: \(Color.nameForms); attributes: \(attributes))")
    }

    /// The style as `Style(spec:)` reads it back: `white on blue bold`, `reverse`, `plain`.
    public var spec: String {
        var words: [String] = []
        if foreground != .default { words.append(foreground.name) }
        if background != .default { words += ["on", background.name] }
        for (name, attribute) in Self.attributeNames where attributes.contains(attribute) { words.append(name) }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
