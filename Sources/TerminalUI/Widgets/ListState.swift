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

    /// Applies a list key: j/k/Down/Up move, PageDown/PageUp and Ctrl-D/Ctrl-U page, g/G/Home/End
    /// jump. Returns whether the key was one of these.
    public mutating func handleListKey(_ key: Key) -> Bool {
        switch key {
        case .character("j"), .down: moveSelection(by: 1)
        case .character("k"), .up: moveSelection(by: -1)
        case .pageDown, .control("d"): page(by: 1)
        case .pageUp, .control("u"): page(by: -1)
        case .character("g"), .home: jumpToStart()
        case .character("G"), .end: jumpToEnd()
        default: return false
        }
        return true
    }
}

/// The keys `ListState.handleListKey(_:)` understands, for the help overlay.
public enum ListKeyBindings {
    /// Help lines for list navigation, under `section`.
    public static func bindings(section: String = "Lists") -> [KeyBinding] {
        [
            KeyBinding(keys: ["j", "Down"], description: "Next item", section: section),
            KeyBinding(keys: ["k", "Up"], description: "Previous item", section: section),
            KeyBinding(keys: ["PageDown", "Ctrl-D"], description: "Next page", section: section),
            KeyBinding(keys: ["PageUp", "Ctrl-U"], description: "Previous page", section: section),
            KeyBinding(keys: ["g", "Home"], description: "First item", section: section),
            KeyBinding(keys: ["G", "End"], description: "Last item", section: section),
        ]
    }
}
