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
    @Environment(\.actionKeys) private var keys

    var body: some View {
        ResourceListScreen(
            app: app, viewModel: viewModel, title: viewModel.title, placeholder: viewModel.placeholder,
            layout: Self.columns,
            values: { [$0.item.completed ? "[x]" : "[ ]", $0.item.title, $0.ownerName] },
            create: { app.openCreateForm() },
            refresh: { viewModel.refresh() }
        ) { key in
            if keys.matches(.toggleTodo, key) {
                viewModel.toggleSelected()
            } else if keys.matches(.todoFilter, key) {
                viewModel.cycleFilter()
            } else if keys.matches(.edit, key) {
                guard let todo = viewModel.selectedTodo else { return .handled }
                app.open(.edit(.todos, itemID: todo.id))
            } else if keys.matches(.delete, key) {
                guard let question = viewModel.deletePrompt else { return .handled }
                app.confirm(question) { viewModel.deleteSelected() }
            } else {
                return .ignored
            }
            return .handled
        }
        .overlay {
            if let form = app.openForm, viewModel.isTodoForm(form) {
                Modal {
                    TodoForm(
                        editing: viewModel.editedTodo(form),
                        onSaved: { todo in
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

extension TodosViewModel {
    /// Whether `form` is the new-todo form or the edit form of a todo of this list.
    func isTodoForm(_ form: CreateForm) -> Bool {
        form == .create(.todos) || editedTodo(form) != nil
    }

    /// The todo `form` edits, if it is an edit form of a todo of this list.
    func editedTodo(_ form: CreateForm) -> Todo? {
        guard case .edit(.todos, let id) = form else { return nil }
        return resources.items.first { $0.id == id }
    }
}

/// The screen of one user's todos.
struct UserTodos: Hashable, Sendable {
    let user: User
}

extension ResourceScreens {
    /// The Todos tab, a user's todos, and their keys.
    static let todos = ResourceScreens(
        tab: .todos, registration: ResourceCatalog.registration(for: Todo.self),
        makeModel: { TodosViewModel() },
        root: { model, app in TodosScreen(app: app, viewModel: model) },
        screen: { route, app in
            (route.value as? UserTodos).map { AnyView(UserTodosScreen(app: app, user: $0.user).id($0.user.id)) }
        },
        userSection: UserSection(
            key: "t", route: { ScreenRoute(UserTodos(user: $0)) },
            summary: { AnyView(UserTodosSummary(user: $0)) }),
        hints: [(.toggleTodo, nil), (.todoFilter, nil), (.new, nil), (.edit, nil), (.delete, nil)])
}

/// `Todos (N)  t` in a user's detail.
struct UserTodosSummary: View {
    @StateViewModel private var viewModel: TodosViewModel
    @Environment(\.actionKeys) private var keys

    init(user: User) {
        _viewModel = StateViewModel { _ in TodosViewModel(userID: user.id) }
    }

    var body: some View {
        Text(viewModel.title + ResourceScreens.todos.userSectionKeyText(keys)).bold()
            .onAppear { viewModel.load() }
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
