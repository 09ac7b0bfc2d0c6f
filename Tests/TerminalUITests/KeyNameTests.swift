// Keys written as text in the configuration: every form read, and read back from `name`.
import TerminalUI
import Testing

struct KeyNameTests {
    @Test(arguments: [
        ("q", Key.character("q")), ("G", .character("G")), ("?", .character("?")), ("é", .character("é")),
        ("ctrl-q", .control("q")), ("Ctrl-Q", .control("q")), ("alt-x", .alt("x")), ("enter", .enter),
        ("return", .enter), ("esc", .escape), ("Escape", .escape), ("tab", .tab), ("shift-tab", .backTab),
        ("space", .character(" ")), ("backspace", .backspace), ("delete", .delete), ("insert", .insert),
        ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("pgup", .pageUp), ("PgDown", .pageDown), ("pagedown", .pageDown), ("f1", .function(1)), ("F12", .function(12)),
    ])
    func names(name: String, key: Key) {
        #expect(Key(name: name) == key)
        #expect(Key(name: key.name) == key, "\(key.name) reads back")
    }

    @Test(arguments: [
        "", " ", "ctrl-", "ctrl-1", "ctrl-qq", "f0", "f13", "f01", "alt-", "\u{1B}", "\t", "pg down", "qq",
    ])
    func rejects(name: String) {
        #expect(Key(name: name) == nil)
    }
}
