// A modal layer: its content centred over the screen, and the screen behind deaf to the mouse.
import TerminalUI

/// Draws `content` centred over the whole area it is given and swallows every mouse event
/// the content does not handle, so a click beside a dialog never reaches the list behind it.
struct Modal<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        Spacer()
            .onMouse { _, _ in .handled }
            .overlay { content }
    }
}
