// The composition root: builds the live services, cache and repositories once, at the top.
import Foundation
import Injection
import Models
import Repositories
import Services
import ViewModels
import Views

/// The endpoints the app talks to (the real APIs, or the embedded demo server).
struct Endpoints: Sendable {
    var api: URL
    var weather: URL
    /// Open-Meteo's geocoding API (`/v1/search`).
    var geocoding: URL
    /// Open-Meteo's forecast API (`/v1/forecast`).
    var openMeteo: URL
    /// The OpenWeather key; the demo server accepts any non-empty key.
    var weatherAPIKey: String?
}

/// Everything the app's views need, registered in one container.
enum CompositionRoot {
    /// Builds the container for `configuration` against `endpoints`. A cache that cannot be used
    /// (a symlink, someone else's folder) is reported on the status bar and the app runs without it.
    @MainActor
    static func makeContainer(configuration: Configuration, endpoints: Endpoints) -> DependenciesContainer {
        let status = StatusCenter()
        let sink = StatusEventSink(status: status)
        let onRetry: @Sendable (RetryEvent) -> Void = { sink.report(.retrying($0)) }
        // Revalidations of cached data wait until the first frame shows that data (opened by the
        // launcher): the first request loads libcurl, which would compete with drawing it.
        let revalidations = RequestGate()
        let api = APIService(baseURL: endpoints.api, onRetry: onRetry, revalidationGate: revalidations)

        var cache: JSONDiskCache?
        do {
            cache = try JSONDiskCache(path: configuration.cacheDirectory)
        } catch {
            status.report("Cache disabled: \(FailureSentence.describe(error))")
        }

        let offline = configuration.options.offline
        // Lists cached less than `cache_fresh_seconds` ago (five minutes by default) are shown
        // without asking the server again; older ones are shown at once and revalidated (`r`
        // always asks the server).
        let freshFor = TimeInterval(configuration.options.settings.cacheFreshSeconds)
        let liveUsers = LiveUserRepository(api: api, cache: cache, events: sink, freshFor: freshFor)
        let livePosts = LivePostRepository(api: api, cache: cache, events: sink, freshFor: freshFor)
        let users: any UserRepository = offline ? OfflineUserRepository(liveUsers) : liveUsers
        let posts: any PostRepository = offline ? OfflinePostRepository(livePosts) : livePosts
        let weatherPolicy: CachePolicy = offline ? .cacheOnly : .cacheFirst
        let weather: any WeatherRepository =
            configuration.weatherProvider == .openMeteo
            ? OpenMeteoWeatherRepository(
                geocoding: APIService(baseURL: endpoints.geocoding, onRetry: onRetry, revalidationGate: revalidations),
                forecast: APIService(baseURL: endpoints.openMeteo, onRetry: onRetry, revalidationGate: revalidations),
                cache: cache, policy: weatherPolicy, events: sink)
            : LiveWeatherRepository(
                api: APIService(baseURL: endpoints.weather, onRetry: onRetry, revalidationGate: revalidations),
                cache: cache,
                apiKey: endpoints.weatherAPIKey, policy: weatherPolicy, events: sink)
        let units: Units = configuration.options.units == .imperial ? .imperial : .metric

        let session = SessionKeeper(saved: savedSession(configuration, status: status))

        let resources = LiveResourceRepositoryFactory(
            api: api, cache: cache, events: sink, freshFor: 300, offline: offline)

        return ResourceScreens.register(in: DependenciesContainer(), using: resources)
            .register(status)
            .register(revalidations)
            .register(users, as: (any UserRepository).self)
            .register(posts, as: (any PostRepository).self)
            .register(weather, as: (any WeatherRepository).self)
            .register(
                FileRecentCitiesStore(path: configuration.cacheDirectory) as any RecentCitiesStore,
                as: (any RecentCitiesStore).self
            )
            .register(
                WeatherConfiguration(
                    provider: configuration.weatherProvider,
                    hasAPIKey: endpoints.weatherAPIKey != nil, units: units)
            )
            .register(configuration.rootSettings)
            .register(session)
    }

    /// The last session, unless `--fresh` (then the file is not read); a file that cannot be
    /// used is ignored whole, with a note on the status line.
    @MainActor
    private static func savedSession(_ configuration: Configuration, status: StatusCenter) -> SavedSession? {
        guard !configuration.options.fresh else { return nil }
        do {
            return try SessionFile(directory: configuration.stateDirectory).load(schema: ResourceScreens.sessionSchema)
        } catch {
            status.report("Ignored the saved session: \(error.description)")
            return nil
        }
    }
}
