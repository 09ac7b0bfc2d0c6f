// PostsViewModel and PostDetailViewModel: authors' names, titles, filter, comments and scrolling.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct PostsViewModelTests {
    let status = StatusCenter()
    let posts = [
        Samples.post(1, by: 1, "Sunt aut facere", body: "quia et suscipit"),
        Samples.post(2, by: 2, "Qui est esse", body: "est rerum tempore"),
        Samples.post(3, by: 9, "Ea molestias", body: "et iusto sed"),
    ]

    func makeViewModel(users: [User] = Samples.people) -> PostsViewModel {
        container(status: status) {
            $0.register(FakePostRepository(posts: posts), as: (any PostRepository).self)
                .register(FakeUserRepository(users: users), as: (any UserRepository).self)
        }.withDependencies { PostsViewModel() }
    }

    @Test func postsShowTheirAuthorsNames() async {
        let viewModel = makeViewModel()
        #expect(viewModel.placeholder == "Loading posts…")
        await viewModel.load().value
        #expect(viewModel.title == "Posts (3)")
        #expect(viewModel.list.item(atRow: 0).post.title == "Sunt aut facere")
        #expect(await eventually { viewModel.list.item(atRow: 1).authorName == "José Ortega" })
        #expect(viewModel.list.item(atRow: 2).authorName == "User 9")
        #expect(viewModel.selectedPost?.id == 1)
        #expect(viewModel.selectedAuthor?.name == "Zoë Adams")
    }

    @Test func theFilterLooksInTitleBodyAndAuthor() async {
        let viewModel = makeViewModel()
        await viewModel.load().value
        viewModel.setFilter("jose")
        #expect(await eventually { viewModel.title == "Posts (1 of 3)" })
        #expect(viewModel.selectedPost?.id == 2)
        viewModel.setFilter("IUSTO")
        #expect(await eventually { viewModel.selectedPost?.id == 3 })
        viewModel.setFilter("esse")
        #expect(await eventually { viewModel.visibleRows.map { $0 } == [1] })
        viewModel.clearFilter()
        #expect(viewModel.title == "Posts (3)")
        viewModel.selectLast()
        #expect(viewModel.selectedIndex == 2)
        viewModel.moveSelection(by: -1)
        #expect(viewModel.selectedIndex == 1)
    }

    @Test func aCreatedPostIsAddedAndSelected() async {
        let viewModel = makeViewModel()
        await viewModel.load().value
        let created = Samples.post(101, by: 3, "New post")
        viewModel.insertCreated(created)
        #expect(viewModel.title == "Posts (4)")
        #expect(viewModel.selectedPost == created)
        #expect(await eventually { viewModel.list.item(atRow: 3).authorName == "Bob Smith" })
    }

    @Test func thePostDetailShowsAuthorBodyAndComments() async {
        let comments = [
            Comment(postId: 1, id: 1, name: "id labore", email: "Eliseo@gardner.biz", body: "laudantium"),
            Comment(postId: 1, id: 2, name: "quo vero", email: "Jayne_Kuhic@sydney.com", body: "est natus"),
            Comment(postId: 2, id: 3, name: "other", email: "x@y.z", body: "no"),
        ]
        let viewModel = container(status: status) {
            $0.register(FakePostRepository(posts: posts, comments: comments), as: (any PostRepository).self)
        }.withDependencies { PostDetailViewModel(post: posts[0], author: Samples.people[0]) }
        #expect(viewModel.title == "Sunt aut facere")
        #expect(viewModel.authorLine == "by Zoë Adams (@Zoë)")
        #expect(viewModel.body == "quia et suscipit")
        #expect(viewModel.commentsPlaceholder == "Loading comments…")
        await viewModel.load().value
        #expect(viewModel.commentsTitle == "Comments (2)")
        #expect(viewModel.commentHeading(at: 1) == "quo vero · Jayne_Kuhic@sydney.com")
        #expect(viewModel.commentsPlaceholder == nil)
    }

    @Test func anUnknownAuthorIsNamedByTheirID() {
        let viewModel = container(status: status) {
            $0.register(FakePostRepository(), as: (any PostRepository).self)
        }.withDependencies { PostDetailViewModel(post: posts[2], author: nil) }
        #expect(viewModel.authorLine == "by user 9")
    }
}
