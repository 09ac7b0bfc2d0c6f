// The Users tab: the list, a user's detail, one of their posts, and the new-user form.
import Models
import TerminalUI
import ViewModels

/// Shows the screen on top of the Users tab's navigation stack.
struct UsersTab: View {
    let app: AppViewModel
    let users: UsersViewModel

    var body: some View {
        switch app.usersStack.last {
        case .none:
            UsersScreen(app: app, viewModel: users)
                .overlay {
                    if app.openForm == .createUser {
                        Modal {
                            CreateUserForm(
                                onCreated: { user in
                                    users.insertCreated(user)
                                    app.closeForm()
                                }, onCancel: { app.closeForm() })
                        }
                        .focused()
                    } else if case .edit(.users, let id)? = app.openForm,
                        let user = users.users.first(where: { $0.id == id })
                    {
                        Modal {
                            CreateUserForm(
                                editing: user,
                                onCreated: { user in
                                    users.showEdited(user)
                                    app.closeForm()
                                }, onCancel: { app.closeForm() })
                        }
                        .focused()
                    }
                }
        case .user(let user):
            UserDetailScreen(app: app, user: user).id(user.id)
        case .post(let post, let author):
            PostDetailScreen(app: app, post: post, author: author).id(post.id)
        case .screen(let route):
            if let screen = ResourceScreens.screen(for: route, app: app) { screen }
        }
    }
}
