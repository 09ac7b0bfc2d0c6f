// InlineCounterView: `WithViewModel` makes a view model inline, for a piece of screen that does
// not deserve its own view type. Each `WithViewModel` owns its view model like a
// `@StateViewModel` does: one per place in the tree.
import TerminalUI

/// Two counters made inline with `WithViewModel`, each with its own view model: `a` adds 1 to
/// the first, `b` adds 10 to the second.
public struct InlineCounterView: View {
    /// The two inline counters.
    public init() {}

    public var body: some View {
        VStack(spacing: 1) {
            WithViewModel({ _ in CounterViewModel(step: 1) }) { counter in
                Text("a: \(counter.count)").bold()
                    .onKey { key in key == .character("a") ? counter.incremented() : .ignored }
            }
            WithViewModel({ _ in CounterViewModel(step: 10) }) { counter in
                Text("b: \(counter.count)").bold()
                    .onKey { key in key == .character("b") ? counter.incremented() : .ignored }
            }
            Text("Each WithViewModel owns its own view model: a adds 1, b adds 10.").wrapping()
        }
        .padding(horizontal: 1)
    }
}

extension CounterViewModel {
    /// Adds `step` and reports the key as handled (for one-line key handlers).
    fileprivate func incremented() -> EventResult {
        increment()
        return .handled
    }
}
