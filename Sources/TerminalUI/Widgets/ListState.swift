// The selection and scroll position of a list: a small value a view model owns, with the
// moves the list keys make.

/// Where a list's selection and viewport are. Keep one in the view model (or a `@StateViewModel`)
/// and pass it to `ListView`; the moves keep the selection inside the list and on screen.
///
///     var list = ListState()
///     list.clamp(count: users.count)
///     list.moveSelection(by: 1)
public struct ListState: Hashable, Sendable {
    /// The selected index (0 when the list is empty).
    public var selection: Int
    /// The index of the first visible row.
    public var offset: Int
    /// The number of items, as last given to `clamp(count:)`.
    public private(set) var count: Int
    /// The number of visible rows, as last given to `ensureVisible(height:)` (pages move by it).
    public private(set) var visibleHeight: Int

    /// A state with `selection` in a list of `count` items showing `visibleHeight` rows (a
    /// count of 0 means "not known yet": the selection is kept until `clamp(count:)`).
    public init(selection: Int = 0, offset: Int = 0, count: Int = 0, visibleHeight: Int = 10) {
        self.selection = max(0, selection)
        self.offset = max(0, offset)
        self.count = max(0, count)
        self.visibleHeight = max(1, visibleHeight)
        if count > 0 { clamp(count: count) }
    }

    /// The selected index, or nil when the list is empty.
    public var selectedIndex: Int? { count > 0 ? selection : nil }

    /// Records the item count and pulls the selection and offset back inside the list.
    public mutating func clamp(count: Int) {
        self.count = max(0, count)
        selection = min(max(0, selection), max(0, self.count - 1))
        offset = min(max(0, offset), max(0, self.count - 1))
    }

    /// Records the visible height and scrolls as little as possible to show the selection,
    /// without leaving blank rows at the bottom when the list could fill them.
    public mutating func ensureVisible(height: Int) {
        visibleHeight = max(1, height)
        if selection < offset { offset = selection }
        if selection >= offset + visibleHeight { offset = selection - visibleHeight + 1 }
        offset = max(0, min(offset, count - visibleHeight))
    }

    /// Selects `index` (clamped to the list).
    public mutating func select(_ index: Int) {
        selection = min(max(0, index), max(0, count - 1))
        ensureVisible(height: visibleHeight)
    }

    /// Moves the selection `delta` items down (negative: up), stopping at the ends.
    public mutating func moveSelection(by delta: Int) { select(selection + delta) }

    /// Moves the selection `pages` screens down (negative: up).
    public mutating func page(by pages: Int) { moveSelection(by: pages * visibleHeight) }

    /// Selects the first item.
    public mutating func jumpToStart() { select(0) }

    /// Selects the last item.
    public mutating func jumpToEnd() { select(count - 1) }

    /// Scrolls the viewport `delta` rows (the mouse wheel), dragging the selection along so it
    /// stays visible.
    public mutating func scroll(by delta: Int) {
        offset = max(0, min(offset + delta, count - visibleHeight))
        selection = min(max(selection, offset), offset + visibleHeight - 1)
        selection = min(max(0, selection), max(0, count - 1))
    }

    /// Applies a list key through `keyMap` (by default j/k/Down/Up move, PageDown/PageUp and
    /// Ctrl-D/Ctrl-U page, g/G/Home/End jump). Returns whether the key moved the list.
    public mutating func handleListKey(_ key: Key, keyMap: KeyMap = ListKeyBindings.standard) -> Bool {
        guard let name = keyMap.action(for: key), let action = ListAction(rawValue: name), action != .open else {
            return false
        }
        perform(action)
        return true
    }

    /// Makes the move `action` names (`open` moves nothing).
    public mutating func perform(_ action: ListAction) {
        switch action {
        case .next: moveSelection(by: 1)
        case .previous: moveSelection(by: -1)
        case .nextPage: page(by: 1)
        case .previousPage: page(by: -1)
        case .first: jumpToStart()
        case .last: jumpToEnd()
        case .open: break
        }
    }
}

/// What a list's keys do; the raw value is the action's name in a `KeyMap`.
public enum ListAction: String, CaseIterable, Sendable {
    case next = "list.next"
    case previous = "list.previous"
    case nextPage = "list.nextPage"
    case previousPage = "list.previousPage"
    case first = "list.first"
    case last = "list.last"
    /// Activates the selected item (Enter): `ListView` calls `onActivate`.
    case open = "list.open"
}

/// The keys of a list: `ListView` and `ListState.handleListKey` act on them and help lists them.
public enum ListKeyBindings {
    /// The list's bindings under "Lists", built once (lists are drawn on every frame).
    public static let standard = keyMap()

    /// The list's bindings under `section`: moves, pages, jumps and open.
    public static func keyMap(section: String = "Lists") -> KeyMap {
        KeyMap([
            KeyBinding(
                ListAction.next.rawValue, keys: [.character("j"), .down], description: "Next item",
                section: section, hint: "next"),
            KeyBinding(
                ListAction.previous.rawValue, keys: [.character("k"), .up], description: "Previous item",
                section: section, hint: "previous"),
            KeyBinding(
                ListAction.nextPage.rawValue, keys: [.pageDown, .control("d")], description: "Next page",
                section: section, hint: "page down"),
            KeyBinding(
                ListAction.previousPage.rawValue, keys: [.pageUp, .control("u")], description: "Previous page",
                section: section, hint: "page up"),
            KeyBinding(
                ListAction.first.rawValue, keys: [.character("g"), .home], description: "First item",
                section: section, hint: "first"),
            KeyBinding(
                ListAction.last.rawValue, keys: [.character("G"), .end], description: "Last item",
                section: section, hint: "last"),
            KeyBinding(
                ListAction.open.rawValue, keys: [.enter], description: "Open the selected item",
                section: section, hint: "open"),
        ])
    }

    /// Help lines for moving through a list (the moves of `keyMap(section:)`, without open,
    /// which screens list with their own navigation keys).
    public static func bindings(section: String = "Lists") -> [KeyBinding] {
        keyMap(section: section).help.filter { $0.action != ListAction.open.rawValue }
    }
}
