// The Posts tab: every post, one post with its comments, and the new-post form.
import TerminalUI
import ViewModels

/// Shows the screen on top of the Posts tab's navigation stack.
struct PostsTab: View {
    let app: AppViewModel
    let posts: PostsViewModel

    var body: some View {
        if case .post(let post, let author)? = app.postsStack.last {
            PostDetailScreen(app: app, post: post, author: author).id(post.id)
        } else {
            PostsScreen(app: app, viewModel: posts)
                .overlay {
                    if app.openForm == .createPost {
                        Modal {
                            CreatePostForm(
                                onCreated: { post in
                                    posts.insertCreated(post)
                                    app.closeForm()
                                }, onCancel: { app.closeForm() })
                        }
                        .focused()
                    } else if case .edit(.posts, let id)? = app.openForm,
                        let post = posts.posts.first(where: { $0.id == id })
                    {
                        Modal {
                            CreatePostForm(
                                editing: post,
                                onCreated: { post in
                                    posts.showEdited(post)
                                    app.closeForm()
                                }, onCancel: { app.closeForm() })
                        }
                        .focused()
                    }
                }
        }
    }
}
