// A small, strict xterm emulator for tests: feeds it the bytes an output encoder wrote over a
// screen that showed frame A and checks that the screen now shows frame B. It knows only what
// the encoder should send (text, C0 CR/LF/BS, RI, DECSC/DECRC, cursor movement, erasing,
// scrolling, scroll regions, SGR with 16 and 256 colours); everything else lands in `unknown`.
import CNcurses
import Glibc

@testable import TerminalUI

struct TerminalEmulator {
    /// One screen cell: `" "` when blank, `""` for the right half of a wide character. Colours
    /// compare by palette index, so `.indexed(1)` equals `.red`.
    struct Cell: Equatable {
        var text: String
        var style: Style

        var isContinuation: Bool { text.isEmpty }

        static func == (lhs: Cell, rhs: Cell) -> Bool {
            lhs.text == rhs.text && lhs.style.normalized == rhs.style.normalized
        }
    }

    let width: Int
    let height: Int
    private var cells: [Cell]
    private(set) var cursor = Point.zero
    private(set) var cursorVisible = true
    /// Sequences and bytes it did not understand, readable (`"CSI 5n"`, `"ESC Z"`, `"C0 0x09"`).
    private(set) var unknown: [String] = []
    /// The current SGR style (colours normalised).
    private var style = Style()
    /// xterm's pending wrap: the last column was written, the next character goes to the next line.
    private var pendingWrap = false
    /// The scroll region's top and bottom margins (rows, inclusive).
    private var top = 0
    private var bottom: Int
    private var saved: (cursor: Point, style: Style)?

