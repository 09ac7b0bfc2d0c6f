// UserDetailViewModel: the labelled fields, the user's posts and their selection.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct UserDetailViewModelTests {
    let status = StatusCenter()
    let user = Samples.user(
        1, "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
        company: "Romaguera-Crona")

    func makeViewModel(_ repository: FakePostRepository) -> UserDetailViewModel {
        container(status: status) { $0.register(repository, as: (any PostRepository).self) }
            .withDependencies { UserDetailViewModel(user: user) }
    }

    @Test func everyFieldIsLabelledAndFormatted() {
        let viewModel = makeViewModel(FakePostRepository())
        #expect(viewModel.title == "Leanne Graham")
        #expect(
            viewModel.fields == [
                DetailField(label: "Username", value: "Bret"),
                DetailField(label: "Email", value: "Sincere@april.biz"),
                DetailField(label: "Phone", value: "1-770-736-8031 x56442"),
                DetailField(label: "Website", value: "hildegard.org"),
                DetailField(
                    label: "Address", value: "Kulas Light, Apt. 556, Gwenborough 92998-3874 (-37.3159, 81.1496)"),
                DetailField(
                    label: "Company",
                    value: "Romaguera-Crona: Multi-layered client-server neural-net (harness real-time e-markets)"),
            ])
    }

    @Test func theUsersPostsLoadWithTitleAndSelection() async {
        let posts = [
            Samples.post(1, by: 1, "sunt aut facere"), Samples.post(2, by: 2, "other"),
            Samples.post(3, by: 1, "qui est esse"),
        ]
        let viewModel = makeViewModel(FakePostRepository(posts: posts))
        #expect(viewModel.postsPlaceholder == "Loading posts…")
        await viewModel.load().value
        #expect(viewModel.postsTitle == "Posts (2)")
        #expect(viewModel.posts.map(\.id) == [1, 3])
        #expect(viewModel.selectedPost?.id == 1)
        viewModel.moveSelection(by: 1)
        #expect(viewModel.selectedPost?.id == 3)
        viewModel.moveSelection(by: 1)
        #expect(viewModel.selectedIndex == 1)
        viewModel.selectFirst()
        #expect(viewModel.selectedIndex == 0)
        viewModel.selectLast()
        #expect(viewModel.selectedIndex == 1)
        #expect(viewModel.postsPlaceholder == nil)
    }

    @Test func noPostsAndFailedPostsSaySo() async {
        let empty = makeViewModel(FakePostRepository())
        await empty.load().value
        #expect(empty.postsTitle == "Posts (0)")
        #expect(empty.postsPlaceholder == "No posts")
        #expect(empty.selectedPost == nil)

        let failing = makeViewModel(
            FakePostRepository(userPosts: { _ in
                scripted([], failing: FakeError(description: "Not found (404) from /users/1/posts."))
            }))
        await failing.load().value
        #expect(failing.postsPlaceholder == "Not found (404) from /users/1/posts.")
    }
}
