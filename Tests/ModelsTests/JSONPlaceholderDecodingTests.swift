// Real JSONPlaceholder payloads decode into User, Post and Comment, every field intact.
import Foundation
import Testing

@testable import Models

private struct Database: Decodable {
    var users: [User]
    var posts: [Post]
    var comments: [Models.Comment]
}

@Test func jsonPlaceholderDatabaseDecodesEveryUserPostAndComment() throws {
    let database = try JSONDecoder().decode(Database.self, from: SharedData.data("jsonplaceholder/data.json"))
    #expect(database.users.count == 10)
    #expect(database.posts.count == 100)
    #expect(database.comments.count == 500)
    #expect(database.users.map(\.id) == Array(1...10))
    #expect(Set(database.comments.map(\.postId)) == Set(1...100))
}

@Test func firstUserKeepsEveryNestedField() throws {
    let user = try JSONDecoder().decode(User.self, from: SharedData.data("jsonplaceholder/users_1.json"))
    #expect(user.name == "Leanne Graham")
    #expect(user.username == "Bret")
    #expect(user.email == "Sincere@april.biz")
    #expect(user.address.street == "Kulas Light")
    #expect(user.address.suite == "Apt. 556")
    #expect(user.address.city == "Gwenborough")
    #expect(user.address.zipcode == "92998-3874")
    #expect(user.address.geo == Geo(lat: "-37.3159", lng: "81.1496"))
    #expect(user.phone == "1-770-736-8031 x56442")
    #expect(user.website == "hildegard.org")
    #expect(
        user.company
            == Company(
                name: "Romaguera-Crona", catchPhrase: "Multi-layered client-server neural-net",
                bs: "harness real-time e-markets"))
}

@Test(arguments: [
    "users.json", "posts.json", "comments.json", "posts_1.json", "posts_userId_1.json",
    "comments_postId_1.json",
])
func routeSliceDecodes(file: String) throws {
    let data = try SharedData.data("jsonplaceholder/\(file)")
    switch file {
    case "users.json": #expect(try JSONDecoder().decode([User].self, from: data).count == 10)
    case "posts.json": #expect(try JSONDecoder().decode([Post].self, from: data).count == 100)
    case "comments.json": #expect(try JSONDecoder().decode([Models.Comment].self, from: data).count == 500)
    case "posts_1.json": #expect(try JSONDecoder().decode(Post.self, from: data).id == 1)
    case "posts_userId_1.json": #expect(try JSONDecoder().decode([Post].self, from: data).allSatisfy { $0.userId == 1 })
    default: #expect(try JSONDecoder().decode([Models.Comment].self, from: data).allSatisfy { $0.postId == 1 })
    }
}

@Test func userRoundTripsThroughJSON() throws {
    let users = try JSONDecoder().decode([User].self, from: SharedData.data("jsonplaceholder/users.json"))
    let again = try JSONDecoder().decode([User].self, from: JSONEncoder().encode(users))
    #expect(again == users)
}
