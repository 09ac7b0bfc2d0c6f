// The readable path of a view (diagnostics and dependency scopes name views by it): type names
// as `String(describing:)` prints them, generic arguments included, builder lists left out.
import Testing

@testable import TerminalUI

struct PathTestScreen: View {
    var body: some View { Text("") }
}

struct PathTestRow<Content>: View {
    var body: some View { Text("") }
}

@MainActor
@Suite struct ViewPathDescriptionTests {
    @Test func namesEachViewAsItsTypeIsPrinted() {
        let types: [Any.Type] = [
            PathTestScreen.self, ViewList.self, PathTestRow<PathTestScreen>.self,
            ListView<PathTestRow<Int>>.self,
        ]
        let expected = [
            String(describing: PathTestScreen.self), String(describing: PathTestRow<PathTestScreen>.self),
            String(describing: ListView<PathTestRow<Int>>.self),
        ].joined(separator: " > ")
        #expect(RenderContext.pathDescription(types) == expected)
        #expect(expected == "PathTestScreen > PathTestRow<PathTestScreen> > ListView<PathTestRow<Int>>")
    }

    @Test func aPathOfOnlyBuilderContainersIsTheRoot() {
        #expect(RenderContext.pathDescription([ViewList.self, ConditionalView.self, AnyView.self]) == "root")
        #expect(RenderContext.pathDescription([]) == "root")
    }
}
