// terminalui-example: the example screens of ExampleKit in a real terminal (ncurses). Press
// 1-3 or Tab to switch screens and q to quit.
import ExampleKit
import Foundation
import TerminalUI

let terminal = NcursesTerminal()
let app = Application(terminal: terminal, minimumSize: ExamplesView.minimumSize) { ExamplesView() }
do {
    try await TerminalRunLoop(terminal: terminal, client: app).run()
} catch {
    FileHandle.standardError.write(Data("terminalui-example: \(error)\n".utf8))
    exit(1)
}
