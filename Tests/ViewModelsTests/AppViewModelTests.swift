// AppViewModel: tabs, navigation stacks, help, forms and quitting.
import Testing

@testable import ViewModels

@MainActor
struct AppViewModelTests {
    @Test func tabsCycleBothWays() {
        let app = AppViewModel(tabs: [.users, .posts, .todos, .weather])
        #expect(app.tabTitles == ["Users", "Posts", "Todos", "Weather"])
        #expect(app.selectedTab == .users)
        for _ in 0..<3 { app.nextTab() }
        #expect(app.selectedTab == .weather)
        app.nextTab()
        #expect(app.selectedTab == .users)
        app.previousTab()
        #expect(app.selectedTab == .weather)
        app.selectTab(.posts)
        #expect(app.selectedTab == .posts)
    }

    @Test func eachTabKeepsItsOwnStack() {
        let app = AppViewModel()
        let user = Samples.user(1, "Leanne Graham")
        let post = Samples.post(1, by: 1, "Title")
        app.push(.user(user))
        app.push(.post(post, author: user))
        #expect(app.currentRoute == .post(post, author: user))
        app.selectTab(.posts)
        #expect(app.currentStack.isEmpty)
        app.push(.post(post, author: nil))
        app.selectTab(.users)
        #expect(app.pop())
        #expect(app.currentRoute == .user(user))
        #expect(app.pop())
        #expect(!app.pop())
        app.selectTab(.posts)
        #expect(app.usersStack.isEmpty && app.postsStack.count == 1)
        app.selectTab(.weather)
        app.push(.user(user))
        #expect(app.currentStack.isEmpty && !app.pop())
    }

    @Test func aQuestionRunsItsActionOnlyOnYes() {
        let app = AppViewModel()
        var deleted = 0
        app.confirm("Delete \"x\"? y/n") { deleted += 1 }
        #expect(app.confirmation?.question == "Delete \"x\"? y/n")
        app.answer(false)
        #expect(app.confirmation == nil && deleted == 0)
        app.confirm("Delete \"x\"? y/n") { deleted += 1 }
        app.answer(true)
        #expect(app.confirmation == nil && deleted == 1)
    }

    @Test func backClosesHelpFirstThenTheForm() {
        let app = AppViewModel()
        app.push(.user(Samples.user(1, "A")))
        app.toggleHelp()
        #expect(app.isHelpShown)
        #expect(app.pop())
        #expect(!app.isHelpShown && app.usersStack.count == 1)
        app.openCreateForm()
        #expect(app.openForm == nil)  // only on the list itself
        #expect(app.pop())
        app.openCreateForm()
        #expect(app.openForm == .createUser)
        #expect(app.pop())
        #expect(app.openForm == nil)
        app.selectTab(.posts)
        app.openCreateForm()
        #expect(app.openForm == .createPost)
        app.closeForm()
        app.selectTab(.weather)
        app.openCreateForm()
        #expect(app.openForm == nil)
    }
}
