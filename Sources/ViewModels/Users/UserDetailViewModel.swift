// UserDetailViewModel: one user's fields, labelled and formatted, and the list of their posts.
import Injection
import Models
import Observation
import Repositories

/// A labelled line of a detail screen.
public struct DetailField: Sendable, Equatable {
    /// What the value is, e.g. `Email`.
    public var label: String
    /// The formatted value.
    public var value: String

    /// A field labelled `label`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

/// The screen of one user: their details and posts.
@MainActor @Observable
public final class UserDetailViewModel {
    /// The user shown.
    public let user: User
    /// The selected post (a row of `posts`).
    public private(set) var selection = ListSelection()

    @ObservationIgnored @Injected private var repository: any PostRepository
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private lazy var loader = Loader<[Post]>(status: status)

    /// The screen of `user`; dependencies come from the current container.
    public init(user: User) {
        self.user = user
    }

    isolated deinit {
        loader.cancel()
    }

    /// The screen's title: the user's name.
    public var title: String { user.name }

    /// Every field, labelled: Username, Email, Phone, Website, Address, Company.
    public var fields: [DetailField] {
        let address = user.address
        let company = user.company
        return [
            DetailField(label: "Username", value: user.username),
            DetailField(label: "Email", value: user.email),
            DetailField(label: "Phone", value: user.phone),
            DetailField(label: "Website", value: user.website),
            DetailField(
                label: "Address",
                value: "\(address.street), \(address.suite), \(address.city) "
                    + "\(address.zipcode) (\(address.geo.lat), \(address.geo.lng))"),
            DetailField(label: "Company", value: "\(company.name): \(company.catchPhrase) (\(company.bs))"),
        ]
    }

    /// The phase of the posts' data.
    public var postsState: LoadState<[Post]> { loader.state }
    /// Whether posts are reloading while older ones are shown.
    public var isRefreshing: Bool { loader.isRefreshing }
    /// The user's posts (empty until loaded).
    public var posts: [Post] { loader.state.value ?? [] }
    /// `Posts (N)`.
    public var postsTitle: String { "Posts (\(posts.count))" }
    /// The selected row of `posts`.
    public var selectedIndex: Int? { selection.row }
    /// The post on the selected row.
    public var selectedPost: Post? { selection.row.map { posts[$0] } }

    /// What to show instead of the posts: loading, the failure, or no posts.
    public var postsPlaceholder: String? {
        switch postsState {
        case .idle, .loading: "Loading posts…"
        case .failed(let message): message
        case .loaded(let posts): posts.isEmpty ? "No posts" : nil
        }
    }

    /// Loads the user's posts, cached first. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        start(policy: .cacheFirst)
    }

    /// Reloads the posts from the network.
    @discardableResult
    public func refresh() -> Task<Void, Never> {
        start(policy: .networkFirst)
    }

    /// Moves the selection by `delta` posts.
    public func moveSelection(by delta: Int) {
        selection.move(by: delta, count: posts.count)
    }

    /// Selects the first post.
    public func selectFirst() {
        selection.select(0, count: posts.count)
    }

    /// Selects the last post.
    public func selectLast() {
        selection.select(posts.count - 1, count: posts.count)
    }

    /// Selects `row` (clamped).
    public func select(row: Int) {
        selection.select(row, count: posts.count)
    }

    /// Cancels loading (the screen is leaving).
    public func stop() {
        loader.cancel()
    }

    private func start(policy: CachePolicy) -> Task<Void, Never> {
        loader.load(repository.posts(byUser: user.id, policy: policy)) { [weak self] posts in
            self?.keepSelection(in: posts)
        }
    }

    /// Keeps the selection on the same post when the list is replaced, else within bounds.
    private func keepSelection(in newPosts: [Post]) {
        if let id = selectedPost?.id, let row = newPosts.firstIndex(where: { $0.id == id }) {
            selection.select(row, count: newPosts.count)
        } else {
            selection.clamp(count: newPosts.count)
        }
    }
}
