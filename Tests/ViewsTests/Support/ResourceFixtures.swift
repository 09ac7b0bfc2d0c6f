// Sample todos, albums and photos for the screen tests.
import Models

extension Fixtures {
    /// Two todos of the first user (one done), one of the second.
    static let todos: [Todo] = [
        Todo(userId: 1, id: 1, title: "delectus aut autem", completed: false),
        Todo(userId: 1, id: 2, title: "quis ut nam facilis", completed: true),
        Todo(userId: 2, id: 3, title: "fugiat veniam minus", completed: false),
    ]
}
