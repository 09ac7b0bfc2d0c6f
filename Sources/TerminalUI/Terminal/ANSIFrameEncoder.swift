// The bytes that take an ANSI terminal (ECMA-48 as xterm and its descendants speak it) from one
// frame to the next: the runs `FrameDiff` found, with the fewest cursor moves and style changes,
// blank stretches erased instead of spelled out, and a scroll as a scrolling region. The ncurses
// backend sends them itself, so a frame's cells are compared once, by `FrameDiff`, and not a
// second time by ncurses.
import CNcurses

/// What the encoder may assume of the terminal, read from its terminfo entry.
struct TerminalTraits: Equatable, Sendable {
    /// The colours it draws (`.none`: attributes only).
    var colorDepth: ColorDepth
    /// Whether erasing fills with the current background colour (terminfo `bce`). Without it,
    /// only blanks on the default background are erased; coloured ones are written out.
    var erasesWithBackground: Bool
    /// Whether writing the bottom-right cell scrolls the screen (`am` without `xenl`): that one
    /// cell is then left blank.
    var scrollsAfterLastCell: Bool

    init(colorDepth: ColorDepth, erasesWithBackground: Bool = true, scrollsAfterLastCell: Bool = false) {
        self.colorDepth = colorDepth
        self.erasesWithBackground = erasesWithBackground
        self.scrollsAfterLastCell = scrollsAfterLastCell
    }
}

/// Encodes frame updates for a terminal whose state it tracks between frames: where the cursor
/// is, which style is active, whether the cursor is shown. Anything unknown (at the start, after
/// someone else wrote to the terminal) is set explicitly the next time it matters.
struct ANSIFrameEncoder {
    let traits: TerminalTraits
    /// The cursor's position, or nil when unknown (also after a write into the last column,
    /// where terminals differ on whether the cursor has wrapped yet).
    private var cursor: Point?
    /// The style the terminal draws with now (fitted to its colours), or nil when unknown.
    private var pen: Style?
    /// Whether the cursor is shown, or nil when unknown.
    private var cursorShown: Bool?
    /// The last style fitted and its fitted form (runs are mostly one style).
    private var lastFitted: (style: Style, fitted: Style)?
    private var bytes: [UInt8] = []

    init(traits: TerminalTraits, cursorShown: Bool? = nil) {
        self.traits = traits
        self.cursorShown = cursorShown
    }

    /// Forgets the terminal's state: the next frame sets every part of it it uses.
    mutating func forgetTerminalState() {
        cursor = nil
        pen = nil
        cursorShown = nil
    }

    /// The bytes that show `update` on a `screen`-sized terminal showing the previous frame; with
    /// `repaint` (or a full-redraw update), on a terminal showing anything.
    mutating func encode(_ update: FrameUpdate, screen: Size, repaint: Bool = false) -> [UInt8] {
        bytes.removeAll(keepingCapacity: true)
        let canvas = update.canvas
        let area = Size(
            width: max(0, min(canvas.size.width, screen.width)), height: max(0, min(canvas.size.height, screen.height)))
        if repaint || update.isFullRedraw {
            clearScreen()
            // The screen is blank now: only what differs from a blank cell is written.
            write(FrameDiff.runs(from: Canvas(size: canvas.size), to: canvas), of: canvas, within: area)
        } else if let scroll = update.scroll {
            if scroll.rows.lowerBound >= 0, scroll.rows.upperBound <= area.height,
                scroll.rows.count > abs(scroll.distance)
            {
                self.scroll(scroll)
                write(update.runs, of: canvas, within: area)
            } else {
                // The region is not on the screen: the runs assume it scrolled, so send every row.
                write(FrameDiff.allRuns(of: canvas), of: canvas, within: area)
            }
        } else {
            write(update.runs, of: canvas, within: area)
        }
        placeCursor(update.cursor, within: area)
        return bytes
    }

    // MARK: - Screen operations

    private mutating func clearScreen() {
        use(.plain)
        append("\u{1B}[H\u{1B}[2J")
        cursor = .zero
    }

