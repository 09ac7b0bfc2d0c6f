// WeatherViewModel: the Weather tab: the city field, the place search (a list when several
// places match), looking up the outlook, the units toggle, the recent places, and the message
// when the configured service needs a key that is not set.
import Injection
import Models
import Observation
import Repositories

/// The weather screen.
@MainActor @Observable
public final class WeatherViewModel {
    /// How many recent places are kept.
    public static let recentCitiesLimit = 5

    /// The city as typed.
    public private(set) var cityText = ""
    /// The units of the next look-up (and of the report shown once it arrives).
    public private(set) var units = Units.metric
    /// The report of the last look-up, or why it failed.
    public private(set) var state = LoadState<WeatherReport>.idle
    /// Where the keys go; the field has them on entry and again after a failed look-up.
    public private(set) var focus = WeatherFocus.field
    /// The places matching the name, while the user picks one (empty otherwise).
    public private(set) var matches: [WeatherPlace] = []
    /// The highlighted match.
    public private(set) var matchIndex = 0
    /// The last distinct places looked up successfully, most recent first.
    public private(set) var recentPlaces: [WeatherPlace] = []
    /// `cached 3m ago` / `offline, from 2h ago` when the report came from the disk cache.
    public private(set) var reportAge: String?

    @ObservationIgnored @Injected private var repository: any WeatherRepository
    @ObservationIgnored @Injected private var recentStore: any RecentCitiesStore
    @ObservationIgnored @Injected private var configuration: WeatherConfiguration
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private var lookUpTask: Task<Void, Never>?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var lastPlace: WeatherPlace?
    @ObservationIgnored private var saveTask: Task<Void, Never>?
    /// A place from the last session, looked up when the screen first loads.
    @ObservationIgnored private var placeToRestore: WeatherPlace?

    /// A view model resolving its dependencies from the current container; units start as
    /// the configuration says.
    public init() {
        units = configuration.units
    }

    isolated deinit {
        lookUpTask?.cancel()
    }

    /// `Set OPENWEATHER_API_KEY ...` when OpenWeather is chosen without a key; nil otherwise.
    public var missingKeyMessage: String? {
        configuration.canLookUp
            ? nil
            : "Set OPENWEATHER_API_KEY to look up the weather with OpenWeather (or use --weather-provider open-meteo)"
    }

    /// `Open-Meteo` or `OpenWeather`, for the title.
    public var providerName: String {
        configuration.provider == .openMeteo ? "Open-Meteo" : "OpenWeather"
    }

    /// The recent places' labels, most recent first.
    public var recentCities: [String] { recentPlaces.map(\.label) }

    /// Whether a look-up is running.
    public var isLoading: Bool { state.isLoading }

    /// The place of the report shown (saved with the session).
    public var shownPlace: WeatherPlace? { lastPlace }

    /// Shows the weather of `place` (the last session's) when the screen first loads.
    public func restorePlace(_ place: WeatherPlace) {
        placeToRestore = place
    }

