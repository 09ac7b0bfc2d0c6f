// One post: title, author, the wrapped body and its comments, all scrollable.
import Models
import TerminalUI
import ViewModels

/// The post and `Comments (N)` with each comment's name, email and body; the raw key shows the
/// post and its comments as JSON.
struct PostDetailScreen: View {
    let app: AppViewModel
    @StateViewModel private var viewModel: PostDetailViewModel
    /// The first line shown of the scrolled content (view state: each post starts at the top).
    @State private var offset = 0
    @Environment(\.actionKeys) private var keys

    init(app: AppViewModel, post: Post, author: User?) {
        self.app = app
        _viewModel = StateViewModel { _ in PostDetailViewModel(post: post, author: author) }
    }

    var body: some View {
        VStack {
            Text(viewModel.title).themed(.title).wrapping()
            Text(viewModel.authorLine).themed(.muted)
            Divider()
            ScrollableText(
                content, state: ScrollState(offset: offset), keyMap: keys.scrollKeyMap,
                onStateChange: { offset = max(0, $0.offset) }
            )
            .frame(maxWidth: .max, maxHeight: .max)
        }
        .border(title: "Post")
        .onKey { key in
            if keys.matches(.refresh, key) {
                viewModel.refresh()
            } else if keys.matches(.rawJSON, key) {
                let post = CopiedItem(post: viewModel.post)
                app.showRaw(
                    CopiedItem(
                        fieldName: post.fieldName, field: post.field,
                        document: .object([
                            .init("post", post.document),
                            .init("comments", OrderedJSON(viewModel.comments)),
                        ])))
            } else {
                return .ignored
            }
            return .handled
        }
        .onAppear { viewModel.load() }
    }

    /// The body, then the comments section.
    private var content: String {
        var text = viewModel.body + "\n\n" + viewModel.commentsTitle + "\n"
        if let placeholder = viewModel.commentsPlaceholder {
            text += "\n" + placeholder + "\n"
        }
        for (index, comment) in viewModel.comments.enumerated() {
            text += "\n" + viewModel.commentHeading(at: index) + "\n" + comment.body + "\n"
        }
        return text
    }
}
