// TodosViewModel and TodoFormViewModel: owners' names, the all/open/done filter, toggling with
// rollback on failure, deleting, creating and editing (a failed save keeps the fields).
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct TodosViewModelTests {
    let status = StatusCenter()
    let todos = [
        Todo(userId: 1, id: 1, title: "Buy milk", completed: false),
        Todo(userId: 2, id: 2, title: "Write report", completed: true),
        Todo(userId: 9, id: 3, title: "Call José", completed: false),
    ]

    func makeContainer(_ repository: MemoryResourceRepository<Todo>) -> DependenciesContainer {
        container(status: status) {
            $0.register(repository as any ResourceRepository<Todo>, as: (any ResourceRepository<Todo>).self)
                .register(Samples.names)
        }
    }

    func loaded(_ repository: MemoryResourceRepository<Todo>, userID: Int? = nil) async -> TodosViewModel {
        let viewModel = makeContainer(repository).withDependencies { TodosViewModel(userID: userID) }
        await viewModel.load().value
        return viewModel
    }

    @Test func theFirstPartOfALongListShowsHowMuchOfTheWholeListHasArrived() async {
        let gate = StreamGate<[Todo]>()
        let viewModel = container(status: status) {
            $0.register(GatedTodos(gate: gate) as any ResourceRepository<Todo>, as: (any ResourceRepository<Todo>).self)
                .register(Samples.names)
        }.withDependencies { TodosViewModel() }
        viewModel.load()
        gate.yield(Array(todos.prefix(2)), totalCount: 30_000, isFirstPart: true)
        #expect(await eventually { viewModel.title == "Todos (2 of 30000, loading…)" })
        gate.yield(Array(todos.prefix(2)), totalCount: 30_000, isFirstPart: true, loadedFraction: 0.12)
        #expect(await eventually { viewModel.title == "Todos (2 of 30000, loading 12%)" })
        gate.yield(todos)
        gate.finish()
        #expect(await eventually { viewModel.title == "Todos (3)" })
    }

    @Test func todosShowTheirOwnersAndCount() async {
        let viewModel = await loaded(MemoryResourceRepository(todos))
        #expect(viewModel.title == "Todos (3)")
        #expect(await eventually { viewModel.list.item(atRow: 1).ownerName == "José Ortega" })
        #expect(viewModel.list.item(atRow: 2).ownerName == "User 9")
        viewModel.setFilter("milk")
        #expect(await eventually { viewModel.title == "Todos (1 of 3)" })
    }

    @Test func ownersAreNamedWhenTheUsersArriveAfterTheTodos() async {
        let names = UserNames()
        let viewModel = container(status: status) {
            $0.register(
                MemoryResourceRepository(todos) as any ResourceRepository<Todo>, as: (any ResourceRepository<Todo>).self
            )
            .register(names)
        }.withDependencies { TodosViewModel() }
        await viewModel.load().value
        #expect(await eventually { viewModel.list.items.map(\.ownerName) == ["User 1", "User 2", "User 9"] })
        names.update(from: Samples.people)
        #expect(await eventually { viewModel.list.items.map(\.ownerName) == ["Zoë Adams", "José Ortega", "User 9"] })
        viewModel.setFilter("ortega")
        #expect(await eventually { viewModel.title == "Todos (1 of 3)" })
    }

    @Test func oneUsersTodosComeFromTheirNestedList() async {
        let viewModel = await loaded(MemoryResourceRepository(todos), userID: 2)
        #expect(viewModel.title == "Todos (1)")
        #expect(viewModel.selectedTodo?.title == "Write report")
    }

    @Test func fCyclesAllOpenAndDoneAndTheTitleSaysWhich() async {
        let viewModel = await loaded(MemoryResourceRepository(todos))
        viewModel.cycleFilter()
        #expect(viewModel.filter == .open)
        #expect(await eventually { viewModel.title == "Todos (2) · open" })
        #expect(viewModel.list.items.allSatisfy { !$0.item.completed })
        viewModel.cycleFilter()
        #expect(await eventually { viewModel.title == "Todos (1) · done" })
        viewModel.cycleFilter()
        #expect(await eventually { viewModel.title == "Todos (3)" })
    }

    @Test func spaceTogglesAtOnceAndSendsAPatch() async {
        let repository = MemoryResourceRepository(todos)
        let viewModel = await loaded(repository)
        let task = viewModel.toggleSelected()
        #expect(viewModel.selectedTodo?.completed == true)  // before the server answered
        await task?.value
        var done = todos[0]
        done.completed = true
        #expect(repository.writes == [.patch(done, ["completed": .bool(true)])])
        #expect(viewModel.selectedTodo?.completed == true)
        #expect(status.lastError == nil)
    }

    @Test func aFailedToggleGoesBackAndSaysWhy() async {
        let repository = MemoryResourceRepository(
            todos, writeFailure: { _ in FakeError(description: "Internal server error from /todos/1.") })
        let viewModel = await loaded(repository)
        let task = viewModel.toggleSelected()
        #expect(viewModel.selectedTodo?.completed == true)
        await task?.value
        #expect(viewModel.selectedTodo?.completed == false)
        #expect(status.lastError?.text == "Internal server error from /todos/1 — \"Buy milk\" not changed")
    }

    @Test func deleteAsksByTitleThenRemovesTheRow() async {
        let repository = MemoryResourceRepository(todos)
        let viewModel = await loaded(repository)
        viewModel.moveSelection(by: 1)
        #expect(viewModel.deletePrompt == "Delete \"Write report\"? y/n")
        await viewModel.deleteSelected()?.value
        #expect(await eventually { viewModel.title == "Todos (2)" })
        #expect(repository.writes == [.delete(todos[1])])
        #expect(!viewModel.list.items.contains { $0.id == 2 })
    }

    @Test func aFailedDeleteKeepsTheRowAndSaysWhy() async {
        let repository = MemoryResourceRepository(todos, writeFailure: { _ in RepositoryError.offline })
        let viewModel = await loaded(repository)
        await viewModel.deleteSelected()?.value
        #expect(viewModel.title == "Todos (3)")
        #expect(status.lastError?.text == "Offline: changes cannot be sent — \"Buy milk\" not deleted")
    }

    @Test func anEditedTodoReplacesItsRowAndIsMarked() async {
        let repository = MemoryResourceRepository(todos)
        let viewModel = await loaded(repository)
        let form = makeContainer(repository).withDependencies { TodoFormViewModel(editing: todos[0]) }
        #expect(form.formTitle == "Edit todo")
        #expect(form.title.text == "Buy milk" && form.user.text == "1")
        form.setText("Buy oat milk", for: .title)
        await form.submit()?.value
        let saved = form.submitState.created
        #expect(saved == Todo(userId: 1, id: 1, title: "Buy oat milk", completed: false))
        #expect(repository.writes == [.replace(Todo(userId: 1, id: 1, title: "Buy oat milk", completed: false))])
        if let saved { viewModel.show(saved) }
        #expect(await eventually { viewModel.list.item(atRow: 0).item.title == "Buy oat milk" })
        #expect(viewModel.list.item(atRow: 0).isEdited)
        #expect(viewModel.title == "Todos (3)")
    }

    @Test func aNewTodoIsPostedAndAdded() async {
        let repository = MemoryResourceRepository(todos)
        let viewModel = await loaded(repository)
        let form = makeContainer(repository).withDependencies { TodoFormViewModel() }
        form.setText("Water plants", for: .title)
        form.setText("4", for: .user)
        await form.submit()?.value
        guard let created = form.submitState.created else {
            Issue.record("not created: \(form.submitState)")
            return
        }
        #expect(created.title == "Water plants" && created.userId == 4 && !created.completed)
        viewModel.show(created)
        #expect(await eventually { viewModel.title == "Todos (4)" })
        #expect(viewModel.selectedTodo == created)
    }

    @Test func aFailedSaveKeepsTheFieldsAndTheError() async {
        let repository = MemoryResourceRepository(
            todos,
            writeFailure: { _ in
                FakeError(description: "Internal server error from /todos/1.")
            })
        let form = makeContainer(repository).withDependencies { TodoFormViewModel(editing: todos[0]) }
        form.setText("Buy oat milk", for: .title)
        await form.submit()?.value
        #expect(form.submitState.errorMessage == "Could not save the todo: Internal server error from /todos/1.")
        #expect(form.title.text == "Buy oat milk")
        #expect(form.user.text == "1")
    }

    @Test func validationShowsBesideEachField() {
        let form = makeContainer(MemoryResourceRepository(todos)).withDependencies { TodoFormViewModel() }
        #expect(form.submit() == nil)
        #expect(form.title.error == "Title is required")
        #expect(form.user.error == "User ID is required")
        form.setText("x", for: .user)
        #expect(form.user.error == "User ID must be a whole number above 0")
        #expect(form.focusedField == .title)
    }
}

/// Todos whose list arrives when the test says.
private struct GatedTodos: ResourceRepository {
    let gate: StreamGate<[Todo]>
    func items(policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Todo]>, any Error> { gate.stream }
    func items(under parentID: Int, policy: CachePolicy) -> AsyncThrowingStream<Sourced<[Todo]>, any Error> {
        gate.stream
    }
    func create(_ item: Todo) async throws -> Todo { item }
    func replace(_ item: Todo) async throws -> Todo { item }
    func patch(_ item: Todo, fields: [String: PatchValue]) async throws -> Todo { item }
    func delete(_ item: Todo) async throws {}
    func editedIDs() -> Set<Int> { [] }
}
