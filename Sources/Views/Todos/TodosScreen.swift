// The list of todos: `[x]` / `[ ]`, title, owner. Space toggles, `f` cycles all/open/done,
// `n` new, `e` edit, `d` delete after `y`.
import Models
import TerminalUI
import ViewModels

/// `Todos (N)`: every todo (or one user's), filterable with `/`.
struct TodosScreen: View {
    static let columns = Columns(fractions: [0.06, 0.64, 0.22, 0.08], minimum: 3)

    let app: AppViewModel
    let viewModel: TodosViewModel

    var body: some View {
        let viewModel = viewModel, app = app
        ResourceListScreen(viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
                           layout: Self.columns,
                           values: { [$0.item.completed ? "[x]" : "[ ]", $0.item.title, $0.ownerName] },
                           create: { app.openCreateForm() },
                           refresh: { viewModel.refresh() }) { key in
            switch key {
            case .character(" "): viewModel.toggleSelected()
            case .character("f"): viewModel.cycleFilter()
            case .character("e"):
                guard let todo = viewModel.selectedTodo else { return .handled }
                app.open(.editTodo(todo))
            case .character("d"):
                guard let question = viewModel.deletePrompt else { return .handled }
                app.confirm(question) { viewModel.deleteSelected() }
            default: return .ignored
            }
            return .handled
        }
        .overlay {
            if let form = app.openForm, form.isTodoForm {
                Modal {
                    TodoForm(editing: form.editedTodo, onSaved: { todo in
                        viewModel.show(todo)
                        app.closeForm()
                    }, onCancel: { app.closeForm() })
                }
                .focused()
            }
        }
        .onAppear {
            if case .idle = viewModel.state { viewModel.load() }
        }
    }
}

extension CreateForm {
    /// Whether this is the new-todo or an edit-todo form.
    var isTodoForm: Bool { self == .createTodo || editedTodo != nil }

    /// The todo an edit form is for.
    var editedTodo: Todo? {
        if case .editTodo(let todo) = self { todo } else { nil }
    }
}

/// One user's todos, pushed from their detail: a todos list of its own, scoped to the user.
struct UserTodosScreen: View {
    let app: AppViewModel
    @StateViewModel private var viewModel: TodosViewModel

    init(app: AppViewModel, user: User) {
        self.app = app
        _viewModel = StateViewModel { _ in TodosViewModel(userID: user.id) }
    }

    var body: some View {
        TodosScreen(app: app, viewModel: viewModel)
    }
}
