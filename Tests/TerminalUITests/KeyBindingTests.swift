// Key bindings: one value decides what a key does and what help says about it, so help lists
// exactly the keys in force, a remap is a new key list, and two keys read as two keys.
import Testing

@testable import TerminalUI

private let namedKeys: [Key] = [
    .character("j"), .character("/"), .character("?"), .character("G"), .character(" "), .character("é"),
    .control("d"), .alt("x"), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .enter, .escape,
    .tab, .backTab, .backspace, .delete, .insert, .function(5), .function(12),
]

@MainActor
struct KeyBindingTests {
    @Test(arguments: namedKeys)
    func everyKeyIsFoundAgainByTheNameHelpShows(key: Key) {
        #expect(Key(name: key.description) == key)
    }

    @Test(arguments: ["Click", "Wheel", "Ctrl-", "Ctrl-12", "F0", "F99", "", "Shift"])
    func namesOfNoKeyAreRefused(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test func namedKeysIgnoreCase() {
        #expect(Key(name: "pagedown") == .pageDown)
        #expect(Key(name: "CTRL-D") == .control("d"))
        #expect(Key(name: "escape") == .escape)
    }

    @Test func aBindingMatchesItsKeysOnlyWhileEnabled() {
        let binding = KeyBinding("edit", keys: [.character("c"), .character("/")], description: "Edit", section: "S")
        #expect(binding.matches(.character("c")) && binding.matches(.character("/")))
        #expect(!binding.matches(.character("x")))
        #expect(!binding.enabled(false).matches(.character("c")))
    }

    @Test func twoKeysAreShownAsTwoKeys() {
        let binding = KeyBinding(keys: ["c", "/"], description: "Edit the city", section: "Weather")
        #expect(binding.helpKeyText == "c /")
        let lines = HelpOverlay(bindings: [binding]).lines.map(\.text)
        #expect(lines == ["Weather", "  c /  Edit the city"])
    }

    @Test func namesThatAreNoKeyAreShownButMatchNothing() {
        let mouse = KeyBinding(keys: ["Click", "Wheel"], description: "Select, scroll", section: "Mouse")
        #expect(mouse.keys.isEmpty)
        #expect(mouse.helpKeyText == "Click Wheel")
    }

    @Test func helpListsOnlyTheEnabledBindings() {
        var keys = ListKeyBindings.keyMap()
        keys.setEnabled(ListAction.open.rawValue, false)
        #expect(!keys.help.contains { $0.action == ListAction.open.rawValue })
        #expect(keys.action(for: .enter) == nil)
        let lines = HelpOverlay(keyMap: keys).lines.map(\.text)
        #expect(!lines.contains { $0.contains("Open the selected item") })
        #expect(lines.contains { $0.contains("j Down") && $0.contains("Next item") })
    }

    @Test func aRemapReplacesTheKeysForHandlingAndForHelp() {
        var keys = ListKeyBindings.keyMap()
        let remapped = keys.remap(ListAction.next.rawValue, to: [.character("n")])
        let unknownRemapped = keys.remap("no.such.action", to: [.character("z")])
        #expect(remapped && !unknownRemapped)
        var state = ListState(count: 10)
        let newKeyMoved = state.handleListKey(.character("n"), keyMap: keys)
        #expect(newKeyMoved && state.selection == 1)
        let oldKeyMoved = state.handleListKey(.character("j"), keyMap: keys)
        #expect(!oldKeyMoved, "the old key does nothing now")
        #expect(keys[ListAction.next.rawValue]?.helpKeyText == "n")
    }

    @Test func theHelpLineShowsEachActionsFirstKeyAndHint() {
        var keys = ListKeyBindings.keyMap()
        #expect(keys.helpLine(["list.next", "list.open"]) == "j next  Enter open")
        keys.setEnabled("list.open", false)
        #expect(keys.helpLine(["list.next", "list.open", "missing"]) == "j next")
    }

    @Test func everyListKeyHelpShowsMovesTheListAndNoOtherKeyDoes() {
        let keys = ListKeyBindings.keyMap()
        for binding in keys.bindings where binding.action != ListAction.open.rawValue {
            for key in binding.keys {
                var state = ListState(selection: 5, count: 100, visibleHeight: 10)
                let handled = state.handleListKey(key)
                #expect(handled, "\(key) is listed under \(binding.description)")
                #expect(state.selection != 5, "\(key) moved the selection")
            }
        }
        let listed = Set(keys.bindings.flatMap(\.keys))
        for key in namedKeys where !listed.contains(key) {
            var state = ListState(selection: 5, count: 100)
            let handled = state.handleListKey(key)
            #expect(!handled, "\(key) is not in help, so it does nothing")
        }
    }

    @Test func everyScrollKeyHelpShowsScrollsAndNoOtherKeyDoes() {
        let keys = ScrollState.keyMap()
        for binding in keys.bindings {
            for key in binding.keys {
                var state = ScrollState(offset: 20, pageHeight: 5)
                let handled = state.handleScrollKey(key)
                #expect(handled, "\(key) is listed under \(binding.description)")
                #expect(state.offset != 20)
            }
        }
        let listed = Set(keys.bindings.flatMap(\.keys))
        for key in namedKeys where !listed.contains(key) {
            var state = ScrollState(offset: 20)
            let handled = state.handleScrollKey(key)
            #expect(!handled, "\(key) is not in help, so it does nothing")
        }
        #expect(ScrollState.keyBindings().contains { $0.keys.contains(.control("d")) })
    }

    @Test func aListViewActsOnTheKeyMapItIsGiven() {
        var keys = ListKeyBindings.keyMap()
        keys.remap(ListAction.next.rawValue, to: [.character("n")])
        keys.remap(ListAction.open.rawValue, to: [.character("o")])
        let list = ListRecord()
        let snapshot = Snapshot(width: 10, height: 3) {
            ListView(
                count: 5, state: ListState(selection: list.selection, count: 5), keyMap: keys,
                onStateChange: { list.selection = $0.selection }, onActivate: { list.opened.append($0) }
            ) {
                Label("row \($0)")
            }
        }
        snapshot.send(.key(.character("j")))
        #expect(list.selection == 0)
        snapshot.send(.key(.character("n")))
        #expect(list.selection == 1)
        snapshot.send(.key(.enter))
        #expect(list.opened.isEmpty)
        snapshot.send(.key(.character("o")))
        #expect(list.opened == [1])
    }
}

/// What a list reported.
@MainActor
private final class ListRecord {
    var selection = 0
    var opened: [Int] = []
}
