// Labelled fields, one per line: `Username  Bret`.
import TerminalUI
import ViewModels

/// Draws `fields` as aligned `label  value` lines.
struct FieldList: View {
    let fields: [DetailField]

    var body: some View {
        let labelWidth = (fields.map { $0.label.displayWidth }.max() ?? 0) + 2
        VStack {
            for field in fields {
                HStack {
                    Text(field.label.padded(toWidth: labelWidth)).themed(.label)
                    Text(field.value)
                }
            }
        }
    }
}
