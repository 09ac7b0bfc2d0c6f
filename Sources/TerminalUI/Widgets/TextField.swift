// TextField: a single-line editable field that scrolls horizontally and shows the cursor. Only
// the graphemes that fit are measured and drawn, so a long text costs no more than a short one.

/// A one-line text field drawing a `TextFieldState`. It scrolls sideways to keep the cursor in
/// view, shows `placeholder` (dim) when empty, is underlined so it stays visible in monochrome,
/// and, when focused, places the terminal cursor and handles its editing keys (reporting the
/// new state to `onChange`) and Enter (`onSubmit`). A field at its limit says so at its right
/// end (`Field limit: 10000 characters`).
///
///     TextField(state: viewModel.city, placeholder: "City", onChange: { viewModel.city = $0 },
///               onSubmit: { _ in viewModel.lookUp() })
///         .focused(true)
public struct TextField: PrimitiveView {
    let state: TextFieldState
    let placeholder: String
    let onChange: (@MainActor (TextFieldState) -> Void)?
    let onSubmit: (@MainActor (String) -> Void)?

    /// The widest a field asks to be when its width is not proposed.
    private static let widestWanted = 200

    /// A field showing `state`.
    public init(
        state: TextFieldState, placeholder: String = "",
        onChange: (@MainActor (TextFieldState) -> Void)? = nil,
        onSubmit: (@MainActor (String) -> Void)? = nil
    ) {
        self.state = state
        self.placeholder = placeholder
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let height = min(1, proposal.height ?? 1)
        if let width = proposal.width { return Size(width: width, height: height) }
        let textWidth = String(state.text.prefix(Self.widestWanted)).displayWidth
        let wanted = max(min(textWidth, Self.widestWanted) + 1, placeholder.displayWidth + 1, 10)
        return Size(width: wanted, height: height)
    }

    /// The message shown while `state` is full.
    public static func limitMessage(for state: TextFieldState) -> String {
        "Field limit: \(state.limit) characters"
    }

    /// The index of the first grapheme shown and the cursor's column, for a field `width` wide.
    public static func viewport(for state: TextFieldState, width: Int) -> (first: Int, cursorColumn: Int) {
        let window = window(for: state, width: width)
        return (window.first, window.cursorColumn)
    }

    /// What a field `width` wide shows: the graphemes from the one just after the cursor's
    /// left edge up to the right edge, with the cursor's column. `examined` counts the
    /// graphemes measured to find it (what is visible, plus one on each side).
    struct Window {
        var first: Int
        var cursorColumn: Int
        var shown: Substring
        var examined: Int
    }

    /// The window that keeps the cursor in view: as much text before the cursor as fits in
    /// `width - 1` cells (the last cell is for the cursor at the end), then what fits after it.
    /// Zero-width graphemes are measured too, and at most `width` of them in a row are walked
    /// over, so the walk is bounded by the width whatever the text holds.
    static func window(for state: TextFieldState, width: Int) -> Window {
        let text = state.text
        let walkLimit = 2 * max(1, width) + 2
        var start = state.cursorIndex
        var column = 0
        var examined = 0
        while start > text.startIndex, examined < walkLimit {
            let previous = text.index(before: start)
            let cells = text[previous].drawnWidth
            examined += 1
            guard column + cells <= width - 1 else { break }
            column += cells
            start = previous
        }
        let first = state.cursor - text.distance(from: start, to: state.cursorIndex)
        var end = state.cursorIndex
        var used = column
        var walked = 0
        while end < text.endIndex, used < width, walked < walkLimit {
            used += text[end].drawnWidth
            end = text.index(after: end)
            walked += 1
        }
        return Window(first: first, cursorColumn: column, shown: text[start..<end], examined: examined + walked)
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let environment = context.environment
        var line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let field = environment.theme[.field]
        context.canvas.fill(line, style: field)
        if state.isFull {
            line.size.width -= drawLimitMessage(in: line, context: context)
        }
        let cursorColumn: Int
        if state.text.isEmpty {
            context.canvas.draw(
                placeholder, at: line.origin, style: field.merging(environment.theme[.muted]),
                maxWidth: line.width)
            cursorColumn = 0
        } else {
            let window = Self.window(for: state, width: line.width)
            context.canvas.draw(
                String(window.shown), at: line.origin, style: field,
                maxWidth: line.width)
            cursorColumn = window.cursorColumn
        }
        guard environment.isFocused else { return }
        context.cursor = Point(x: line.minX + min(cursorColumn, max(0, line.width - 1)), y: line.minY)
        let state = state
        let onChange = onChange
        let onSubmit = onSubmit
        context.addEventHandler { event in
            if event == .key(.enter), let onSubmit {
                onSubmit(state.text)
                return .handled
            }
            guard let onChange else { return .ignored }
            var next = state
            guard next.handle(event) else { return .ignored }
            onChange(next)
            return .handled
        }
    }

    /// Draws the limit message (or, in a narrow field, `limit N`) at the right end of `line`,
    /// leaving at least ten cells for the text; returns the cells it took.
    private func drawLimitMessage(in line: Rect, context: RenderContext) -> Int {
        let messages = [" " + Self.limitMessage(for: state), " limit \(state.limit)"]
        guard let message = messages.first(where: { line.width >= $0.displayWidth + 10 }) else { return 0 }
        let width = message.displayWidth
        let style = context.environment.theme[.warning]
        context.canvas.draw(message, at: Point(x: line.maxX - width, y: line.minY), style: style, maxWidth: width)
        return width
    }
}