    /// glibc's `wcwidth` (`cn_wcwidth`; Swift's Glibc does not export it) measures in the thread's
    /// locale: C.UTF-8 during `feed`, whatever other tests running meanwhile do with `setlocale`.
    nonisolated(unsafe) private static let utf8Locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)

    init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "an emulator needs at least one cell")
        self.width = width
        self.height = height
        cells = Array(repeating: Cell(text: " ", style: Style()), count: width * height)
        bottom = height - 1
    }

    /// A screen already showing `canvas`, the cursor at 0,0 and the style default.
    init(showing canvas: Canvas) {
        self.init(width: canvas.size.width, height: canvas.size.height)
        for y in 0..<height {
            for x in 0..<width {
                let cell = canvas[x, y]
                cells[y * width + x] = Cell(text: cell.isContinuation ? "" : cell.text, style: cell.style.normalized)
            }
        }
    }

    subscript(x: Int, y: Int) -> Cell { cells[y * width + x] }

    /// The row's characters, continuation halves skipped, trailing blanks kept.
    func text(ofRow y: Int) -> String {
        (0..<width).map { self[$0, y].text }.joined()
    }

    /// The first cell that differs from `canvas` (text or style; two continuation halves are
    /// equal whatever their style), or nil when the screen shows exactly `canvas`.
    func mismatch(against canvas: Canvas) -> String? {
        guard canvas.size == Size(width: width, height: height) else {
            return "size: expected \(canvas.size), found \(width)x\(height)"
        }
        for y in 0..<height {
            for x in 0..<width {
                let cell = canvas[x, y]
                let expected = Cell(text: cell.isContinuation ? "" : cell.text, style: cell.style)
                let found = self[x, y]
                if expected.isContinuation && found.isContinuation { continue }
                if expected != found {
                    return "row \(y) column \(x): expected \(Self.describe(expected)), found \(Self.describe(found))"
                }
            }
        }
        return nil
    }

    static func describe(_ cell: Cell) -> String {
        if cell.isContinuation { return "the right half of a wide character" }
        let style = cell.style.normalized
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
        ]
        let attributes = names.filter { style.attributes.contains($0.0) }.map(\.1).joined(separator: "+")
        return cell.text.debugDescription + " " + (attributes.isEmpty ? "" : attributes + "/")
            + "\(style.foreground) on \(style.background)"
    }

    mutating func feed(_ text: String) { feed(Array(text.utf8)) }

    /// Applies `bytes`; each call holds whole sequences (one cut at the end is recorded as unknown).
    mutating func feed(_ bytes: [UInt8]) {
        precondition(Self.utf8Locale != nil, "C.UTF-8 locale unavailable")
        let previous = uselocale(Self.utf8Locale)
        defer { uselocale(previous) }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 || byte == 0x7F else {
                index = printable(bytes, at: index)
                continue
            }
            switch byte {
            case 0x1B: index = escape(bytes, at: index) - 1
            case 0x0D: moveTo(x: 0, y: cursor.y)
            case 0x0A: lineFeed()
            case 0x08: moveTo(x: cursor.x - 1, y: cursor.y)
            default: unknown.append("C0 " + Self.hex(byte))
            }
            index += 1
        }
    }

    // MARK: Text

    private mutating func printable(_ bytes: [UInt8], at start: Int) -> Int {
        let lead = bytes[start]
        let length = lead < 0x80 ? 1 : lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0
        guard length > 0, start + length <= bytes.count,
            let scalar = String(validating: bytes[start..<start + length], as: UTF8.self)?.unicodeScalars.first
        else {
            unknown.append("invalid UTF-8 " + Self.hex(lead))
            return start + 1
        }
        let name = "U+" + String(scalar.value, radix: 16, uppercase: true)
        switch cn_wcwidth(wchar_t(bitPattern: scalar.value)) {
        case 0:
            // A combining mark, ZWJ or variation selector joins the character before the cursor.
            var x = pendingWrap ? cursor.x : cursor.x - 1
            if x > 0 && self[x, cursor.y].isContinuation { x -= 1 }
            if x >= 0 {
                cells[cursor.y * width + x].text.unicodeScalars.append(scalar)
            } else {
                unknown.append("\(name) with no character before it")
            }
        case 1: write(String(scalar), width: 1)
        case 2 where width >= 2: write(String(scalar), width: 2)
        default: unknown.append("control " + name)
        }
        return start + length
    }

    private mutating func write(_ text: String, width cellWidth: Int) {
        if pendingWrap || cursor.x + cellWidth > width {
            // xterm's autowrap; a wide character that does not fit in the last column wraps too.
            cursor.x = 0
            lineFeed()
        }
        let (x, y) = (cursor.x, cursor.y)
        clearWideOverlap(x, y)
        clearWideOverlap(x + cellWidth - 1, y)
        cells[y * width + x] = Cell(text: text, style: style)
        if cellWidth == 2 { cells[y * width + x + 1] = Cell(text: "", style: style) }
        if x + cellWidth >= width {
            cursor.x = width - 1
            pendingWrap = true
        } else {
            cursor.x = x + cellWidth
        }
    }

    /// A write at (x, y) breaks a wide character it covers half of: the other half becomes a
    /// blank keeping its style (as xterm and Canvas do).
    private mutating func clearWideOverlap(_ x: Int, _ y: Int) {
        if self[x, y].isContinuation, x > 0 {
            cells[y * width + x - 1].text = " "
        } else if x + 1 < width, self[x + 1, y].isContinuation {
            cells[y * width + x + 1].text = " "
        }
    }

    // MARK: Cursor, erasing, scrolling

    private mutating func moveTo(x: Int, y: Int) {
        cursor = Point(x: min(max(x, 0), width - 1), y: min(max(y, 0), height - 1))
        pendingWrap = false
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if cursor.y == bottom { scroll(1) } else if cursor.y < height - 1 { cursor.y += 1 }
    }

    private mutating func reverseIndex() {
        pendingWrap = false
        if cursor.y == top { scroll(-1) } else if cursor.y > 0 { cursor.y -= 1 }
    }

    /// A blank as xterm erases: the current background, default foreground, no attributes.
    private var blank: Cell { Cell(text: " ", style: Style(background: style.background)) }

    /// Erases columns `columns` of row `y`.
    private mutating func erase(_ columns: Range<Int>, row y: Int) {
        let columns = columns.clamped(to: 0..<width)
        guard !columns.isEmpty else { return }
        clearWideOverlap(columns.lowerBound, y)
        clearWideOverlap(columns.upperBound - 1, y)
        for x in columns { cells[y * width + x] = blank }
    }

    /// Scrolls the region up `lines` (down when negative); lines scrolled in are blank.
    private mutating func scroll(_ lines: Int) {
        let region = top * width..<(bottom + 1) * width
        let moved = min(abs(lines), bottom - top + 1) * width
        let blanks = Array(repeating: blank, count: moved)
        let rows = cells[region]
        cells.replaceSubrange(
            region, with: lines > 0 ? Array(rows.dropFirst(moved)) + blanks : blanks + rows.dropLast(moved))
    }

    // MARK: Escape sequences

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else {
            unknown.append("ESC at the end")
            return start + 1
        }
        let byte = bytes[start + 1]
        switch byte {
        case UInt8(ascii: "["): return controlSequence(bytes, at: start + 2)
        case UInt8(ascii: "M"): reverseIndex()
        case UInt8(ascii: "7"): saved = (cursor, style)
        case UInt8(ascii: "8"):
            (cursor, style) = saved ?? (.zero, Style())
            pendingWrap = false
        case UInt8(ascii: "="), UInt8(ascii: ">"): break
        case UInt8(ascii: "(") where start + 2 < bytes.count && bytes[start + 2] == UInt8(ascii: "B"):
            return start + 3
        default:
            unknown.append("ESC " + (byte > 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : Self.hex(byte)))
        }
        return start + 2
    }

    private mutating func controlSequence(_ bytes: [UInt8], at start: Int) -> Int {
        var end = start
        while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        let body = String(decoding: bytes[start..<end], as: UTF8.self)
        guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else {
            unknown.append("unterminated CSI \(body)")
            return end
        }
        let final = Character(UnicodeScalar(bytes[end]))
        var text = Substring(body)
        let isPrivate = text.first == "?"
        if isPrivate { text.removeFirst() }
        let fields = text.split(separator: ";", omittingEmptySubsequences: false)
        let parameters = fields.map { $0.isEmpty ? nil : Int($0) }
        let wellFormed = zip(fields, parameters).allSatisfy { field, value in
            field.isEmpty || (value != nil && field.allSatisfy { ("0"..."9").contains($0) })
        }
        if !wellFormed || !perform(final, parameters, isPrivate: isPrivate) {
            unknown.append("CSI \(body)\(final)")
        }
        return end + 1
    }

    /// Carries out one control sequence; false when it is not one this emulator knows.
    private mutating func perform(_ final: Character, _ parameters: [Int?], isPrivate: Bool) -> Bool {
        func value(_ index: Int, _ otherwise: Int) -> Int {
            index < parameters.count ? parameters[index] ?? otherwise : otherwise
        }
        let count = max(1, value(0, 1))
        if isPrivate {
            guard final == "h" || final == "l" else { return false }
            for mode in parameters {
                switch mode {
                case 25: cursorVisible = final == "h"
                case 1, 12, 1000, 1002, 1003, 1006, 1049, 2004: break
                default: return false
                }
            }
            return true
        }
        if final == "m" { return selectGraphicRendition(parameters) }
        guard parameters.count <= (final == "H" || final == "f" || final == "r" ? 2 : 1) else { return false }
        let (x, y) = (cursor.x, cursor.y)
        switch final {
        case "H", "f": moveTo(x: max(1, value(1, 1)) - 1, y: count - 1)
        // xterm stops CUU/CUD at the region's margins when the cursor is inside the region.
        case "A", "F": moveTo(x: final == "F" ? 0 : x, y: max(y >= top ? top : 0, y - count))
        case "B", "E": moveTo(x: final == "E" ? 0 : x, y: min(y <= bottom ? bottom : height - 1, y + count))
        case "C": moveTo(x: x + count, y: y)
        case "D": moveTo(x: x - count, y: y)
        case "G": moveTo(x: count - 1, y: y)
        case "d": moveTo(x: x, y: count - 1)
        case "J", "K":
            let mode = value(0, 0)
            guard (0...2).contains(mode) else { return false }
            let columns = [x..<width, 0..<x + 1, 0..<width][mode]
            erase(columns, row: y)
            if final == "J" {
                for row in [y + 1..<height, 0..<y, 0..<height][mode] { erase(0..<width, row: row) }
            }
            pendingWrap = false
        case "X":
            erase(x..<x + min(count, width), row: y)
            pendingWrap = false
        case "S": scroll(count)
        case "T": scroll(-count)
        case "r":
            let regionTop = count
            let regionBottom = min(height, value(1, height) == 0 ? height : value(1, height))
            guard regionTop < regionBottom else { return false }
            (top, bottom) = (regionTop - 1, regionBottom - 1)
            moveTo(x: 0, y: 0)
        default: return false
        }
        return true
    }

    private mutating func selectGraphicRendition(_ parameters: [Int?]) -> Bool {
        var index = 0
        while index < parameters.count {
            let code = parameters[index] ?? 0
            switch code {
            case 0: style = Style()
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = Color.named[code - 30]
            case 90...97: style.foreground = Color.named[code - 90 + 8]
            case 39: style.foreground = .default
            case 40...47: style.background = Color.named[code - 40]
            case 100...107: style.background = Color.named[code - 100 + 8]
            case 49: style.background = .default
            case 38, 48:
                guard index + 2 < parameters.count, parameters[index + 1] == 5, let entry = parameters[index + 2],
                    (0...255).contains(entry)
                else { return false }
                let color = Color.indexed(UInt8(entry)).normalized
                if code == 38 { style.foreground = color } else { style.background = color }
                index += 2
            default: return false
            }
            index += 1
        }
        return true
    }

    private static func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}

extension Color {
    /// The 16 named colours in palette order.
    fileprivate static let named: [Color] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// Palette entries 0-15 as their named colours, so equal colours compare equal.
    fileprivate var normalized: Color {
        if case .indexed(let entry) = self, entry < 16 { return Color.named[Int(entry)] }
        return self
    }
}

extension Style {
    fileprivate var normalized: Style {
        Style(foreground: foreground.normalized, background: background.normalized, attributes: attributes)
    }
}
