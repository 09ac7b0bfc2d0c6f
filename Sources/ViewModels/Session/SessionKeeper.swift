// SessionKeeper: hands the last session's state to the app as its parts appear (the tab, each
// list, the weather's place) and reads their state back when the app quits.
import Models

/// The saved session being restored and the live state to save next.
///
///     let keeper = SessionKeeper(saved: try store.load(schema: schema))
///     keeper.keep(usersViewModel, as: "users")   // restores its filter, sort and selection
///     try store.save(keeper.snapshot())         // at exit
@MainActor
public final class SessionKeeper {
    /// What the last run saved (nil with `--fresh`, when nothing was saved, or when the file was ignored).
    public let saved: SavedSession?
    private var currentTab: (@MainActor () -> String)?
    private var lists: [String: @MainActor () -> SavedList?] = [:]
    private var currentPlace: (@MainActor () -> WeatherPlace?)?

    /// A keeper restoring `saved`.
    public init(saved: SavedSession?) {
        self.saved = saved
    }

    /// The tab to start on, by name.
    public var savedTab: String? { saved?.tab }
    /// The place whose weather to show first.
    public var savedPlace: WeatherPlace? { saved?.place }

    /// Reads the tab shown from `tab` when saving.
    public func keepTab(_ tab: @escaping @MainActor () -> String) {
        currentTab = tab
    }

    /// Reads the weather's place from `place` when saving.
    public func keepPlace(_ place: @escaping @MainActor () -> WeatherPlace?) {
        currentPlace = place
    }

    /// Restores list `name`'s filter, sort and selection into `model`, and reads them back from
    /// it when saving (while it lives).
    public func keep<Model: FilterableList>(_ model: Model, as name: String) where Model.Item.ID == Int {
        if lists[name] == nil, let state = saved?.lists[name] { model.restore(state) }
        lists[name] = { [weak model] in model?.savedState }
    }

    /// The session to save now: what is live, and the saved state of lists not opened this time.
    public func snapshot() -> SavedSession {
        var session = SavedSession(
            tab: currentTab?() ?? saved?.tab ?? "users", lists: saved?.lists ?? [:],
            place: currentPlace?() ?? saved?.place)
        for (name, read) in lists {
            if let state = read() { session.lists[name] = state }
        }
        return session
    }
}

extension AppTab {
    /// The tab's name in a saved session: its title in lower case (`users`).
    public var sessionName: String { title.lowercased() }
}

extension FilterableList where Item.ID == Int {
    /// The filter, sort and selection, to save.
    public var savedState: SavedList {
        SavedList(
            selectedID: list.selectedItem?.id, filter: filterText,
            sortColumn: sort.column.map { sortColumnTitles[$0] }, sortDescending: sort.isDescending)
    }

    /// Applies a saved filter, sort and selection (the selection lands once its item is shown).
    public func restore(_ saved: SavedList) {
        list.setFilter(saved.filter)
        let column = saved.sortColumn.flatMap(sortColumnTitles.firstIndex(of:))
        list.setSort(ListSort(column: column, descending: saved.sortDescending))
        if let id = saved.selectedID { list.restoreSelection(id: id) }
    }
}
