// LiveResourceRepository against the demo API: every verb (GET of a list and of a nested list,
// POST, PUT, PATCH, DELETE), the session's changes laid over later lists, the cache policies,
// --offline, and failures in words (PUT answered 500 with HTML, a server that is down, a 404).
// Timeouts are long: the suite starts many servers at once on a loaded machine.
import DemoAPI
import Foundation
import Models
import Repositories
import Services
import Testing

@Test func todosAndOneUsersTodosLoadAndAreCached() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let all = try await collect(repository.items(policy: .cacheFirst))
    #expect(all.map(\.origin) == [.network] && all[0].value.count > 1)
    let mine = try await collect(repository.items(under: 1, policy: .networkFirst))[0].value
    #expect(!mine.isEmpty && mine.allSatisfy { $0.userId == 1 })
    #expect(env.gets("/users/1/todos") == 1)
    let cached = try await collect(repository.items(under: 1, policy: .cacheOnly))
    #expect(cached.count == 1 && isCache(cached[0].origin) && cached[0].value == mine)
    await #expect(throws: RepositoryError.notCached(what: "todos")) {
        try await collect(repository.items(under: 2, policy: .cacheOnly))
    }
}

@Test func aCreatedTodoIsPostedWithoutAnIdAndListedAfterwards() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let before = try await collect(repository.items(policy: .networkFirst))[0].value
    let created = try await repository.create(Todo(userId: 3, id: 0, title: "Water the plants", completed: false))
    #expect(created.title == "Water the plants" && created.userId == 3 && !before.map(\.id).contains(created.id))
    let post = try #require(env.server.requests.last { $0.method == "POST" })
    #expect(post.path == "/todos")
    let after = try await collect(repository.items(policy: .networkFirst))[0].value
    #expect(after.last == created)
    let restarted = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    #expect(try await collect(restarted.items(under: 3, policy: .networkFirst))[0].value.contains(created))
}

@Test func anEditIsPutWholeAndKeptOverTheServersList() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let first = try #require(try await collect(repository.items(policy: .networkFirst))[0].value.first)
    var edited = first
    edited.title = "Edited here"
    let answered = try await repository.replace(edited)
    #expect(answered == edited)
    #expect(env.server.requests.contains { $0.method == "PUT" && $0.path == "/todos/\(first.id)" })
    #expect(repository.editedIDs() == [first.id])
    let list = try await collect(repository.items(policy: .networkFirst))[0].value
    #expect(list.first { $0.id == first.id } == edited)
}

@Test func aPatchSendsOnlyTheChangedField() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let first = try #require(try await collect(repository.items(policy: .networkFirst))[0].value.first)
    var toggled = first
    toggled.completed.toggle()
    #expect(try await repository.patch(toggled, fields: ["completed": .bool(toggled.completed)]) == toggled)
    #expect(env.server.requests.contains { $0.method == "PATCH" && $0.path == "/todos/\(first.id)" })
    let list = try await collect(repository.items(policy: .cacheOnly))[0].value
    #expect(list.first { $0.id == first.id }?.completed == toggled.completed)
}

@Test func aDeletedTodoStaysOutOfLaterLists() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let before = try await collect(repository.items(policy: .networkFirst))[0].value
    let victim = before[1]
    try await repository.delete(victim)
    #expect(env.server.requests.contains { $0.method == "DELETE" && $0.path == "/todos/\(victim.id)" })
    let after = try await collect(repository.items(policy: .networkFirst))[0].value
    #expect(after.count == before.count - 1 && !after.contains { $0.id == victim.id })
    let nested = try await collect(repository.items(under: victim.userId, policy: .networkFirst))[0].value
    #expect(!nested.contains { $0.id == victim.id })
}

@Test func aPutOfAMissingIdIsRefusedInWords() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let missing = Todo(userId: 1, id: 987_654, title: "Nowhere", completed: false)
    do {
        _ = try await repository.replace(missing)
        Issue.record("a PUT of a missing id succeeded")
    } catch let error as NetworkError {
        #expect(error.status == 500)
        #expect(error.userMessage == "Server error 500 from /todos/987654.")
        #expect(!error.userMessage.contains("<"))  // no HTML in the sentence
    }
    #expect(repository.editedIDs().isEmpty)
}

@Test func offlineReadsTheCacheAndRefusesWritesAtOnce() async throws {
    let env = try Environment()
    let live = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let loaded = try await collect(live.items(policy: .networkFirst))[0].value
    let offline = OfflineResourceRepository<Todo>(live)
    let requests = env.server.requests.count
    let cached = try await collect(offline.items(policy: .networkFirst))
    #expect(cached.count == 1 && isCache(cached[0].origin) && cached[0].value == loaded)
    await #expect(throws: RepositoryError.offline) {
        try await offline.patch(loaded[0], fields: ["completed": .bool(true)])
    }
    await #expect(throws: RepositoryError.offline) { try await offline.delete(loaded[0]) }
    await #expect(throws: RepositoryError.offline) { try await offline.create(loaded[0]) }
    await #expect(throws: RepositoryError.offline) { try await offline.replace(loaded[0]) }
    #expect(env.server.requests.count == requests)
    #expect(RepositoryError.offline.userMessage == "Offline: changes cannot be sent")
}

