// ResourceScreens: what the app's frame needs to know about one resource, described once in
// the resource's view file: its tab and list, the screens it pushes, its line in a user's
// detail, its status-line hints, and how its repository is registered. The tab bar, the key map and help,
// the status line's hints, the composition root and the test and benchmark containers all
// follow from `ResourceScreens.all`.
import Injection
import Models
import TerminalUI
import ViewModels

/// One resource's screens and registration.
@MainActor
public struct ResourceScreens {
    /// The resource's tab.
    let tab: AppTab
    /// Registers the resource's repository.
    let registration: ResourceCatalog.Registration
    /// Makes the tab's view model, once, with the app's dependencies (it outlives tab switches).
    let makeModel: @MainActor () -> AnyObject
    /// The tab's list over its view model.
    let root: @MainActor (AnyObject, AppViewModel) -> AnyView
    /// The screen a route names, or nil when the route is another resource's.
    let screen: @MainActor (ScreenRoute, AppViewModel) -> AnyView?
    /// Its line in a user's detail, for a resource users own.
    let userSection: UserSection?
    /// The status line's hints on its list (the root adds the keys of help and quit in force).
    let hints: [ActionHint]
    /// The titles of the columns its list sorts by (a saved session names them).
    let sortColumns: [String]
    /// Restores the tab's list from the saved session and keeps it for the next one.
    let keep: @MainActor (AnyObject, SessionKeeper) -> Void

    /// A resource whose tab shows `root` over a view model `makeModel` makes.
    init<Model: FilterableList, Root: View>(
        tab: AppTab, registration: @escaping ResourceCatalog.Registration,
        makeModel: @escaping @MainActor () -> Model, root: @escaping @MainActor (Model, AppViewModel) -> Root,
        screen: @escaping @MainActor (ScreenRoute, AppViewModel) -> AnyView? = { _, _ in nil },
        userSection: UserSection? = nil,
        hints: [ActionHint] = [(.filter, nil), (.new, nil), (.refresh, nil)]
    ) where Model.Item.ID == Int {
        self.tab = tab
        self.registration = registration
        self.makeModel = makeModel
        self.root = { model, app in (model as? Model).map { AnyView(root($0, app)) } ?? AnyView(EmptyView()) }
        self.screen = screen
        self.userSection = userSection
        self.hints = hints
        sortColumns = Model.sortColumns.map(\.title)
        keep = { model, keeper in (model as? Model).map { keeper.keep($0, as: tab.sessionName) } }
    }
}

/// A resource's line in a user's detail (`Todos (20)  t`), and the key that opens its screen.
@MainActor
struct UserSection {
    /// The key that opens the user's items.
    let key: Character
    /// The screen of the user's items.
    let route: @MainActor (User) -> ScreenRoute
    /// The line: the title with the count.
    let summary: @MainActor (User) -> AnyView
}

extension ResourceScreens {
    /// Every resource, in tab order (after Posts, before Weather). Adding a resource is one entry here.
    static let all: [ResourceScreens] = [.todos, .albums]

    /// Every tab: Users, Posts, the resources, Weather.
    public static var tabs: [AppTab] { [.users, .posts] + all.map(\.tab) + [.weather] }

    /// `container` with every resource's repository, made by `factory`, the ones that edit
    /// and delete users and posts, and the users' names that lists name owners from.
    public static func register(in container: DependenciesContainer, using factory: any ResourceRepositoryFactory)
        -> DependenciesContainer
    {
        all.reduce(ResourceCatalog.registration(for: User.self, Post.self)(container, factory).register(UserNames())) {
            container, resource in
            resource.registration(container, factory)
        }
    }

    /// The resource whose tab is `tab`.
    static func forTab(_ tab: AppTab) -> ResourceScreens? {
        all.first { $0.tab == tab }
    }

    /// The screen `route` names, from whichever resource knows it.
    static func screen(for route: ScreenRoute, app: AppViewModel) -> AnyView? {
        all.lazy.compactMap { $0.screen(route, app) }.first
    }

    /// What a saved session may name: the tabs and the tab lists' sort columns.
    public static var sessionSchema: SessionSchema {
        var lists = [
            AppTab.users.sessionName: UsersViewModel.sortColumns.map(\.title),
            AppTab.posts.sessionName: PostsViewModel.sortColumns.map(\.title),
        ]
        for resource in all { lists[resource.tab.sessionName] = resource.sortColumns }
        return SessionSchema(
            tabs: tabs.map(\.sessionName), lists: lists,
            filterLimit: FilterableListScreen<UsersViewModel, EmptyView>.filterLimit)
    }

    /// The action of its line in a user's detail (`user-todos` on `t`), for a resource users own.
    var userSectionAction: AppAction? { userSection.map { AppAction.userSection(tab, key: $0.key) } }

    /// `  t`: the first key in force of its line in a user's detail, for the line's end.
    func userSectionKeyText(_ keys: ActionKeyMap) -> String {
        userSectionAction.flatMap { keys.labels(for: $0).first }.map { "  " + $0 } ?? ""
    }

    /// Every user section, in tab order.
    static var userSections: [UserSection] { all.compactMap(\.userSection) }
}

/// The view models of the resource tabs, made when their tab is first shown and kept while the
/// app runs, so a tab keeps its list, selection and filter across tab switches.
@MainActor
final class ResourceTabModels {
    private let container: DependenciesContainer
    private var models: [AppTab: AnyObject] = [:]
    private var session: SessionKeeper? { container.resolve(SessionKeeper.self) }

    /// Models resolving their dependencies from `container`.
    init(container: DependenciesContainer) {
        self.container = container
    }

    /// The model of `resource`'s tab.
    func model(of resource: ResourceScreens) -> AnyObject {
        if let model = models[resource.tab] { return model }
        let model = container.withDependencies { resource.makeModel() }
        models[resource.tab] = model
        session.map { resource.keep(model, $0) }
        return model
    }
}
