// JSONWriter: turns a JSONValue back into UTF-8 text, pretty (2 spaces, like json-server) or
// compact (like OpenWeather).

/// Serialises `JSONValue` trees.
enum JSONWriter {
    /// The layout of the output.
    enum Style {
        /// Two-space indentation and `": "`, as json-server sends.
        case pretty
        /// No whitespace at all, as OpenWeather sends.
        case compact
    }

    /// The UTF-8 bytes of `value` in `style`; `indent` levels deep when it goes inside a pretty
    /// container (its inner lines indented further, its first line not at all).
    static func bytes(_ value: JSONValue, style: Style, indent: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, style: style, indent: indent, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, style: Style, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            writeContainer(open: "[", close: "]", count: elements.count, style: style, indent: indent, into: &output) {
                index, output in
                write(elements[index], style: style, indent: indent + 1, into: &output)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, style: style, indent: indent, into: &output) {
                index, output in
                writeString(members[index].key, into: &output)
                output.append(contentsOf: (style == .pretty ? ": " : ":").utf8)
                write(members[index].value, style: style, indent: indent + 1, into: &output)
            }
        }
    }

    private static func writeContainer(
        open: Unicode.Scalar, close: Unicode.Scalar, count: Int, style: Style, indent: Int,
        into output: inout [UInt8], element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(UInt8(ascii: open))
        guard count > 0 else {
            output.append(UInt8(ascii: close))
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            if style == .pretty { newline(indent: indent + 1, into: &output) }
            element(index, &output)
        }
        if style == .pretty { newline(indent: indent, into: &output) }
        output.append(UInt8(ascii: close))
    }

    private static func newline(indent: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    private static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
