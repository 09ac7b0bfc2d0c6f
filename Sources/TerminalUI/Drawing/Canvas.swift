// The cell buffer views draw into. One canvas is one frame; frames are diffed before output.

/// A grid of cells that views draw into, with a clip rectangle that bounds every write.
public struct Canvas: Sendable, Equatable {
    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Writes outside this rectangle are dropped.
    public var clip: Rect
    #if DEBUG
        /// Collects the area of every write while the renderer checks its rules (debug builds).
        var writeLog: CanvasWriteLog?
    #endif

    /// A blank canvas of `size`.
    public init(size: Size, fill: Cell = .blank()) {
        let width = max(0, size.width)
        let height = max(0, size.height)
        self.size = Size(width: width, height: height)
        self.cells = Array(repeating: fill, count: width * height)
        self.clip = Rect(origin: .zero, size: self.size)
    }

    /// The cell at column `x`, row `y`. Setting it ignores the clip: views draw with `fill`,
    /// `draw` and `applyStyle`, which keep to it.
    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * size.width + x] }
        set {
            noteWrite(Rect(x: x, y: y, width: 1, height: 1))
            cells[y * size.width + x] = newValue
        }
    }

    /// Canvases are equal when they show the same cells with the same clip.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.size == rhs.size && lhs.clip == rhs.clip && lhs.cells == rhs.cells
    }

    /// Records that `area` was written (debug builds, while rules are checked).
    @inline(__always)
    func noteWrite(_ area: Rect) {
        #if DEBUG
            if let writeLog, writeLog.isRecording { writeLog.areas.append(area) }
        #endif
    }

    func isWritable(_ x: Int, _ y: Int) -> Bool {
        clip.contains(Point(x: x, y: y)) && x >= 0 && y >= 0 && x < size.width && y < size.height
    }

    /// Fills `rect` (clipped) with blanks of `style`. A wide grapheme cut by the edge of the
    /// area loses its other half too, so no half-drawn character is left behind.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        fill(rect, with: .blank(style))
    }

    /// Fills `rect` (clipped) with the one-cell character `symbol` (box-drawing lines, bars).
    /// A symbol that is not one printable cell wide is drawn as `draw` would draw it instead.
    public mutating func fill(_ rect: Rect, with symbol: Unicode.Scalar, style: Style = .plain) {
        guard Self.isOneCellSymbol(symbol) else {
            for y in rect.minY..<max(rect.minY, rect.maxY) {
                for x in rect.minX..<max(rect.minX, rect.maxX) {
                    draw(String(symbol), at: Point(x: x, y: y), style: style)
                }
            }
            return
        }
        fill(rect, with: Cell(String(symbol), width: 1, style: style))
    }

    /// Whether `symbol` is drawn as is in one cell. Box-drawing and block elements (U+2500-U+259F,
    /// what frames and bars are made of) are known to be; anything else is checked.
    private static func isOneCellSymbol(_ symbol: Unicode.Scalar) -> Bool {
        if (0x2500...0x259F).contains(symbol.value) { return true }
        let character = Character(symbol)
        return DisplayWidth.of(character) == 1 && TextSanitizer.treatment(of: character) == .keep
    }

    private mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        noteWrite(area)
        for y in area.minY..<area.maxY {
            clearWideOverlap(area.minX, y)
            clearWideOverlap(area.maxX - 1, y)
        }
        // One pass over each row's cells, without a uniqueness and bounds check per cell.
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.minY..<area.maxY {
                let row = y * width
                cells[(row + area.minX)..<(row + area.maxX)].update(repeating: cell)
            }
        }
    }

    /// Applies `style` over the existing cells of `rect` (keeps the text, merges the style).
    public mutating func applyStyle(_ style: Style, to rect: Rect) {
        let area = rect.intersection(clip).intersection(Rect(origin: .zero, size: size))
        guard !area.isEmpty else { return }
        noteWrite(area)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                cells[y * size.width + x].style = cells[y * size.width + x].style.merging(style)
            }
        }
    }

    /// Draws `text` on one line starting at `point`, at most `maxWidth` cells wide, sanitising
    /// control characters. Returns the number of cells used. Wide graphemes that do not fit are
    /// not split; the caller truncates with an ellipsis beforehand when it wants one.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int = .max) -> Int {
        var x = point.x
        let y = point.y
        let (end, overflowed) = point.x.addingReportingOverflow(max(0, maxWidth))
        let limit = overflowed ? Int.max : end
        guard y >= clip.minY, y < clip.maxY, y >= 0, y < size.height else { return 0 }
        if let drawn = drawPrintableASCII(text, at: point, style: style, limit: limit) { return drawn }
        if let drawn = drawSimpleText(text, at: point, style: style, limit: limit, truncatingTo: nil) { return drawn }
        for character in text {
            let shown = TextSanitizer.displayable(character)
            let width = DisplayWidth.of(shown)
            if width == 0 {
                // A zero-width grapheme on its own (the sanitiser keeps combining marks attached
                // to their base, so this is rare): nothing to draw.
                continue
            }
            if x + width > limit || x + width > clip.maxX { break }
            if x >= clip.minX {
                put(shown, width: width, at: x, y, style: style)
            }
            x += width
        }
        return x - point.x
    }

    /// Draws `text` in at most `width` cells, cut with `…` when it does not fit (exactly as
    /// `String.truncated(toWidth:)` cuts it) and sanitised like `draw`. Printable ASCII, the
    /// common case, is drawn in one pass without building the cut string.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, truncatingToWidth width: Int)
        -> Int
    {
        guard width > 0 else { return 0 }
        var text = text
        let drawn = text.withUTF8 { bytes -> Int? in
            guard Self.isPrintableASCII(bytes) else { return nil }
            guard bytes.count > width else { return drawASCII(bytes, at: point, style: style, limit: .max) }
            let used = drawASCII(
                UnsafeBufferPointer(rebasing: bytes[..<(width - 1)]), at: point, style: style, limit: .max)
            return used + draw("…", at: Point(x: point.x + width - 1, y: point.y), style: style, maxWidth: 1)
        }
        if let drawn { return drawn }
        let (end, overflowed) = point.x.addingReportingOverflow(width)
        if let drawn = drawSimpleText(
            text, at: point, style: style, limit: overflowed ? .max : end, truncatingTo: width)
        {
            return drawn
        }
        return draw(text.truncated(toWidth: width), at: point, style: style, maxWidth: width)
    }

    /// Whether every byte is printable ASCII (one cell each, nothing to sanitise).
    private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
        return true
    }

    /// The fast path for the common case, text that is all printable ASCII (one cell per byte,
    /// nothing to sanitise): returns the cells used, or nil when the text needs the full path.
    private mutating func drawPrintableASCII(_ text: String, at point: Point, style: Style, limit: Int) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            Self.isPrintableASCII(bytes) ? drawASCII(bytes, at: point, style: style, limit: limit) : nil
        }
    }

    /// Draws printable ASCII bytes on row `point.y` up to column `limit`; returns the cells used.
    private mutating func drawASCII(_ bytes: UnsafeBufferPointer<UInt8>, at point: Point, style: Style, limit: Int)
        -> Int
    {
        guard point.y >= clip.minY, point.y < clip.maxY, point.y >= 0, point.y < size.height else { return 0 }
        let end = min(limit, clip.maxX, size.width, point.x + bytes.count)
        let start = max(point.x, clip.minX, 0)
        guard end > start else { return max(0, min(end, limit) - point.x) }
        let row = point.y * size.width
        noteWrite(Rect(x: start, y: point.y, width: end - start, height: 1))
        if cells[row + start].width == 0 { clearWideOverlap(start, point.y) }
        if cells[row + end - 1].width == 2 { clearWideOverlap(end - 1, point.y) }
        for x in start..<end {
            cells[row + x] = Cell(ascii: bytes[x - point.x], style: style)
        }
        return end - point.x
    }

    /// Puts one grapheme of `width` cells at (x, y), clearing any wide grapheme it overlaps.
    private mutating func put(_ grapheme: Character, width: Int, at x: Int, _ y: Int, style: Style) {
        guard isWritable(x, y) else { return }
        if width == 2 && !isWritable(x + 1, y) { return }
        clearWideOverlap(x, y)
        if width == 2 { clearWideOverlap(x + 1, y) }
        var text = String(grapheme)
        guard text.utf8.count <= InlineGrapheme.capacity else {
            // Too long for a cell (a long emoji sequence): U+FFFD, and a blank for a wide one.
            self[x, y] = Cell("\u{FFFD}", width: 1, style: style)
            if width == 2 { self[x + 1, y] = Cell.blank(style) }
            return
        }
        self[x, y] = text.withUTF8 { Cell(utf8: $0, width: UInt8(width), style: style) }
        if width == 2 { self[x + 1, y] = Cell.continuation(style) }
    }

    /// Blanks the other half of a wide grapheme that a write at (x, y) would break.
    mutating func clearWideOverlap(_ x: Int, _ y: Int) {
        // Not a write of the view's own: the neighbour may lie outside the clip.
        let index = y * size.width + x
        let cell = cells[index]
        if cell.width == 0, x > 0 { cells[index - 1] = Cell.blank(cells[index - 1].style) }
        if cell.width == 2, x + 1 < size.width { cells[index + 1] = Cell.blank(cells[index + 1].style) }
    }

    /// The cells of `rect`, row by row (`rect` must lie inside the canvas).
    func cells(in rect: Rect) -> [Cell] {
        let width = rect.width
        return [Cell](unsafeUninitializedCapacity: width * rect.height) { buffer, initialized in
            cells.withUnsafeBufferPointer { source in
                for (index, y) in (rect.minY..<rect.maxY).enumerated() {
                    (buffer.baseAddress! + index * width)
                        .initialize(from: source.baseAddress! + y * size.width + rect.minX, count: width)
                }
            }
            initialized = width * rect.height
        }
    }

    /// Puts `saved` (row by row, as `cells(in:)` returned them) back into `rect`, which must lie
    /// inside the canvas; a wide grapheme cut by the rectangle's edges loses its other half.
    mutating func restoreCells(in rect: Rect, from saved: [Cell]) {
        noteWrite(rect)
        let width = rect.width
        for y in rect.minY..<rect.maxY {
            clearWideOverlap(rect.minX, y)
            clearWideOverlap(rect.maxX - 1, y)
        }
        let canvasWidth = size.width
        cells.withUnsafeMutableBufferPointer { target in
            saved.withUnsafeBufferPointer { source in
                for (index, y) in (rect.minY..<rect.maxY).enumerated() {
                    (target.baseAddress! + y * canvasWidth + rect.minX)
                        .update(from: source.baseAddress! + index * width, count: width)
                }
            }
        }
    }

    /// Makes this canvas, the frame `runs` and `scroll` were found against (see `FrameDiff`),
    /// equal to `new` in its own storage: moves its rows by `scroll`, blanks the rows the scroll
    /// vacated and copies the cells of `runs` from `new`. After a small change this touches a few
    /// rows, where taking a copy of `new` would copy every cell.
    mutating func catchUp(to new: Canvas, runs: [FrameUpdate.Run], scroll: FrameScroll?) {
        precondition(size == new.size, "only a frame of the same size catches up")
        let width = size.width
        clip = new.clip
        cells.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            if let scroll {
                // Moving up reads the rows below before they are overwritten, moving down the
                // rows above: walk the region from the side the content moves towards.
                let rows = scroll.distance > 0 ? Array(scroll.rows) : scroll.rows.reversed()
                for row in rows {
                    let destination = base + row * width
                    if let source = scroll.sourceRow(of: row) {
                        destination.update(from: base + source * width, count: width)
                    } else {
                        destination.update(repeating: .blank(), count: width)
                    }
                }
            }
            new.cells.withUnsafeBufferPointer { source in
                for run in runs {
                    let offset = run.row * width + run.columns.lowerBound
                    (base + offset).update(from: source.baseAddress! + offset, count: run.columns.count)
                }
            }
        }
    }

    /// The text of row `y`, continuation cells skipped, trailing spaces kept.
    public func text(ofRow y: Int) -> String {
        var line = ""
        for x in 0..<size.width where !self[x, y].isContinuation { self[x, y].grapheme.append(to: &line) }
        return line
    }

    /// The whole canvas as text, one line per row with trailing spaces removed.
    public var text: String {
        (0..<size.height).map { row in
            var line = text(ofRow: row)
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}

#if DEBUG
    /// The areas written to a canvas while the renderer checks its rules (debug builds only; used
    /// on the main actor while a frame is drawn).
    final class CanvasWriteLog: @unchecked Sendable {
        /// Whether writes are collected now (while a primitive view draws).
        var isRecording = false
        var areas: [Rect] = []
    }
#endif
