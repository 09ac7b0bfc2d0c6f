// TextFieldBenchmarks: one key in a focused text field holding 100 to 100,000 characters (typed
// at the end, typed in the middle, Backspace, Left), handled and drawn by the app runtime in a
// headless terminal. The cost per key should not grow with the length of the text.
import Observation
import TerminalUI

/// The field's state, as a view model would hold it.
@MainActor @Observable
private final class FieldModel {
    var state: TextFieldState
    init(_ state: TextFieldState) { self.state = state }
}

/// A screen with one focused text field.
private struct FieldScreen: View {
    let model: FieldModel
    var body: some View {
        let model = model
        TextField(state: model.state, onChange: { model.state = $0 })
            .focused()
            .frame(maxWidth: .max)
    }
}

/// Measures keys in text fields of growing length.
@MainActor
struct TextFieldBenchmarks {
    let repetitions: Repetitions
    /// Keys sent per timed run (the time reported is per key).
    static let keysPerRun = 200
    static let lengths = [100, 1_000, 10_000, 100_000]

    func run() -> [ResultRow] {
        var rows: [ResultRow] = []
        let edits: [(name: String, middle: Bool, keys: [Key])] = [
            ("type at the end", false, [.character("x")]),
            ("type in the middle", true, [.character("x")]),
            ("Backspace then type", false, [.backspace, .character("y")]),
            ("Left then Right", true, [.left, .right]),
        ]
        for edit in edits {
            var first: Double?
            for length in Self.lengths {
                let timing = measureKeys(edit.keys, length: length, inTheMiddle: edit.middle)
                let perKey = timing.medianNanoseconds / Double(Self.keysPerRun * edit.keys.count)
                first = first ?? perKey
                var row = ResultRow(
                    group: "field", name: "\(edit.name), \(length) chars", items: Self.keysPerRun * edit.keys.count,
                    timing: timing)
                row.note = String(format: "%.2fx the 100-char cost", perKey / (first ?? perKey))
                rows.append(row)
            }
        }
        return rows
    }

    private func measureKeys(_ keys: [Key], length: Int, inTheMiddle: Bool) -> Timing {
        let pattern = Array("Zoë Müller 東京 🚀 ")
        var state = TextFieldState(text: String((0..<length).map { pattern[$0 % pattern.count] }), limit: 1_000_000)
        if inTheMiddle {
            state.moveToStart()
            for _ in 0..<(length / 2) { state.moveRight() }
        }
        let model = FieldModel(state)
        let terminal = LastFrameTerminal(size: Size(width: 100, height: 5))
        let app = Application(terminal: terminal, minimumSize: Size(width: 10, height: 1)) { FieldScreen(model: model) }
        app.renderFrame()
        return measure(repetitions) {
            for _ in 0..<Self.keysPerRun {
                for key in keys { app.handle(.key(key)) }
                app.renderFrameIfNeeded()
            }
        }
    }
}
