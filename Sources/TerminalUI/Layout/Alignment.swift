// Alignment of a child inside a larger rectangle, and the stack axis children are laid out on.

/// Where content sits horizontally in a wider space.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The x offset of content `width` wide in a space `available` wide.
    func offset(width: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, (available - width) / 2)
        case .trailing: max(0, available - width)
        }
    }
}

/// Where content sits vertically in a taller space.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    /// The y offset of content `height` tall in a space `available` tall.
    func offset(height: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: max(0, (available - height) / 2)
        case .bottom: max(0, available - height)
        }
    }
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The rectangle of `size` placed inside `rect` (clamped to it).
    func place(_ size: Size, in rect: Rect) -> Rect {
        let width = min(size.width, rect.width)
        let height = min(size.height, rect.height)
        return Rect(
            x: rect.minX + horizontal.offset(width: width, in: rect.width),
            y: rect.minY + vertical.offset(height: height, in: rect.height),
            width: width, height: height)
    }
}

/// The direction a stack lays its children out in.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}
