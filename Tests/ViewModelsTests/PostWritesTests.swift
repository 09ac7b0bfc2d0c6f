// Editing and deleting posts: the edit form filled and sent with PUT, the list showing the
// server's answer marked as edited, a delete that removes the row, and a refused delete.
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct PostWritesTests {
    let status = StatusCenter()
    let posts = [Samples.post(1, by: 1, "Sunt aut facere"), Samples.post(2, by: 2, "Qui est esse")]

    func make<VM>(_ writer: MemoryResourceRepository<Post>, _ build: () -> VM) -> VM {
        container(status: status) {
            $0.register(FakePostRepository(posts: posts), as: (any PostRepository).self)
                .register(FakeUserRepository(users: Samples.people), as: (any UserRepository).self)
                .register(writer as any ResourceRepository<Post>, as: (any ResourceRepository<Post>).self)
        }.withDependencies(build)
    }

    @Test func anEditedPostIsPutWholeAndMarkedInTheList() async {
        let writer = MemoryResourceRepository(posts)
        let list = make(writer) { PostsViewModel() }
        await list.load().value
        let form = make(writer) { CreatePostViewModel(editing: posts[1]) }
        #expect(form.formTitle == "Edit post" && form.title.text == "Qui est esse" && form.authorID == 2)
        form.setText("Qui est esse, revised", for: .title)
        await form.submit()?.value
        let expected = Post(userId: 2, id: 2, title: "Qui est esse, revised", body: "body text")
        #expect(form.submitState.created == expected)
        #expect(writer.writes == [.replace(expected)])
        if let saved = form.submitState.created { list.showEdited(saved) }
        #expect(list.rows[1].post == expected && list.rows[1].isEdited && !list.rows[0].isEdited)
        #expect(list.title == "Posts (2)")
    }

    @Test func deletingAPostRemovesItsRow() async {
        let writer = MemoryResourceRepository(posts)
        let list = make(writer) { PostsViewModel() }
        await list.load().value
        #expect(list.deletePrompt == "Delete \"Sunt aut facere\"? y/n")
        await list.deleteSelected()?.value
        #expect(await eventually { list.title == "Posts (1)" })
        #expect(writer.writes == [.delete(posts[0])])
    }

    @Test func aRefusedDeleteKeepsTheRowAndSaysWhy() async {
        let writer = MemoryResourceRepository(posts, writeFailure: { _ in RepositoryError.offline })
        let list = make(writer) { PostsViewModel() }
        await list.load().value
        await list.deleteSelected()?.value
        #expect(list.title == "Posts (2)")
        #expect(status.lastError?.text == "Offline: changes cannot be sent — \"Sunt aut facere\" not deleted")
    }
}

/// Editing and deleting users.
@MainActor
struct UserWritesTests {
    let status = StatusCenter()

    func make<VM>(_ writer: MemoryResourceRepository<User>, _ build: () -> VM) -> VM {
        container(status: status) {
            $0.register(FakeUserRepository(users: Samples.people), as: (any UserRepository).self)
                .register(writer as any ResourceRepository<User>, as: (any ResourceRepository<User>).self)
        }.withDependencies(build)
    }

    @Test func anEditedUserKeepsTheirOtherFieldsAndIsMarked() async {
        let writer = MemoryResourceRepository(Samples.people)
        let list = make(writer) { UsersViewModel() }
        await list.load().value
        let form = make(writer) { CreateUserViewModel(editing: Samples.people[1]) }
        #expect(form.formTitle == "Edit user" && form.email.text == "jortega@example.com")
        form.setText("not an email", for: .email)
        #expect(form.submit() == nil)
        #expect(form.email.error != nil)
        form.setText("jose@ortega.es", for: .email)
        await form.submit()?.value
        guard let saved = form.submitState.created else {
            Issue.record("not saved: \(form.submitState)")
            return
        }
        #expect(saved.id == 2 && saved.email == "jose@ortega.es" && saved.company == Samples.people[1].company)
        #expect(writer.writes == [.replace(saved)])
        list.showEdited(saved)
        #expect(list.users[1] == saved && list.editedIDs == [2])
    }

    @Test func deletingAUserRemovesTheirRow() async {
        let writer = MemoryResourceRepository(Samples.people)
        let list = make(writer) { UsersViewModel() }
        await list.load().value
        #expect(list.deletePrompt == "Delete \"Zoë Adams\"? y/n")
        await list.deleteSelected()?.value
        #expect(await eventually { list.title == "Users (3)" })
        #expect(writer.writes == [.delete(Samples.people[0])])
    }
}
