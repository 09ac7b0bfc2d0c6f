// Drawing a frame with ncurses: only the changed runs (every cell on a full redraw), each cell
// with its attributes and colour pair, one wnoutrefresh + doupdate per frame.
import CNcurses

extension NcursesTerminal {
    public func present(_ update: FrameUpdate) {
        guard state == .running, let window = cn_stdscr() else { return }
        let canvas = update.canvas
        let screen = size
        let rows = min(canvas.size.height, screen.height)
        let columns = min(canvas.size.width, screen.width)
        if update.isFullRedraw || needsRepaint {
            if needsRepaint { _ = clearok(cn_curscr(), true) }
            needsRepaint = false
            _ = werase(window)
            for y in 0..<max(0, rows) { draw(canvas, row: y, columns: 0..<columns, in: window) }
        } else {
            for run in update.runs where run.row >= 0 && run.row < rows {
                draw(canvas, row: run.row, columns: run.columns.clamped(to: 0..<max(0, columns)), in: window)
            }
        }
        placeCursor(update.cursor, within: Size(width: columns, height: rows), in: window)
        _ = wnoutrefresh(window)
        _ = doupdate()
    }

    /// Writes the cells of one run, skipping the right halves of wide graphemes. Stretches of
    /// printable ASCII in one style (most of any screen) go to ncurses in one call each.
    private func draw(_ canvas: Canvas, row y: Int, columns: Range<Int>, in window: UnsafeMutablePointer<WINDOW>) {
        var ascii: [CChar] = []
        ascii.reserveCapacity(columns.count)
        var asciiStart = columns.lowerBound
        var asciiStyle = Style.plain
        func flush() {
            guard !ascii.isEmpty else { return }
            let (attributes, pair) = drawingAttributes(for: asciiStyle)
            _ = cn_put_ascii_run(window, Int32(y), Int32(asciiStart), ascii, Int32(ascii.count), attributes, pair)
            ascii.removeAll(keepingCapacity: true)
        }
        for x in columns {
            let cell = canvas[x, y]
            if cell.isContinuation { continue }
            if let byte = cell.printableASCII {
                if ascii.isEmpty || cell.style != asciiStyle {
                    flush()
                    asciiStart = x
                    asciiStyle = cell.style
                }
                ascii.append(CChar(bitPattern: byte))
            } else {
                flush()
                put(cell, x: x, y: y, screenWidth: columns.upperBound, in: window)
            }
        }
        flush()
    }

    /// The ncurses attributes and colour pair for `style`.
    private func drawingAttributes(for style: Style) -> (attr_t, Int16) {
        let pair = supportsColor ? colorPairs.pair(foreground: style.foreground, background: style.background) : 0
        return (ncursesAttributes(style.attributes), pair)
    }

    /// Puts one cell. A grapheme whose width ncurses sees differently from the canvas, or that
    /// holds a control character, is drawn as U+FFFD (plus a blank for a wide cell) so ncurses'
    /// columns never drift from the canvas.
    private func put(_ cell: Cell, x: Int, y: Int, screenWidth: Int, in window: UnsafeMutablePointer<WINDOW>) {
        let (attributes, pair) = drawingAttributes(for: cell.style)
        let scalars = cell.text.unicodeScalars
        var characters = scalars.map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(0x20)] }
        let width = Int(cell.width)
        let isSafe = scalars.allSatisfy { KeyDecoder.printableScalar($0.value) != nil }
        if !isSafe || Int(cn_wcwidth(characters[0])) != width || (width == 2 && x + 1 >= screenWidth) {
            characters = [wchar_t(0xFFFD)]
            _ = cn_put_grapheme(window, Int32(y), Int32(x), characters, 1, attributes, pair)
            if width == 2 && x + 1 < screenWidth {
                _ = cn_put_grapheme(window, Int32(y), Int32(x + 1), [wchar_t(0x20)], 1, attributes, pair)
            }
            return
        }
        _ = cn_put_grapheme(window, Int32(y), Int32(x), characters, Int32(characters.count), attributes, pair)
    }

    /// The ncurses attribute bits for `attributes`.
    private func ncursesAttributes(_ attributes: TextAttributes) -> attr_t {
        var result = cn_a_normal()
        if attributes.contains(.bold) { result |= cn_a_bold() }
        if attributes.contains(.dim) { result |= cn_a_dim() }
        if attributes.contains(.italic) { result |= cn_a_italic() }
        if attributes.contains(.underline) { result |= cn_a_underline() }
        if attributes.contains(.reverse) { result |= cn_a_reverse() }
        return result
    }

    /// Shows the cursor at `cursor` (when it lies on screen) or hides it.
    private func placeCursor(_ cursor: Point?, within area: Size, in window: UnsafeMutablePointer<WINDOW>) {
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < area.width, cursor.y < area.height {
            if cursorVisible != true { _ = curs_set(1); cursorVisible = true }
            _ = leaveok(window, false)
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            if cursorVisible != false { _ = curs_set(0); cursorVisible = false }
            _ = leaveok(window, true)
        }
    }
}
