// Values passed down the view tree: the dependency container, capabilities, `quit`, custom keys.
// Views read them with `@Environment(\.key)` and set them for a subtree with
// `.environment(\.key, value)`.
import Injection

/// A key for a custom environment value. Expose it as a property of `EnvironmentValues` so
/// views can read it with `@Environment(\.name)`:
///
///     private struct AccentKey: EnvironmentKey { static let defaultValue = Style.bold }
///     extension EnvironmentValues {
///         var accent: Style {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when nothing above set one.
    static var defaultValue: Value { get }
}

/// What a view's subtree inherits from its ancestors.
public struct EnvironmentValues {
    /// The dependencies visible to this subtree (`.inject` adds to it).
    public var dependenciesContainer: DependenciesContainer
    /// Whether colours may be used; false means attributes only (bold, reverse, underline).
    public var supportsColor: Bool
    /// How many colours the terminal has (set by `Application` from the terminal each frame).
    public var colorDepth: ColorDepth = .palette256
    /// Whether symbols such as `▲` can be drawn (set by `Application` from the terminal); views
    /// draw an ASCII stand-in when not.
    public var drawsUnicodeSymbols = true
    /// The named styles, fitted to the terminal's colours (`Application` fits the theme it was
    /// given to the terminal before each frame).
    public var theme: Theme = .dark
    /// Whether this subtree contains the focused view (set by `.focused(true)`).
    public var isFocused: Bool
    /// Stops the application (set by `Application`; does nothing outside one).
    public var quit: @MainActor () -> Void = {}
    /// The application's clock: views that show or schedule by time read it
    /// (`@Environment(\.clock)`), so tests can move time with a `ManualClock`.
    public var clock: any TimeSource = ContinuousClock()
    /// Draws the whole app in another theme from the next frame (set by `Application`).
    public var changeTheme: @MainActor (Theme) -> Void = { _ in }
    /// Copies text to the system clipboard through the terminal (OSC 52; set by `Application`).
    public var copyToClipboard: @MainActor (String) -> Void = { _ in }
    /// The axis of the stack a view is directly inside (Spacer and Divider read it).
    var stackAxis: Axis?
    private var custom: [ObjectIdentifier: Any] = [:]

    /// The environment at the root of a tree: `dependenciesContainer` for the whole app (the
    /// composition root's registrations), and whether colours may be used.
    public init(
        dependenciesContainer: DependenciesContainer = DependenciesContainer(),
        supportsColor: Bool = true
    ) {
        self.dependenciesContainer = dependenciesContainer
        self.supportsColor = supportsColor
        self.isFocused = false
    }

    /// The registered dependency of `type`, or nil.
    public subscript<T>(dependency type: T.Type) -> T? { dependenciesContainer.resolve(type) }

    /// A custom value.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// `style` as it may be drawn here: colours fitted to the terminal's, or dropped when
    /// colours are not supported.
    public func resolve(_ style: Style) -> Style { supportsColor ? style.fitted(to: colorDepth) : style.monochrome }

    /// The theme's style for `role` (already fitted to the terminal).
    public func style(_ role: Theme.Role) -> Style { theme[role] }

    /// What the look of a drawing depends on besides the view: colours on or off, their depth,
    /// and the theme.
    var appearance: Appearance {
        Appearance(
            supportsColor: supportsColor, colorDepth: colorDepth, theme: theme, drawsUnicodeSymbols: drawsUnicodeSymbols
        )
    }
}

/// Everything besides a view's value that decides how it looks: when it changes, every view is
/// drawn again (no partial frame, no reused drawing).
struct Appearance: Equatable {
    var supportsColor: Bool
    var colorDepth: ColorDepth
    var theme: Theme
    var drawsUnicodeSymbols: Bool
}
