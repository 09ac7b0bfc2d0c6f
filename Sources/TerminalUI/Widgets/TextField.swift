// TextField: a single-line editable field that scrolls horizontally and shows the cursor.

/// A one-line text field drawing a `TextFieldState`. It scrolls sideways to keep the cursor in
/// view, shows `placeholder` (dim) when empty, is underlined so it stays visible in monochrome,
/// and, when focused, places the terminal cursor and handles its editing keys (reporting the
/// new state to `onChange`) and Enter (`onSubmit`).
///
///     TextField(state: viewModel.city, placeholder: "City", onChange: { viewModel.city = $0 },
///               onSubmit: { _ in viewModel.lookUp() })
///         .focused(true)
public struct TextField: PrimitiveView {
    let state: TextFieldState
    let placeholder: String
    let onChange: (@MainActor (TextFieldState) -> Void)?
    let onSubmit: (@MainActor (String) -> Void)?

    /// A field showing `state`.
    public init(state: TextFieldState, placeholder: String = "",
                onChange: (@MainActor (TextFieldState) -> Void)? = nil,
                onSubmit: (@MainActor (String) -> Void)? = nil) {
        self.state = state
        self.placeholder = placeholder
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    public func sizeThatFits(_ proposal: ProposedSize, context: RenderContext) -> Size {
        let wanted = max(state.text.displayWidth + 1, placeholder.displayWidth + 1, 10)
        return Size(width: proposal.width ?? wanted, height: min(1, proposal.height ?? 1))
    }

    /// The index of the first grapheme shown and the cursor's column, for a field `width` wide.
    public static func viewport(for state: TextFieldState, width: Int) -> (first: Int, cursorColumn: Int) {
        let characters = Array(state.text)
        var column = 0
        for character in characters[..<state.cursor] { column += character.drawnWidth }
        var first = 0
        while column > width - 1, first < state.cursor {
            column -= characters[first].drawnWidth
            first += 1
        }
        return (first, column)
    }

    public func render(in rect: Rect, context: RenderContext) {
        guard !rect.isEmpty else { return }
        let line = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let environment = context.environment
        context.canvas.fill(line, style: environment.resolve(.underline))
        let cursorColumn: Int
        if state.text.isEmpty {
            context.canvas.draw(placeholder, at: line.origin, style: environment.resolve(Style(attributes: [.dim, .underline])),
                                maxWidth: rect.width)
            cursorColumn = 0
        } else {
            let view = Self.viewport(for: state, width: rect.width)
            let shown = String(state.text.dropFirst(view.first))
            context.canvas.draw(shown, at: line.origin, style: environment.resolve(.underline), maxWidth: rect.width)
            cursorColumn = view.cursorColumn
        }
        guard environment.isFocused else { return }
        context.cursor = Point(x: rect.minX + min(cursorColumn, rect.width - 1), y: rect.minY)
        let state = state, onChange = onChange, onSubmit = onSubmit
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
}