    /// Loads the recent places, and the weather of a restored place. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        if let place = placeToRestore, missingKeyMessage == nil, case .idle = state {
            placeToRestore = nil
            cityText = place.name
            _ = fetch(place)
        }
        let store = recentStore
        let status = status
        return Task { [weak self] in
            do {
                let places = try await store.load()
                self?.recentPlaces = Array(places.prefix(Self.recentCitiesLimit))
            } catch {
                status.report(error)
            }
        }
    }

    /// Sets the city as typed.
    public func setCityText(_ text: String) {
        cityText = text
    }

    /// Gives the keys to the city field.
    public func editCity() {
        focus = .field
    }

    /// Takes the keys from the city field to the report.
    public func leaveField() {
        focus = .report
    }

    /// Looks the typed name up: one match shows its weather, several give a list to pick from,
    /// none says `City not found`. Returns the task, or nil when there is nothing to look up.
    @discardableResult
    public func lookUp() -> Task<Void, Never>? {
        let name = cityText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard missingKeyMessage == nil, !name.isEmpty else { return nil }
        matches = []
        let units = units
        return run { [repository] () -> SearchResult in
            let places = try await repository.places(matching: name).value
            guard places.count == 1 else { return .places(places) }
            return .outlook(try await repository.outlook(for: places[0], units: units))
        } then: { viewModel, result in
            switch result {
            case .places(let places) where places.isEmpty:
                viewModel.fail("City not found: \(name)")
            case .places(let places):
                viewModel.state = .idle
                viewModel.matches = places
                viewModel.matchIndex = 0
                viewModel.focus = .matches
            case .outlook(let outlook):
                viewModel.show(outlook)
            }
        }
    }

    /// Moves the highlighted match by `delta`, staying inside the list.
    public func moveMatch(by delta: Int) {
        guard !matches.isEmpty else { return }
        matchIndex = min(max(0, matchIndex + delta), matches.count - 1)
    }

    /// Highlights match `index`.
    public func highlightMatch(_ index: Int) {
        guard matches.indices.contains(index) else { return }
        matchIndex = index
    }

    /// Looks up the highlighted match (Enter in the list).
    @discardableResult
    public func chooseMatch() -> Task<Void, Never>? {
        guard matches.indices.contains(matchIndex) else { return nil }
        let place = matches[matchIndex]
        matches = []
        return fetch(place)
    }

    /// Closes the list of matches and gives the keys back to the field (Esc in the list).
    public func cancelMatches() {
        matches = []
        focus = .field
    }

    /// Switches between metric and imperial, and asks again for the last place in the new units.
    @discardableResult
    public func toggleUnits() -> Task<Void, Never>? {
        units = units == .metric ? .imperial : .metric
        guard missingKeyMessage == nil, let lastPlace else { return nil }
        return fetch(lastPlace)
    }

    /// Looks up recent place `index` (0 is the most recent) without searching again.
    @discardableResult
    public func selectRecent(_ index: Int) -> Task<Void, Never>? {
        guard missingKeyMessage == nil, recentPlaces.indices.contains(index) else { return nil }
        let place = recentPlaces[index]
        cityText = place.name
        matches = []
        return fetch(place)
    }

    /// Cancels a running look-up (the screen is leaving).
    public func stop() {
        lookUpTask?.cancel()
        lookUpTask = nil
        generation += 1
        if state.isLoading { state = .idle }
    }

    private func fetch(_ place: WeatherPlace) -> Task<Void, Never> {
        let units = units
        return run { [repository] in
            try await repository.outlook(for: place, units: units)
        } then: { viewModel, outlook in
            viewModel.show(outlook)
        }
    }

    /// What a search found: several places (or none), or the outlook of the only one.
    private enum SearchResult: Sendable {
        case places([WeatherPlace])
        case outlook(Sourced<WeatherOutlook>)
    }

    /// Shows `outlook` and remembers its place (as the service named it) for `u` and the recent list.
    private func show(_ outlook: Sourced<WeatherOutlook>) {
        let place = outlook.value.place
        state = .loaded(WeatherReport(outlook.value))
        reportAge = Self.ageText(outlook.origin)
        focus = .report
        lastPlace = place
        status.record(outlook.origin)
        remember(place)
    }

    /// Runs `work` as the one current look-up; `then` gets its value unless a newer look-up
    /// started or the screen left. A failure is shown in words and gives the field the keys.
    private func run<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        then: @escaping @MainActor (WeatherViewModel, Value) -> Void
    ) -> Task<Void, Never> {
        lookUpTask?.cancel()
        generation += 1
        let current = generation
        let status = status
        state = .loading
        status.beginLoad()
        let task = Task { [weak self] in
            defer { status.endLoad() }
            do {
                let value = try await work()
                guard let self, self.generation == current, !Task.isCancelled else { return }
                then(self, value)
            } catch {
                guard let self, self.generation == current, !Task.isCancelled, !ErrorSentence.isCancellation(error)
                else {
                    return
                }
                if case RepositoryError.cityNotFound(let name) = error {
                    self.fail("City not found: \(name)")
                } else {
                    let sentence = ErrorSentence.describe(error)
                    self.fail(sentence)
                    status.report(sentence)
                }
            }
        }
        lookUpTask = task
        return task
    }

    private func fail(_ message: String) {
        state = .failed(message)
        reportAge = nil
        focus = .field
    }

    /// `cached 3m ago` or `offline, from 3m ago` for data from the disk cache; nil when fresh.
    private static func ageText(_ origin: DataOrigin) -> String? {
        switch origin {
        case .network: nil
        case .cache(let age): "cached \(AgeText.describe(age))"
        case .offline(let age): "offline, from \(AgeText.describe(age))"
        }
    }

    /// Puts `place` first in the recent places (once: same label, case ignored) and saves the
    /// list; saves run one after another, so the file ends with the newest list.
    private func remember(_ place: WeatherPlace) {
        let folded = place.label.lowercased()
        recentPlaces = Array(
            ([place] + recentPlaces.filter { $0.label.lowercased() != folded })
                .prefix(Self.recentCitiesLimit))
        let places = recentPlaces
        let store = recentStore
        let status = status
        let previous = saveTask
        saveTask = Task {
            await previous?.value
            do {
                try await store.save(places)
            } catch {
                status.report(error)
            }
        }
    }
}