@Test func aWriteToAServerThatIsDownSaysOffline() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.unreachableAPI(), cache: try env.cache())
    await #expect(throws: RepositoryError.offline) {
        try await repository.delete(Todo(userId: 1, id: 1, title: "x", completed: false))
    }
}

@Test func aNestedRouteTheServerDoesNotHaveIsA404InWords() async throws {
    let env = try Environment()
    env.server.setFaults(try FaultPlan(parsing: "/users/1/todos=status:404"))
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    do {
        _ = try await collect(repository.items(under: 1, policy: .networkFirst))
        Issue.record("a missing collection loaded")
    } catch let error as NetworkError {
        #expect(error.status == 404)
        #expect(error.userMessage.contains("/users/1/todos"))
    }
}

@Test func aTodoWhoseCompletedIsNotABooleanFailsNamingTheField() throws {
    let json = Data(#"{"userId": 1, "id": 1, "title": "x", "completed": "yes"}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Todo.self, from: json) }
}

@Test func anAlbumsPhotosComeFromItsNestedRouteAndAnUnknownAlbumHasNone() async throws {
    let env = try Environment()
    let photos = LiveResourceRepository<Photo>(api: env.api(), cache: try env.cache())
    let first = try await collect(photos.items(under: 1, policy: .cacheFirst))
    #expect(first.map(\.origin) == [.network])
    #expect(!first[0].value.isEmpty && first[0].value.allSatisfy { $0.albumId == 1 && $0.url != nil })
    #expect(env.gets("/albums/1/photos") == 1)
    let none = try await collect(photos.items(under: 987_654, policy: .networkFirst))
    #expect(none.count == 1 && none[0].value.isEmpty)
    let albums = try await collect(
        LiveResourceRepository<Album>(api: env.api(), cache: try env.cache()).items(policy: .networkFirst))
    #expect(albums[0].value.count > 1)
}

@Test func aLongNestedListShowsItsFirstScreenfulWithTheWholeLengthBeforeTheRest() async throws {
    let photos = (1...600).map {
        Photo(albumId: $0 <= 450 ? 1 : 2, id: $0, title: "Photo \($0)", url: "https://x/\($0)", thumbnailUrl: nil)
    }
    let env = try Environment(collections: [
        "albums": Data(#"[{"userId": 1, "id": 1, "title": "Big"}, {"userId": 1, "id": 2, "title": "Small"}]"#.utf8),
        "photos": try JSONEncoder().encode(photos),
    ])
    let repository = LiveResourceRepository<Photo>(api: env.api(), cache: try env.cache())
    let values = try await collect(repository.items(under: 1, policy: .cacheFirst))
    // The first screenful with the whole length (again with each step of the download's
    // progress), then the whole list.
    let firstParts = values.dropLast()
    #expect(!firstParts.isEmpty && firstParts.allSatisfy { $0.isPartial && $0.totalCount == 450 })
    #expect(firstParts.allSatisfy { $0.value == Array(photos.prefix(200)) })
    #expect(values.last?.isPartial == false && values.last?.value == Array(photos.prefix(450)))
    // The first page, then the whole list.
    #expect(env.gets("/albums/1/photos") == 2)
    // A list that fits in one page is asked for once, as that page.
    let small = try await collect(repository.items(under: 2, policy: .cacheFirst))
    #expect(small.count == 1 && small[0].value == Array(photos.suffix(150)))
    #expect(env.gets("/albums/2/photos") == 1)
}

@Test func aNestedListIsAskedForAgainOnlyIfChangedAndKeptWhenNot() async throws {
    let env = try Environment()
    let repository = LiveResourceRepository<Todo>(api: env.api(), cache: try env.cache())
    let first = try await collect(repository.items(under: 2, policy: .networkFirst))
    #expect(first.map(\.origin) == [.network] && !first[0].value.isEmpty)
    // Asked again: the server answers 304 to the cached entry's tag, and the cached list is given.
    let again = try await collect(repository.items(under: 2, policy: .networkFirst))
    #expect(again.map(\.origin) == [.network] && again[0].value == first[0].value)
    #expect(env.gets("/users/2/todos") == 2)
    let cached = try await collect(repository.items(under: 2, policy: .cacheOnly))
    #expect(cached.count == 1 && cached[0].value == first[0].value)
}
