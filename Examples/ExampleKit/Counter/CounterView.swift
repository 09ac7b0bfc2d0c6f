// CounterView: `@StateViewModel` at its simplest. The view owns its view model: it is made the
// first time the view appears, kept across redraws, and released when the view leaves the tree.
import TerminalUI

/// A counter on screen: `+` or Up adds one, `-` or Down takes one away, `0` resets.
///
/// ```swift
/// struct CounterView: View {
///     @StateViewModel private var viewModel = CounterViewModel()
///     var body: some View { Text("Count: \(viewModel.count)") }
/// }
/// ```
public struct CounterView: View {
    @StateViewModel private var viewModel = CounterViewModel()

    /// A counter starting at zero.
    public init() {}

    public var body: some View {
        VStack(spacing: 1) {
            Text("Count: \(viewModel.count)").bold()
            Text("+ or Up adds one, - or Down takes one away, 0 resets.")
            Text("The count lives in a @StateViewModel: switch screens and it starts again at 0.").wrapping()
        }
        .padding(horizontal: 1)
        .onKey { key in
            switch key {
            case .character("+"), .up: viewModel.increment()
            case .character("-"), .down: viewModel.decrement()
            case .character("0"): viewModel.reset()
            default: return .ignored
            }
            return .handled
        }
    }
}