    /// Scrolls the region with line feeds at its bottom margin (up) or reverse index at its top
    /// (down), which every ANSI terminal has; the vacated rows come out blank in the default
    /// style, as `FrameDiff` assumes.
    private mutating func scroll(_ scroll: FrameScroll) {
        use(.plain)
        append("\u{1B}[")
        appendNumber(scroll.rows.lowerBound + 1)
        append(";")
        appendNumber(scroll.rows.upperBound)
        append("r")
        cursor = .zero
        if scroll.distance > 0 {
            move(to: Point(x: 0, y: scroll.rows.upperBound - 1))
            for _ in 0..<scroll.distance { bytes.append(0x0A) }
        } else {
            move(to: Point(x: 0, y: scroll.rows.lowerBound))
            for _ in 0..<(-scroll.distance) { append("\u{1B}M") }
        }
        append("\u{1B}[r")
        cursor = .zero
    }

    private mutating func placeCursor(_ position: Point?, within area: Size) {
        if let position, position.x >= 0, position.y >= 0, position.x < area.width, position.y < area.height {
            move(to: position)
            if cursorShown != true { append("\u{1B}[?25h") }
            cursorShown = true
        } else {
            if cursorShown != false { append("\u{1B}[?25l") }
            cursorShown = false
        }
    }

    // MARK: - Cells

    private mutating func write(_ runs: [FrameUpdate.Run], of canvas: Canvas, within area: Size) {
        canvas.cells.withUnsafeBufferPointer { cells in
            for run in runs where run.row >= 0 && run.row < area.height {
                let row = UnsafeBufferPointer(rebasing: cells[(run.row * canvas.size.width)...])
                write(row, y: run.row, columns: run.columns.clamped(to: 0..<area.width), area: area)
            }
        }
    }

    /// Writes `columns` of one row, erasing blank stretches where that is shorter.
    private mutating func write(_ row: UnsafeBufferPointer<Cell>, y: Int, columns: Range<Int>, area: Size) {
        var x = columns.lowerBound
        let skipped = traits.scrollsAfterLastCell && y == area.height - 1 ? area.width - 1 : -1
        while x < columns.upperBound {
            let cell = row[x]
            if cell.isContinuation || x == skipped {
                x += 1
                continue
            }
            if cell.printableASCII == 0x20, isErasable(cell.style) {
                var end = x + 1
                while end < columns.upperBound, row[end] == cell { end += 1 }
                let count = end - x
                if end == area.width, count > 3, skipped < 0 {
                    move(to: Point(x: x, y: y))
                    use(cell.style)
                    append("\u{1B}[K")
                    x = end
                    continue
                }
                if count > 2 * (3 + Self.digits(count)) {
                    move(to: Point(x: x, y: y))
                    use(cell.style)
                    append("\u{1B}[")
                    appendNumber(count)
                    append("X")
                    x = end
                    continue
                }
            }
            move(to: Point(x: x, y: y))
            use(cell.style)
            var next = x + appendGrapheme(cell, fitsWide: x + 1 < area.width)
            if next == x + 1 {
                // The ASCII after it in the same style goes out byte by byte, without a cursor
                // move or a style change to consider; blanks that could be erased stop it.
                let stopsAtBlank = isErasable(cell.style)
                while next < columns.upperBound, next != skipped, row[next].style == cell.style,
                    let byte = row[next].printableASCII, byte != 0x20 || !stopsAtBlank
                {
                    bytes.append(byte)
                    next += 1
                }
            }
            cursor = next < area.width ? Point(x: next, y: y) : nil
            x = max(next, x + 1)
        }
    }

    /// Whether a blank in `style` looks the same erased (erasing keeps the background colour,
    /// with `bce`, but no attribute that shows on a blank).
    private mutating func isErasable(_ style: Style) -> Bool {
        if !style.attributes.isDisjoint(with: [.reverse, .underline]) { return false }
        return traits.erasesWithBackground || fit(style).background == .default
    }

