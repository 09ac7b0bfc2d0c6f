// PostsViewModel: the Posts tab's list: every post with its author's name, filtered as you type
// over title, body and author, with a selection.
import Injection
import Models
import Observation
import Repositories

/// The posts list screen.
@MainActor @Observable
public final class PostsViewModel: FilterableList {
    /// The rows, the filter and the selection.
    public let list = SearchableList<PostRow>(
        searchingIn: { row in
            [row.post.title, row.post.body, row.authorName]
        }, sortColumns: PostsViewModel.sortColumns)

    /// The columns `s` sorts by: the title and the author (fields 0 and 2 the filter searches).
    public nonisolated static let sortColumns = [
        SortColumn<PostRow>("Title", searchField: 0), SortColumn("Author", searchField: 2),
    ]

    @ObservationIgnored @Injected private var postRepository: any PostRepository
    @ObservationIgnored @Injected private var userRepository: any UserRepository
    /// Edits and deletions (`PUT`, `DELETE /posts/ID`).
    @ObservationIgnored @Injected private var writer: any ResourceRepository<Post>
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private lazy var postsLoader = Loader<[Post]>(status: status)
    @ObservationIgnored private lazy var usersLoader = Loader<[User]>(status: status)

    /// A view model resolving its repositories and status center from the current container.
    public init() {}

    isolated deinit {
        postsLoader.cancel()
        usersLoader.cancel()
        list.stop()
    }

    /// The phase of the posts' data (authors' names fill in when the users arrive).
    public var state: LoadState<[Post]> { postsLoader.state }
    /// Whether a load runs while older posts are shown.
    public var isRefreshing: Bool { postsLoader.isRefreshing || usersLoader.isRefreshing }
    /// Every post.
    public var posts: [Post] { postsLoader.state.value ?? [] }
    /// The users known, to name authors.
    public var users: [User] { usersLoader.state.value ?? [] }
    /// The post on the selected row.
    public var selectedPost: Post? { list.selectedItem?.post }
    /// The author of the selected post, when the users are known.
    public var selectedAuthor: User? {
        selectedPost.flatMap { post in users.first { $0.id == post.userId } }
    }
    /// `Posts (N)`, or `Posts (M of N)` while filtering.
    public var title: String { listTitle("Posts", state: state) }

    /// What to show instead of rows: loading, the failure, no posts, or no match.
    public var placeholder: String? { listPlaceholder("posts", state: state) }

    /// Loads posts and users, cached first. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        start(policy: .cacheFirst)
    }

    /// Reloads posts and users from the network.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        start(policy: .networkFirst)
    }

    /// Adds a post just created, clears the filter and selects it.
    public func insertCreated(_ post: Post) {
        let updated = posts.filter { $0.id != post.id } + [post]
        commit(updated)
        list.clearFilter()
        list.select(id: post.id)
    }

    /// Puts a post just edited (the server's answer) in place of the old one, marked as edited.
    public func showEdited(_ post: Post) {
        commit(posts.map { $0.id == post.id ? post : $0 })
    }

    /// The question asked before deleting the selected post.
    public var deletePrompt: String? { selectedPost.map { "Delete \"\($0.title)\"? y/n" } }

    /// Deletes the selected post on the server, then removes its row (the count drops).
    @discardableResult
    public func deleteSelected() -> Task<Void, Never>? {
        guard let post = selectedPost else { return nil }
        return ItemDeletion.start(post, repository: writer, status: status) { [weak self] in
            guard let self else { return }
            self.commit(self.posts.filter { $0.id != post.id })
        }
    }

    private func commit(_ updated: [Post]) {
        postsLoader.replaceValue(updated)
        list.replaceItems(rows(for: updated, users: users))
    }

    private func rows(for posts: [Post], users: [User]) -> [PostRow] {
        PostRow.rows(for: posts, users: users, edited: writer.editedIDs())
    }

    /// Every post with its author's name, in list order (index with `visibleRows`).
    public var rows: [PostRow] { list.items }

    /// Cancels loading and filtering (the screen is leaving).
    public func stop() {
        postsLoader.cancel()
        usersLoader.cancel()
        list.stop()
    }

    private func start(policy: CachePolicy) -> Task<Void, Never> {
        let users = usersLoader.load(userRepository.users(policy: policy)) { [weak self] users in
            guard let self else { return }
            self.list.replaceItems(self.rows(for: self.posts, users: users))
        }
        let posts = postsLoader.load(postRepository.posts(policy: policy)) { [weak self] posts in
            guard let self else { return }
            self.list.replaceItems(self.rows(for: posts, users: self.users))
        }
        return Task {
            await users.value
            await posts.value
        }
    }
}
