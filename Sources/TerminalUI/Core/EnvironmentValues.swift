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
    /// Whether this subtree contains the focused view (set by `.focused(true)`).
    public var isFocused: Bool
    /// Stops the application (set by `Application`; does nothing outside one).
    public var quit: @MainActor () -> Void = {}
    /// The application's clock: views that show or schedule by time read it
    /// (`@Environment(\.clock)`), so tests can move time with a `ManualClock`.
    public var clock: any TimeSource = ContinuousClock()
    /// The axis of the stack a view is directly inside (Spacer and Divider read it).
    var stackAxis: Axis?
    private var custom: [ObjectIdentifier: Any] = [:]

    public init(dependenciesContainer: DependenciesContainer = DependenciesContainer(),
                supportsColor: Bool = true) {
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

    /// `style` as it may be drawn here: colours dropped when they are not supported.
    public func resolve(_ style: Style) -> Style { supportsColor ? style : style.monochrome }
}
