// CreatePostViewModel: the new-post form: title and body fields and an author picked from the
// users list (not typed: a picked author is always a real user id), validation and the POST.
import Injection
import Models
import Observation
import Repositories

/// The form that creates a post.
///
/// The author is chosen from the known users with `selectNextAuthor()` /
/// `selectPreviousAuthor()` while the author field is focused (the view maps Left/Right to
/// them); it starts on the user given at creation (the one selected in the Users tab), else
/// on the first user.
@MainActor @Observable
public final class CreatePostViewModel: EditableForm {
    /// The form's fields, in focus order.
    public enum Field: FormFieldName {
        /// Title line.
        case title
        /// Body text.
        case body
        /// The author, picked from the users.
        case author

        /// The label shown before the field.
        public var label: String {
            switch self {
            case .title: "Title"
            case .body: "Body"
            case .author: "Author"
            }
        }
    }

    /// The title field.
    public private(set) var title = FormField()
    /// The body field.
    public private(set) var body = FormField()
    /// The message under the author field, nil when fine.
    public private(set) var authorError: String?
    /// The id of the chosen author.
    public private(set) var authorID: User.ID?
    /// The field with the keyboard.
    public private(set) var focus = FormFocus<Field>()

    @ObservationIgnored @Injected private var postRepository: any PostRepository
    @ObservationIgnored @Injected private var userRepository: any UserRepository
    /// Saves an edited post (`PUT /posts/ID`).
    @ObservationIgnored @Injected private var writer: any ResourceRepository<Post>
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private lazy var usersLoader = Loader<[User]>(status: status)
    @ObservationIgnored private let save = FormSave<Post>()
    @ObservationIgnored private var hasTriedSubmitting = false

    /// The post edited, nil for a new one.
    public let original: Post?

    /// An empty form with `authorID` preselected; dependencies come from the current container.
    public init(authorID: User.ID? = nil) {
        self.authorID = authorID
        original = nil
    }

    /// The form filled with `post`, to edit it (saving sends the whole post with PUT).
    public init(editing post: Post) {
        original = post
        authorID = post.userId
        title.text = post.title
        body.text = post.body
    }

    isolated deinit {
        usersLoader.cancel()
    }

    /// The form's heading.
    public var formTitle: String { original == nil ? "New post" : "Edit post" }
    /// The users an author can be picked from.
    public var users: [User] { usersLoader.state.value ?? [] }
    /// The chosen author, once the users are known.
    public var author: User? { authorID.flatMap { id in users.first { $0.id == id } } }
    /// The author field's text: the name, `User N` while users load, or a prompt.
    public var authorText: String {
        if let author { return author.name }
        if let authorID { return "User \(authorID)" }
        return users.isEmpty ? "Loading users…" : "Choose an author"
    }
    /// Editing, submitting, created or failed.
    public var submitState: SubmitState<Post> { save.state }
    /// The field with the keyboard.
    public var focusedField: Field { focus.field }
    /// Whether the fields and submit are disabled (while the server is asked).
    public var isDisabled: Bool { submitState.isSubmitting }

    /// The title or body field; the author field shows the author's name.
    public func field(_ field: Field) -> FormField {
        switch field {
        case .title: title
        case .body: body
        case .author: FormField(text: authorText, error: authorError)
        }
    }

    /// Loads the users to pick an author from. Call when the form appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        usersLoader.load(userRepository.users(policy: .cacheFirst)) { [weak self] users in
            guard let self, self.authorID == nil || !users.contains(where: { $0.id == self.authorID }) else {
                return
            }
            self.authorID = users.first?.id
        }
    }

    /// Sets the text of the title or body; after a first submit its message follows the text.
    public func setText(_ text: String, for field: Field) {
        guard !isDisabled else { return }
        switch field {
        case .title: title.text = text
        case .body: body.text = text
        case .author: return
        }
        if hasTriedSubmitting { showMessages(for: [field]) }
    }

    /// Picks the next user as the author (wrapping).
    public func selectNextAuthor() {
        stepAuthor(by: 1)
    }

    /// Picks the previous user as the author (wrapping).
    public func selectPreviousAuthor() {
        stepAuthor(by: -1)
    }

    /// Focuses the next field (wrapping).
    public func focusNext() {
        focus.next()
    }

    /// Focuses the previous field (wrapping).
    public func focusPrevious() {
        focus.previous()
    }

    /// Focuses `field`.
    public func focus(on field: Field) {
        focus.field = field
    }

    /// Checks every field; shows the messages and focuses the first bad field. True when valid.
    @discardableResult
    public func validate() -> Bool {
        hasTriedSubmitting = true
        showMessages(for: Field.allCases)
        return focus.focusFirst { field($0).error != nil }
    }

    /// Validates, then creates the post; `submitState` becomes `.created(post)` or `.failed`.
    /// Returns the request's task, or nil when validation failed or a submit is running.
    @discardableResult
    public func submit() -> Task<Void, Never>? {
        guard !isDisabled, validate(), let authorID else { return nil }
        let draft = NewPost(userId: authorID, title: title.trimmed, body: body.trimmed)
        let repository = postRepository
        let writer = writer
        let original = original
        return save.start(original == nil ? "create" : "save", the: "post", status: status) {
            guard let original else { return try await repository.createPost(draft) }
            return try await writer.replace(Post(id: original.id, draft))
        }
    }

    /// Cancels a running submit and the users' load (the form is closing).
    public func stop() {
        save.stop()
        usersLoader.cancel()
    }

    private func showMessages(for fields: [Field]) {
        for field in fields {
            switch field {
            case .title: title.error = FormValidation.required(title.text, label: field.label)
            case .body: body.error = FormValidation.required(body.text, label: field.label)
            case .author: authorError = authorID == nil ? "Choose an author" : nil
            }
        }
    }

    private func stepAuthor(by delta: Int) {
        guard !isDisabled, !users.isEmpty else { return }
        let current = users.firstIndex { $0.id == authorID } ?? (delta > 0 ? -1 : 0)
        authorID = users[(current + delta + users.count) % users.count].id
        if hasTriedSubmitting { showMessages(for: [.author]) }
    }
}
