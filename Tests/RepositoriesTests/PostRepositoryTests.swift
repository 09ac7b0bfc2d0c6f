// LivePostRepository: posts, a user's posts, comments, and created posts merged into the cache.
import Foundation
import Models
import Repositories
import Testing

@Test func postsUserPostsAndCommentsLoad() async throws {
    let env = try Environment()
    let repository = LivePostRepository(api: env.api(), cache: try env.cache())
    let posts = try await collect(repository.posts(policy: .cacheFirst))
    #expect(posts.map(\.origin) == [.network] && !posts[0].value.isEmpty)
    let mine = try await collect(repository.posts(byUser: 1, policy: .networkFirst))[0].value
    #expect(!mine.isEmpty && mine.allSatisfy { $0.userId == 1 })
    let comments = try await collect(repository.comments(onPost: 1, policy: .networkFirst))[0].value
    #expect(!comments.isEmpty && comments.allSatisfy { $0.postId == 1 })
    let cachedComments = try await collect(repository.comments(onPost: 1, policy: .cacheOnly))
    #expect(cachedComments.count == 1 && isCache(cachedComments[0].origin))
    await #expect(throws: RepositoryError.notCached(what: "comments")) {
        try await collect(repository.comments(onPost: 2, policy: .cacheOnly))
    }
}

@Test func createdPostMergesIntoAllPostsAndItsAuthorsPosts() async throws {
    let env = try Environment()
    let repository = LivePostRepository(api: env.api(), cache: try env.cache())
    let before = try await collect(repository.posts(policy: .networkFirst))[0].value
    let created = try await repository.createPost(NewPost(userId: 2, title: "Fresh", body: "Text"))
    #expect(!before.map(\.id).contains(created.id))
    let all = try await collect(repository.posts(policy: .cacheOnly))[0].value
    #expect(all.last == created)
    let byAuthor = try await collect(repository.posts(byUser: 2, policy: .networkFirst))[0].value
    #expect(byAuthor.contains(created))
    let byOther = try await collect(repository.posts(byUser: 1, policy: .networkFirst))[0].value
    #expect(!byOther.contains(created))
}
