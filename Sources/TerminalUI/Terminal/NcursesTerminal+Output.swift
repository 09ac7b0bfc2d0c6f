// Drawing a frame with ncurses: only the changed runs (every cell on a full redraw), each run
// handed over as prepared cells in one call, then one wnoutrefresh + doupdate per frame.
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
        } else if let scroll = update.scroll, !Self.scroll(scroll, window: window, rows: rows) {
            // The region does not fit the screen: the runs assume it scrolled, so redraw all.
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

    /// Scrolls `scroll.rows` of the window by `scroll.distance` (ncurses then finds the cheapest
    /// way to show it, usually a terminal scroll). False when the region is not on the screen.
    private static func scroll(_ scroll: FrameScroll, window: UnsafeMutablePointer<WINDOW>, rows: Int) -> Bool {
        guard scroll.rows.lowerBound >= 0, scroll.rows.upperBound <= rows, scroll.rows.count > abs(scroll.distance)
        else {
            return false
        }
        _ = scrollok(window, true)
        _ = wsetscrreg(window, Int32(scroll.rows.lowerBound), Int32(scroll.rows.upperBound - 1))
        _ = wscrl(window, Int32(scroll.distance))
        _ = wsetscrreg(window, 0, Int32(max(0, rows - 1)))
        _ = scrollok(window, false)
        return true
    }

    /// Writes the cells of one run as ncurses cells, skipping the right halves of wide graphemes.
    private func draw(_ canvas: Canvas, row y: Int, columns: Range<Int>, in window: UnsafeMutablePointer<WINDOW>) {
        guard !columns.isEmpty else { return }
        cellBuffer.removeAll(keepingCapacity: true)
        canvas.cells.withUnsafeBufferPointer { cells in
            let base = y * canvas.size.width
            for x in columns {
                let cell = cells[base + x]
                if cell.isContinuation { continue }
                if let byte = cell.printableASCII {
                    var prepared = blankCell(for: cell.style)
                    prepared.chars.0 = wchar_t(byte)
                    cellBuffer.append(prepared)
                } else {
                    appendGrapheme(cell, x: x, screenWidth: columns.upperBound)
                }
            }
        }
        _ = cn_put_cells(window, Int32(y), Int32(columns.lowerBound), cellBuffer, Int32(cellBuffer.count))
    }

    /// A prepared blank cell in `style`; the cell of the last style asked for is remembered, since
    /// runs are mostly one style.
    private func blankCell(for style: Style) -> cchar_t {
        if let last = lastStyleCell, last.style == style { return last.cell }
        let (attributes, pair) = drawingAttributes(for: style)
        var cell = cchar_t()
        _ = cn_make_cell(&cell, [wchar_t(0x20)], 1, attributes, pair)
        lastStyleCell = (style, cell)
        return cell
    }

    /// Appends the cells for a grapheme that is not plain ASCII. A grapheme whose width ncurses
    /// sees differently from the canvas, or that holds a control character, becomes U+FFFD (plus
    /// a blank for a wide cell), so ncurses' columns never drift from the canvas.
    private func appendGrapheme(_ cell: Cell, x: Int, screenWidth: Int) {
        let (attributes, pair) = drawingAttributes(for: cell.style)
        let scalars = cell.text.unicodeScalars
        var characters = scalars.map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(0x20)] }
        let width = Int(cell.width)
        let isSafe = scalars.allSatisfy { KeyDecoder.printableScalar($0.value) != nil }
        var prepared = cchar_t()
        if !isSafe || Int(cn_wcwidth(characters[0])) != width || (width == 2 && x + 1 >= screenWidth) {
            _ = cn_make_cell(&prepared, [wchar_t(0xFFFD)], 1, attributes, pair)
            cellBuffer.append(prepared)
            if width == 2 && x + 1 < screenWidth {
                _ = cn_make_cell(&prepared, [wchar_t(0x20)], 1, attributes, pair)
                cellBuffer.append(prepared)
            }
            return
        }
        _ = cn_make_cell(&prepared, characters, Int32(characters.count), attributes, pair)
        cellBuffer.append(prepared)
    }

    /// The ncurses attributes and colour pair for `style`.
    private func drawingAttributes(for style: Style) -> (attr_t, Int16) {
        let pair = supportsColor ? colorPairs.pair(foreground: style.foreground, background: style.background) : 0
        return (ncursesAttributes(style.attributes), pair)
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
            if cursorVisible != true {
                _ = curs_set(1)
                cursorVisible = true
            }
            _ = leaveok(window, false)
            _ = wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            if cursorVisible != false {
                _ = curs_set(0)
                cursorVisible = false
            }
            _ = leaveok(window, true)
        }
    }
}
