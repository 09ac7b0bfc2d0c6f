// Todo: its title, kept in a text record, reads back and changes like a stored property, and the
// todo encodes, decodes, compares and hashes as the plain struct it replaces did.
import Foundation
import Testing

@testable import Models

struct TodoTests {
    @Test(arguments: ["", "Buy milk", "José 李小龍 e\u{301} 🚀", String(repeating: "a long title ", count: 3_000)])
    func theTitleReadsBackAsGiven(title: String) {
        let todo = Todo(userId: 3, id: 7, title: title, completed: true)
        #expect(todo.userId == 3 && todo.id == 7 && todo.title == title && todo.completed)
    }

    @Test func settingTheTitleChangesThatCopyOnly() {
        let original = Todo(userId: 1, id: 2, title: "Buy milk", completed: false)
        var todo = original
        todo.title = "Buy bread"
        todo.completed = true
        #expect(todo.title == "Buy bread" && todo.completed)
        #expect(original.title == "Buy milk" && !original.completed)
    }

    @Test func aTodoIsWrittenAndReadAsJSONPlaceholderSendsIt() throws {
        let todo = Todo(userId: 1, id: 2, title: "Zürich \"quoted\"", completed: true)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(todo)) as? [String: Any]
        #expect(json?.keys.sorted() == ["completed", "id", "title", "userId"])
        #expect(json?["title"] as? String == "Zürich \"quoted\"")
        #expect(try JSONDecoder().decode(Todo.self, from: JSONEncoder().encode(todo)) == todo)
        let echoed = try JSONDecoder().decode(
            Todo.self, from: Data(#"{"userId":"4","id":201,"title":"New","completed":false}"#.utf8))
        #expect(echoed == Todo(userId: 4, id: 201, title: "New", completed: false))
    }

    @Test func todosAreEqualWhenEveryFieldIsAndHashAlike() {
        let todo = Todo(userId: 1, id: 2, title: "Café", completed: false)
        let same = Todo(userId: 1, id: 2, title: "Cafe\u{301}", completed: false)
        #expect(todo == same && todo.hashValue == same.hashValue, "canonically equivalent, as String compares")
        #expect(todo != Todo(userId: 1, id: 2, title: "Café", completed: true))
        #expect(todo != Todo(userId: 2, id: 2, title: "Café", completed: false))
        #expect(todo != Todo(userId: 1, id: 3, title: "Café", completed: false))
        #expect(todo != Todo(userId: 1, id: 2, title: "Cafe", completed: false))
    }

    @Test func aTodoIsItsIdsItsMarkAndWhereItsTitleIs() {
        // 100,000 todos take 3.2 MB in an array and their titles' text, where each title was a
        // heap string of its own (a header and the allocator's rounding on top of its text).
        #expect(MemoryLayout<Todo>.stride == 32)
    }
}