    /// Appends the grapheme of `cell` and returns the columns it takes. A grapheme holding a
    /// control character, or whose width the C library sees differently from the canvas (or a
    /// wide one in the last column), is drawn as U+FFFD, plus a blank for a wide cell, so the
    /// terminal's columns never drift from the canvas (`cn_wcwidth` is the C library's `wcwidth`).
    private mutating func appendGrapheme(_ cell: Cell, fitsWide: Bool) -> Int {
        if let byte = cell.printableASCII {
            bytes.append(byte)
            return 1
        }
        let width = Int(cell.width)
        let text = cell.text
        let scalars = text.unicodeScalars
        guard let first = scalars.first,
            scalars.allSatisfy({ KeyDecoder.printableScalar($0.value) != nil }),
            Int(cn_wcwidth(wchar_t(bitPattern: first.value))) == width, width == 1 || fitsWide
        else {
            append("\u{FFFD}")
            if width == 2 && fitsWide {
                bytes.append(0x20)
                return 2
            }
            return 1
        }
        bytes.append(contentsOf: text.utf8)
        return width
    }

    // MARK: - Cursor

    /// Moves the cursor with the shortest sequence that gets there from where it is.
    private mutating func move(to target: Point) {
        guard let from = cursor else {
            appendCursorPosition(target)
            return
        }
        if from == target { return }
        if from.y == target.y {
            if target.x == 0 {
                bytes.append(0x0D)
            } else if target.x > from.x {
                append("\u{1B}[")
                if target.x - from.x > 1 { appendNumber(target.x - from.x) }
                append("C")
            } else {
                append("\u{1B}[")
                appendNumber(target.x + 1)
                append("G")
            }
        } else if target.x == 0 && target.y == from.y + 1 {
            append("\r\n")
        } else if from.x == target.x {
            append("\u{1B}[")
            appendNumber(target.y + 1)
            append("d")
        } else if target.x == 0 {
            append("\r\u{1B}[")
            appendNumber(target.y + 1)
            append("d")
        } else {
            appendCursorPosition(target)
        }
        cursor = target
    }

    private mutating func appendCursorPosition(_ target: Point) {
        append("\u{1B}[")
        appendNumber(target.y + 1)
        if target.x > 0 {
            append(";")
            appendNumber(target.x + 1)
        }
        append("H")
        cursor = target
    }

    // MARK: - Style

    /// `style` as the terminal can draw it.
    private mutating func fit(_ style: Style) -> Style {
        if let last = lastFitted, last.style == style { return last.fitted }
        let fitted = style.fitted(to: traits.colorDepth)
        lastFitted = (style, fitted)
        return fitted
    }

    /// Makes `style` the terminal's current one with one SGR sequence: only what changes, or a
    /// reset first when an attribute has to go.
    private mutating func use(_ style: Style) {
        let target = fit(style)
        if pen == target { return }
        var base = pen ?? .plain
        var first = true
        append("\u{1B}[")
        if pen == nil || !base.attributes.isSubset(of: target.attributes) {
            bytes.append(0x30)
            first = false
            base = .plain
        }
        for (attribute, code) in Self.attributeCodes
        where target.attributes.contains(attribute) && !base.attributes.contains(attribute) {
            if !first { bytes.append(0x3B) }
            appendNumber(code)
            first = false
        }
        if target.foreground != base.foreground {
            if !first { bytes.append(0x3B) }
            appendColor(target.foreground, isForeground: true)
            first = false
        }
        if target.background != base.background {
            if !first { bytes.append(0x3B) }
            appendColor(target.background, isForeground: false)
        }
        append("m")
        pen = target
    }

    /// The SGR parameter of each attribute.
    private static let attributeCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]

    /// The SGR parameters of a colour: 39/49 for the default, 30-37/40-47 and 90-97/100-107 for
    /// the sixteen, `38;5;n`/`48;5;n` for the rest of the palette.
    private mutating func appendColor(_ color: Color, isForeground: Bool) {
        let index = color.paletteIndex
        switch index {
        case ..<0: appendNumber(isForeground ? 39 : 49)
        case 0..<8: appendNumber((isForeground ? 30 : 40) + index)
        case 8..<16: appendNumber((isForeground ? 90 : 100) + index - 8)
        default:
            append(isForeground ? "38;5;" : "48;5;")
            appendNumber(index)
        }
    }

    // MARK: - Bytes

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendNumber(_ value: Int) {
        if value >= 10 { appendNumber(value / 10) }
        bytes.append(UInt8(0x30 + value % 10))
    }

    private static func digits(_ value: Int) -> Int { value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4 }
}
