// WeatherViewModel: the Weather tab: the city field, looking up the current weather and the
// forecast, the units toggle, the recent cities, and the message when no API key is set.
import Injection
import Models
import Observation
import Repositories

/// The weather screen.
@MainActor @Observable
public final class WeatherViewModel {
    /// How many recent cities are kept.
    public static let recentCitiesLimit = 5

    /// The city as typed.
    public private(set) var cityText = ""
    /// The units of the next look-up (and of the report shown once it arrives).
    public private(set) var units = Units.metric
    /// The report of the last look-up, or why it failed.
    public private(set) var state = LoadState<WeatherReport>.idle
    /// The last distinct cities looked up successfully, most recent first.
    public private(set) var recentCities: [String] = []

    @ObservationIgnored @Injected private var repository: any WeatherRepository
    @ObservationIgnored @Injected private var recentStore: any RecentCitiesStore
    @ObservationIgnored @Injected private var configuration: WeatherConfiguration
    @ObservationIgnored @Injected private var status: StatusCenter
    @ObservationIgnored private var lookUpTask: Task<Void, Never>?
    @ObservationIgnored private var generation = 0
    @ObservationIgnored private var lastCity: String?
    @ObservationIgnored private var saveTask: Task<Void, Never>?

    /// A view model resolving its dependencies from the current container; units start as
    /// the configuration says.
    public init() {
        units = configuration.units
    }

    isolated deinit {
        lookUpTask?.cancel()
    }

    /// `Set OPENWEATHER_API_KEY ...` when there is no key and no demo server; nil otherwise.
    public var missingKeyMessage: String? {
        configuration.hasAPIKey ? nil : "Set OPENWEATHER_API_KEY to look up the weather (or run with --demo)"
    }

    /// Whether a look-up is running.
    public var isLoading: Bool { state.isLoading }

    /// Loads the recent cities. Call when the screen appears.
    @discardableResult
    public func load() -> Task<Void, Never> {
        let store = recentStore
        let status = status
        return Task { [weak self] in
            do {
                let cities = try await store.load()
                self?.recentCities = Array(cities.prefix(Self.recentCitiesLimit))
            } catch {
                status.report(error)
            }
        }
    }

    /// Sets the city as typed.
    public func setCityText(_ text: String) {
        cityText = text
    }

    /// Looks up the typed city: current weather and forecast together. Returns the task, or nil
    /// when there is nothing to look up (no city, or no API key).
    @discardableResult
    public func lookUp() -> Task<Void, Never>? {
        let city = cityText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard missingKeyMessage == nil, !city.isEmpty else { return nil }
        return fetch(city)
    }

    /// Switches between metric and imperial, and fetches the last city again in the new units.
    @discardableResult
    public func toggleUnits() -> Task<Void, Never>? {
        units = units == .metric ? .imperial : .metric
        guard missingKeyMessage == nil, let lastCity else { return nil }
        return fetch(lastCity)
    }

    /// Looks up recent city `index` (0 is the most recent).
    @discardableResult
    public func selectRecent(_ index: Int) -> Task<Void, Never>? {
        guard recentCities.indices.contains(index) else { return nil }
        cityText = recentCities[index]
        return lookUp()
    }

    /// Cancels a running look-up (the screen is leaving).
    public func stop() {
        lookUpTask?.cancel()
        lookUpTask = nil
        generation += 1
        if state.isLoading { state = .idle }
    }

    private func fetch(_ city: String) -> Task<Void, Never> {
        lookUpTask?.cancel()
        generation += 1
        let current = generation
        let units = units
        let repository = repository
        let status = status
        state = .loading
        status.beginLoad()
        let task = Task { [weak self] in
            defer { status.endLoad() }
            do {
                async let weather = repository.currentWeather(city: city, units: units)
                async let forecast = repository.forecast(city: city, units: units)
                let (reading, outlook) = try await (weather, forecast)
                guard let self, self.generation == current, !Task.isCancelled else { return }
                self.state = .loaded(WeatherReport(current: reading.value, forecast: outlook.value, units: units))
                self.lastCity = city
                status.record(reading.origin)
                self.remember(city)
            } catch {
                guard let self, self.generation == current, !Task.isCancelled else { return }
                if Self.isCityNotFound(error) {
                    self.state = .failed("City not found: \(city)")
                } else {
                    let sentence = ErrorSentence.describe(error)
                    self.state = .failed(sentence)
                    status.report(sentence)
                }
            }
        }
        lookUpTask = task
        return task
    }

    /// Puts `city` first in the recent cities (once, ignoring case) and saves the list; saves
    /// run one after another, so the file ends with the newest list.
    private func remember(_ city: String) {
        let folded = city.lowercased()
        recentCities = Array(([city] + recentCities.filter { $0.lowercased() != folded })
            .prefix(Self.recentCitiesLimit))
        let cities = recentCities
        let store = recentStore
        let status = status
        let previous = saveTask
        saveTask = Task {
            await previous?.value
            do {
                try await store.save(cities)
            } catch {
                status.report(error)
            }
        }
    }

    /// Whether `error` says the city does not exist (OpenWeather's 404 `city not found`).
    private static func isCityNotFound(_ error: any Error) -> Bool {
        let text = ErrorSentence.describe(error).lowercased()
        return text.contains("city not found") || text.contains("404")
    }
}
