// Input events delivered by a terminal backend to the run loop.

/// What happened with the mouse.
public enum MouseAction: Hashable, Sendable {
    case press, release, doubleClick, scrollUp, scrollDown
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
    public var action: MouseAction
    public var location: Point
    public init(_ action: MouseAction, at location: Point) {
        self.action = action
        self.location = location
    }
}

/// One input event.
public enum Event: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// Text pasted in one piece (bracketed paste), delivered whole.
    case paste(String)
}
