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

extension Fixtures {
    /// Two albums of the first user (the second without photos), one of the second.
    static let albums: [Album] = [
        Album(userId: 1, id: 1, title: "quidem molestiae enim"),
        Album(userId: 1, id: 2, title: "sunt qui excepturi"),
        Album(userId: 2, id: 3, title: "omnis laborum odio"),
    ]

    /// Two photos of the first album (one without addresses), one of the third.
    static let photos: [Photo] = [
        Photo(
            albumId: 1, id: 1, title: "accusamus beatae ad", url: "https://via.placeholder.com/600/92c952",
            thumbnailUrl: "https://via.placeholder.com/150/92c952"),
        Photo(albumId: 1, id: 2, title: "reprehenderit est", url: nil, thumbnailUrl: nil),
        Photo(
            albumId: 3, id: 3, title: "officia porro iure", url: "https://via.placeholder.com/600/24f355",
            thumbnailUrl: "https://via.placeholder.com/150/24f355"),
    ]
}
