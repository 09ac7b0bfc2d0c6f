// StateViewModel and WithViewModel: one view model per view identity, released with the view.
import Injection
import Observation
import Testing

@testable import TerminalUI

@MainActor @Observable
private final class TallyViewModel {
    let name: String
    var count = 0
    init(name: String) { self.name = name }
}

/// Counts how many view models a factory made.
@MainActor
private final class Factory {
    var made: [TallyViewModel] = []
    weak var last: TallyViewModel?
    func make(_ name: String) -> TallyViewModel {
        let model = TallyViewModel(name: name)
        made.append(model)
        last = model
        return model
    }
}

private struct TallyScreen: View {
    @StateViewModel var viewModel: TallyViewModel
    init(factory: Factory, name: String) {
        _viewModel = StateViewModel { _ in factory.make(name) }
    }
    var body: some View { Label("\(viewModel.name): \(viewModel.count)") }
}

@MainActor @Observable
private final class Toggle {
    var showsScreen = true
    var parentTick = 0
}

private struct Host: View {
    let toggle: Toggle
    let factory: Factory
    var body: some View {
        Rows {
            Label("tick \(toggle.parentTick)")
            if toggle.showsScreen {
                TallyScreen(factory: factory, name: "tally")
            }
            Label("footer")
        }
    }
}

@MainActor
struct ViewModelLifetimeTests {
    @Test func viewModelIsCreatedOncePerIdentityAcross100Renders() {
        let factory = Factory()
        let toggle = Toggle()
        let app = Application(terminal: HeadlessTerminal()) { Host(toggle: toggle, factory: factory) }
        for tick in 0..<100 {
            toggle.parentTick = tick
            app.renderFrame()
        }
        #expect(factory.made.count == 1)
        #expect(app.frameCount == 100)
    }

    @Test func viewModelStateSurvivesParentUpdates() {
        let factory = Factory()
        let toggle = Toggle()
        let terminal = HeadlessTerminal()
        let app = Application(terminal: terminal) { Host(toggle: toggle, factory: factory) }
        app.renderFrame()
        factory.made.first?.count = 41
        toggle.parentTick = 1
        app.renderFrame()
        #expect(terminal.screenText.contains("tally: 41"))
    }

    @Test func viewModelIsReleasedWhenTheViewLeavesTheTree() {
        let factory = Factory()
        let toggle = Toggle()
        let app = Application(terminal: HeadlessTerminal()) { Host(toggle: toggle, factory: factory) }
        app.renderFrame()
        factory.made.removeAll()
        #expect(factory.last != nil)
        let nodesWithScreen = app.liveNodeCount
        toggle.showsScreen = false
        app.renderFrame()
        #expect(factory.last == nil, "the view model must be released once its view is gone")
        #expect(app.liveNodeCount < nodesWithScreen, "the view's storage goes with it")
        toggle.showsScreen = true
        app.renderFrame()
        #expect(factory.made.count == 1, "coming back creates a fresh view model")
    }

    @Test func siblingsAfterAConditionalKeepTheirIdentity() {
        let factory = Factory()
        let toggle = Toggle()
        let terminal = HeadlessTerminal()
        let app = Application(terminal: terminal) {
            Rows {
                if toggle.showsScreen { Label("banner") }
                TallyScreen(factory: factory, name: "kept")
            }
        }
        app.renderFrame()
        toggle.showsScreen = false
        app.renderFrame()
        toggle.showsScreen = true
        app.renderFrame()
        #expect(factory.made.count == 1)
    }

    @Test func withViewModelCreatesItsModelOnceAndReleasesIt() {
        let factory = Factory()
        let toggle = Toggle()
        let terminal = HeadlessTerminal()
        let app = Application(terminal: terminal) {
            Rows {
                Label("tick \(toggle.parentTick)")
                if toggle.showsScreen {
                    WithViewModel({ _ in factory.make("inline") }) { model in
                        Label("\(model.name) \(model.count)")
                    }
                }
            }
        }
        for tick in 0..<10 {
            toggle.parentTick = tick
            app.renderFrame()
        }
        #expect(factory.made.count == 1)
        #expect(terminal.screenText.contains("inline 0"))
        factory.made.removeAll()
        toggle.showsScreen = false
        app.renderFrame()
        #expect(factory.last == nil)
    }

    @Test func anExplicitIdStartsAFreshViewModel() {
        let factory = Factory()
        let toggle = Toggle()
        let app = Application(terminal: HeadlessTerminal()) {
            TallyScreen(factory: factory, name: "user").id(toggle.parentTick)
        }
        app.renderFrame()
        toggle.parentTick = 1
        app.renderFrame()
        #expect(factory.made.count == 2)
    }
}
