// PostDetailViewModel: one post (title, author line, body) and its comments.
import Injection
import Models
import Observation
import Repositories

/// The screen of one post and its comments.
@MainActor @Observable
public final class PostDetailViewModel {
    /// The post shown.
    public let post: Post
    /// Its author, when known.
    public let author: User?

    @ObservationIgnored @Injected private var repository: any PostRepository
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private lazy var loader = Loader<[Comment]>(status: status)

    /// The screen of `post` by `author`; dependencies come from the current container.
    public init(post: Post, author: User?) {
        self.post = post
        self.author = author
    }

    isolated deinit {
        loader.cancel()
    }

    /// The post's title.
    public var title: String { post.title }
    /// `by Leanne Graham (@Bret)`, or `by user 3` when the author is unknown.
    public var authorLine: String {
        author.map { "by \($0.name) (@\($0.username))" } ?? "by user \(post.userId)"
    }
    /// The post's body.
    public var body: String { post.body }

    /// The phase of the comments' data.
    public var commentsState: LoadState<[Comment]> { loader.state }
    /// The comments (empty until loaded).
    public var comments: [Comment] { loader.state.value ?? [] }
    /// `Comments (N)`.
    public var commentsTitle: String { "Comments (\(comments.count))" }

    /// What to show instead of comments: loading, the failure, or no comments.
    public var commentsPlaceholder: String? {
        switch commentsState {
        case .idle, .loading: "Loading comments…"
        case .failed(let message): message
        case .loaded(let comments): comments.isEmpty ? "No comments" : nil
        }
    }

    /// The heading line of comment `index`: `name · email`.
    public func commentHeading(at index: Int) -> String {
        "\(comments[index].name) · \(comments[index].email)"
    }

    /// Loads the comments, cached first. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        loader.load(repository.comments(onPost: post.id, policy: .cacheFirst))
    }

    /// Reloads the comments from the network.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        loader.load(repository.comments(onPost: post.id, policy: .networkFirst))
    }

    /// Cancels loading (the screen is leaving).
    public func stop() {
        loader.cancel()
    }
}
