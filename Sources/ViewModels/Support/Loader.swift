// Loader: runs one repository stream at a time for a view model and keeps its LoadState,
// the refreshing flag and the status bar in step. A newer load cancels the older one, and a
// generation counter makes sure a stale result never overwrites a fresher one.
import Observation
import Repositories

/// The load state of one piece of a screen's data, fed by repository streams.
///
/// Observable by hand, like `SearchableList`: the key path of `state` (into a generic class) is
/// made once per loader instead of on every read. The flags beside it live in a `LoadProgress`,
/// a class that is not generic, so their key paths are made once in the process rather than once
/// per loader: making a key path into a generic class looks its type up by name, which checks the
/// type's requirements against every protocol conformance of the binary.
@MainActor
final class Loader<Value: Sendable>: Observable {
    /// The phase of the data; `.loaded` stays while a refresh runs.
    private(set) var state: LoadState<Value> {
        get {
            registrar.access(self, keyPath: stateKey)
            return storedState
        }
        set { registrar.withMutation(of: self, keyPath: stateKey) { storedState = newValue } }
    }
    /// Whether a load still runs while data is shown (a refresh, or the revalidation after a
    /// cached value).
    private(set) var isRefreshing: Bool {
        get { progress.isRefreshing }
        set { if newValue != progress.isRefreshing { progress.isRefreshing = newValue } }
    }
    /// Where the shown value came from.
    private(set) var origin: DataOrigin? {
        get { progress.origin }
        set { if newValue != progress.origin { progress.origin = newValue } }
    }
    /// While only the first part of a large list has arrived: the length of the whole list.
    private(set) var totalCount: Int? {
        get { progress.totalCount }
        set { if newValue != progress.totalCount { progress.totalCount = newValue } }
    }
    /// While only the first part of a large list has arrived: how much of it has arrived (0...1), when known.
    private(set) var loadedFraction: Double? {
        get { progress.loadedFraction }
        set { if newValue != progress.loadedFraction { progress.loadedFraction = newValue } }
    }
    /// Only the first part of the list has arrived (the rest follows), whether or not its
    /// length (`totalCount`) is known.
    private(set) var isPartial: Bool {
        get { progress.isPartial }
        set { if newValue != progress.isPartial { progress.isPartial = newValue } }
    }
    /// The shown list is all that is cached of a list whose download was interrupted
    /// (`totalCount` is the whole list's length), until the whole list arrives.
    private(set) var isIncomplete: Bool {
        get { progress.isIncomplete }
        set { if newValue != progress.isIncomplete { progress.isIncomplete = newValue } }
    }

    private var storedState: LoadState<Value> = .idle
    private let registrar = ObservationRegistrar()
    private let stateKey: KeyPath<Loader, LoadState<Value>> = \.state
    private let progress = LoadProgress()

    private let status: StatusCenter
    private var task: Task<Void, Never>?
    private var generation = 0

    /// A loader reporting to `status`.
    init(status: StatusCenter) {
        self.status = status
    }

    /// Cancels the running load and starts reading `stream`; `deliver` runs on every value
    /// before it becomes the state. Returns the task, which tests may await.
    @discardableResult
    func load(
        _ stream: AsyncThrowingStream<Sourced<Value>, any Error>,
        deliver: @escaping @MainActor (Value) -> Void = { _ in }
    ) -> Task<Void, Never> {
        task?.cancel()
        generation += 1
        let current = generation
        if state.value == nil {
            state = .loading
        } else {
            isRefreshing = true
        }
        let status = status
        status.beginLoad()
        let startsEmpty = state.value == nil
        if startsEmpty { status.beginAwaitingContent() }
        let task = Task { [weak self] in
            var awaitsContent = startsEmpty
            defer {
                if awaitsContent { status.endAwaitingContent() }
                status.endLoad()
            }
            do {
                for try await element in stream {
                    if awaitsContent {
                        awaitsContent = false
                        status.endAwaitingContent()
                    }
                    guard let self, self.isCurrent(current) else { return }
                    if element.isPartial, element.loadedFraction != nil, self.totalCount == element.totalCount,
                        self.state.value != nil
                    {
                        // Progress of the part already shown: the rows stay as they are.
                        self.loadedFraction = element.loadedFraction
                        continue
                    }
                    deliver(element.value)
                    self.state = .loaded(element.value)
                    self.isRefreshing = true
                    self.origin = element.origin
                    self.totalCount = element.totalCount
                    self.loadedFraction = element.loadedFraction
                    self.isPartial = element.isPartial
                    self.isIncomplete = element.isIncomplete
                    status.record(element.origin)
                    if let warning = element.warning { status.report(warning) }
                }
                guard let self, self.isCurrent(current) else { return }
                self.isRefreshing = false
            } catch {
                guard let self, self.isCurrent(current) else { return }
                self.fail(with: error)
            }
        }
        self.task = task
        return task
    }

    /// Replaces the shown value (e.g. with a newly created item merged in).
    func replaceValue(_ value: Value) {
        state = .loaded(value)
    }

    /// Cancels the running load; nothing it would still deliver is kept.
    func cancel() {
        task?.cancel()
        task = nil
        generation += 1
        isRefreshing = false
        if state.isLoading { state = .idle }
    }

    private func isCurrent(_ current: Int) -> Bool {
        generation == current && !Task.isCancelled
    }

    private func fail(with error: any Error) {
        isRefreshing = false
        if isPartial {
            // The rest of the list will not come: the first part shown is all there is for now.
            isPartial = false
            loadedFraction = nil
            isIncomplete = true
        }
        if state.value != nil {
            switch origin {
            case .cache(let age), .offline(let age): status.report(error, cachedAge: age)
            case .network, .none: status.report(error)
            }
        } else {
            let sentence = ErrorSentence.describe(error)
            state = .failed(sentence)
            status.report(sentence)
        }
    }
}

/// A loader's flags beside its state (see `Loader`), each observed on its own.
@MainActor @Observable
private final class LoadProgress {
    var isRefreshing = false
    var origin: DataOrigin?
    var totalCount: Int?
    var loadedFraction: Double?
    var isPartial = false
    var isIncomplete = false
}
