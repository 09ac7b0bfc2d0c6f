// CreateUserViewModel and CreatePostViewModel: focus, validation messages and submitting.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct CreateUserViewModelTests {
    let status = StatusCenter()

    func makeViewModel(_ repository: FakeUserRepository = FakeUserRepository()) -> CreateUserViewModel {
        container(status: status) { $0.register(repository, as: (any UserRepository).self) }
            .withDependencies { CreateUserViewModel() }
    }

    func fill(_ viewModel: CreateUserViewModel, name: String, username: String, email: String) {
        viewModel.setText(name, for: .name)
        viewModel.setText(username, for: .username)
        viewModel.setText(email, for: .email)
    }

    @Test func focusMovesThroughTheFieldsAndWraps() {
        let viewModel = makeViewModel()
        #expect(viewModel.focusedField == .name)
        viewModel.focusNext()
        #expect(viewModel.focusedField == .username)
        viewModel.focusNext()
        viewModel.focusNext()
        #expect(viewModel.focusedField == .name)
        viewModel.focusPrevious()
        #expect(viewModel.focusedField == .email)
    }

    @Test func anEmptyFormSaysEveryFieldIsRequiredAndIsNotSent() {
        let repository = FakeUserRepository()
        let viewModel = makeViewModel(repository)
        viewModel.focus(on: .email)
        #expect(viewModel.submit() == nil)
        #expect(viewModel.name.error == "Name is required")
        #expect(viewModel.username.error == "Username is required")
        #expect(viewModel.email.error == "Email is required")
        #expect(viewModel.focusedField == .name)
        #expect(repository.drafts.withLock { $0 }.isEmpty)
    }

    @Test(arguments: ["nina", "nina@", "@x.io", "nina@host", "nina@host.", "ni na@x.io", "a@b@c.d"])
    func badEmailsAreRefused(email: String) {
        let viewModel = makeViewModel()
        fill(viewModel, name: "Nina", username: "nina", email: email)
        #expect(!viewModel.validate())
        #expect(viewModel.email.error == "Email must look like name@example.com")
        #expect(viewModel.focusedField == .email)
    }

    @Test func aUsernameWithSpacesIsRefusedAndTheMessageFollowsTheTyping() {
        let viewModel = makeViewModel()
        fill(viewModel, name: "Nina", username: "nina n", email: "nina@x.io")
        #expect(!viewModel.validate())
        #expect(viewModel.username.error == "Username cannot contain spaces")
        #expect(viewModel.focusedField == .username)
        viewModel.setText("ninan", for: .username)
        #expect(viewModel.username.error == nil)
        #expect(viewModel.field(.name).error == nil)
    }

    @Test func aValidFormCreatesTheUserAndIsDisabledWhileSending() async {
        let (released, release) = AsyncStream<Void>.makeStream()
        let repository = FakeUserRepository(creating: { draft in
            for await _ in released { break }
            return User(id: 11, draft)
        })
        let viewModel = makeViewModel(repository)
        fill(viewModel, name: " Nina Novak ", username: "nina", email: "nina@example.com")
        let task = viewModel.submit()
        #expect(task != nil)
        #expect(viewModel.isDisabled && viewModel.submitState.isSubmitting)
        #expect(viewModel.submit() == nil)
        viewModel.setText("changed", for: .name)
        #expect(viewModel.name.text == " Nina Novak ")
        release.yield()
        await task?.value
        #expect(viewModel.submitState.created?.name == "Nina Novak")
        #expect(viewModel.submitState.created?.id == 11)
        #expect(repository.drafts.withLock { $0 }.map(\.username) == ["nina"])
        #expect(!viewModel.isDisabled)
    }

    @Test func aServerFailureIsShownInWords() async {
        let repository = FakeUserRepository(creating: { _ in
            throw FakeError(description: "Server error (500) from /users.")
        })
        let viewModel = makeViewModel(repository)
        fill(viewModel, name: "Nina", username: "nina", email: "nina@example.com")
        await viewModel.submit()?.value
        #expect(viewModel.submitState.errorMessage == "Could not create the user: Server error (500) from /users.")
        #expect(status.lastError?.text == "Server error (500) from /users.")
        #expect(!viewModel.isDisabled)
    }
}

@MainActor
struct CreatePostViewModelTests {
    let status = StatusCenter()

    func makeViewModel(
        authorID: User.ID? = nil,
        posts: FakePostRepository = FakePostRepository()
    ) -> CreatePostViewModel {
        container(status: status) {
            $0.register(posts, as: (any PostRepository).self)
                .register(FakeUserRepository(users: Samples.people), as: (any UserRepository).self)
        }.withDependencies { CreatePostViewModel(authorID: authorID) }
    }

    @Test func theAuthorStartsOnTheGivenUserAndCyclesThroughTheUsers() async {
        let viewModel = makeViewModel(authorID: 2)
        #expect(viewModel.authorText == "User 2")
        await viewModel.load().value
        #expect(viewModel.authorText == "José Ortega")
        viewModel.selectNextAuthor()
        #expect(viewModel.author?.id == 3)
        viewModel.selectNextAuthor()
        viewModel.selectNextAuthor()
        #expect(viewModel.author?.id == 1)
        viewModel.selectPreviousAuthor()
        #expect(viewModel.author?.id == 4)
    }

    @Test func withoutAGivenAuthorTheFirstUserIsChosen() async {
        let viewModel = makeViewModel()
        await viewModel.load().value
        #expect(viewModel.author?.name == "Zoë Adams")
    }

    @Test func titleAndBodyAreRequired() async {
        let viewModel = makeViewModel()
        await viewModel.load().value
        viewModel.focus(on: .author)
        #expect(viewModel.submit() == nil)
        #expect(viewModel.title.error == "Title is required")
        #expect(viewModel.body.error == "Body is required")
        #expect(viewModel.authorError == nil)
        #expect(viewModel.focusedField == .title)
        viewModel.setText("Hello", for: .title)
        #expect(viewModel.title.error == nil)
        #expect(viewModel.body.error == "Body is required")
    }

    @Test func aPostWithoutAnyKnownAuthorIsRefused() {
        let viewModel = makeViewModel()
        viewModel.setText("Hello", for: .title)
        viewModel.setText("World", for: .body)
        #expect(!viewModel.validate())
        #expect(viewModel.authorError == "Choose an author")
        #expect(viewModel.focusedField == .author)
    }

    @Test func aValidPostIsCreatedByTheChosenAuthor() async {
        let posts = FakePostRepository()
        let viewModel = makeViewModel(authorID: 3, posts: posts)
        await viewModel.load().value
        viewModel.setText("Hello", for: .title)
        viewModel.setText("World", for: .body)
        await viewModel.submit()?.value
        #expect(viewModel.submitState.created == Post(userId: 3, id: 101, title: "Hello", body: "World"))
        #expect(posts.drafts.withLock { $0 } == [NewPost(userId: 3, title: "Hello", body: "World")])
    }

    @Test func aFailedPostSaysWhy() async {
        let posts = FakePostRepository(creating: { _ in
            throw FakeError(description: "The server took too long to answer /posts.")
        })
        let viewModel = makeViewModel(authorID: 1, posts: posts)
        viewModel.setText("Hello", for: .title)
        viewModel.setText("World", for: .body)
        await viewModel.submit()?.value
        #expect(
            viewModel.submitState.errorMessage
                == "Could not create the post: The server took too long to answer /posts.")
    }
}
