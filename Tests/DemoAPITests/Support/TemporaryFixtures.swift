// TemporaryFixtures: fixture folders made in the temporary directory for one test, and a generated
// user list whose JSON is hard to split without a real scanner.
import Foundation

/// A new folder in the temporary directory holding `files` (name → contents); the caller removes it.
func temporaryFixtures(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, contents) in files {
        try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
    }
    return directory
}

/// `count` users (ids 1...count) as a JSON array whose strings hold brackets, braces, commas,
/// escaped quotes and backslashes, `\u` escapes (a surrogate pair too) and raw UTF-8, with nested
/// arrays and irregular whitespace between the elements.
func awkwardUsers(count: Int) -> String {
    var text = "[\n"
    for id in 1...count {
        text += #"{"id": \#(id), "name": "User \#(id) [\"x\"] {y}, \u00e9\ud83d\ude80 Zoë","#
        text += #" "tags": ["a]", "{b", [], {}], "score": -\#(id).5e-1, "active": \#(id % 2 == 0), "#
        text += #""note": null, "path": "C:\\dir\\\#(id)\\"}"#
        if id < count { text += id % 3 == 0 ? " ,\n\t" : ",\n  " }
    }
    return text + "\r\n]\n"
}
