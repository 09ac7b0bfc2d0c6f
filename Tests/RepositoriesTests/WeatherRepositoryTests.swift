// LiveWeatherRepository: cache first with a short TTL (one answer per look-up), offline fallback, unknown city,
// missing key, offline mode, and keys free of the API key.
import Foundation
import Models
import Repositories
import Services
import Testing

@Test func weatherComesFromNetworkThenFromTheFreshCache() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "S3CRET")
    let first = try await repository.currentWeather(city: "London", units: .metric)
    #expect(first.origin == .network && first.value.name == "London")
    let second = try await repository.currentWeather(city: " london ", units: .metric)
    #expect(isCache(second.origin))
    #expect(env.gets("/data/2.5/weather") == 1)
    let imperial = try await repository.currentWeather(city: "London", units: .imperial)
    #expect(imperial.origin == .network)
    #expect(imperial.value.main.temp != first.value.main.temp)
    let forecast = try await repository.forecast(city: "London", units: .metric)
    #expect(forecast.origin == .network && !forecast.value.list.isEmpty)
}

@Test func staleWeatherIsRefetchedAndOfflineFallbackUsesIt() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(
        api: env.api(), cache: try env.cache(), apiKey: "k", ttl: 0, events: env.events)
    _ = try await repository.currentWeather(city: "Paris", units: .metric)
    _ = try await repository.currentWeather(city: "Paris", units: .metric)
    #expect(env.gets("/data/2.5/weather") == 2)
    let offline = LiveWeatherRepository(
        api: env.unreachableAPI(), cache: try env.cache(), apiKey: "k", ttl: 0,
        events: env.events)
    let fallback = try await offline.currentWeather(city: "Paris", units: .metric)
    #expect(isOffline(fallback.origin))
    #expect(!env.events.all.isEmpty)
}

@Test func unknownCityIsCityNotFound() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "k")
    await #expect(throws: RepositoryError.cityNotFound("Atlantis")) {
        try await repository.currentWeather(city: "Atlantis", units: .metric)
    }
    #expect(RepositoryError.cityNotFound("Atlantis").userMessage == "City not found: Atlantis")
}

@Test func missingKeyIsReportedBeforeAnyRequest() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: nil)
    await #expect(throws: RepositoryError.missingAPIKey) {
        try await repository.forecast(city: "London", units: .metric)
    }
    #expect(env.gets("/data/2.5/forecast") == 0)
}

@Test func offlineModeUsesOnlyTheCache() async throws {
    let env = try Environment()
    _ = try await LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "k")
        .currentWeather(city: "Tokyo", units: .metric)
    let offline = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "k", ttl: 0, policy: .cacheOnly)
    #expect(isCache(try await offline.currentWeather(city: "Tokyo", units: .metric).origin))
    await #expect(throws: RepositoryError.notCached(what: "weather for Cairo")) {
        try await offline.currentWeather(city: "Cairo", units: .metric)
    }
    #expect(env.gets("/data/2.5/weather") == 1)
}

@Test func cacheFilesNeverContainTheAPIKey() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "S3CRETKEY")
    _ = try await repository.currentWeather(city: "Berlin", units: .metric)
    _ = try await repository.forecast(city: "Berlin", units: .metric)
    let names = try FileManager.default.contentsOfDirectory(atPath: env.directory.path)
    #expect(names.count >= 2)
    for name in names {
        #expect(!name.contains("S3CRETKEY"))
        let contents = try Data(contentsOf: env.directory.appendingPathComponent(name))
        #expect(!String(decoding: contents, as: UTF8.self).contains("S3CRETKEY"))
    }
}

// MARK: Open-Meteo

private func openMeteo(_ env: Environment, policy: CachePolicy = .cacheFirst, ttl: TimeInterval = 600) throws
    -> OpenMeteoWeatherRepository
{
    OpenMeteoWeatherRepository(
        geocoding: env.api(), forecast: env.api(), cache: try env.cache(), forecastTTL: ttl,
        policy: policy, events: env.events)
}

@Test func openMeteoFindsBothParisesAndOneLondonIgnoringCaseAndAccents() async throws {
    let env = try Environment()
    let repository = try openMeteo(env)
    let paris = try await repository.places(matching: "PARIS").value
    #expect(paris.map(\.label) == ["Paris, Île-de-France, France", "Paris, Texas, United States"])
    #expect(try await repository.places(matching: "zurich").value.map(\.name) == ["Zürich"])
    #expect(try await repository.places(matching: "Atlantis").value.isEmpty)
    // The same name again, in other case and accents, comes from the cache.
    _ = try await repository.places(matching: "páris")
    #expect(env.gets("/v1/search") == 3)
}

@Test func openMeteoOutlookHasCurrentHoursAndDaysInTheAskedUnits() async throws {
    let env = try Environment()
    let repository = try openMeteo(env)
    let texas = try #require(try await repository.places(matching: "Paris").value.last)
    let metric = try await repository.outlook(for: texas, units: .metric)
    #expect(metric.origin == .network)
    #expect(metric.value.place.label == "Paris, Texas, United States")
    #expect(metric.value.hourly.count == 48)
    #expect(metric.value.daily.count == 7)
    #expect(metric.value.current.description != nil)
    #expect((5...7).contains(metric.value.daily.first?.sunrise?.hour ?? -1))
    #expect(metric.value.windSpeedUnit == "km/h")
    let imperial = try await repository.outlook(for: texas, units: .imperial).value
    let celsius = try #require(metric.value.current.temperature)
    let fahrenheit = try #require(imperial.current.temperature)
    #expect(abs(fahrenheit - (celsius * 9 / 5 + 32)) < 0.02)
    #expect(env.gets("/v1/forecast") == 2)
    _ = try await repository.outlook(for: texas, units: .metric)
    #expect(env.gets("/v1/forecast") == 2, "a forecast younger than 10 minutes is reused")
}

@Test func openMeteoMissingHoursStayGaps() async throws {
    let env = try Environment()
    let repository = try openMeteo(env)
    let reykjavik = try #require(try await repository.places(matching: "Reykjavik").value.first)
    let hours = try await repository.outlook(for: reykjavik, units: .metric).value.hourly
    #expect(hours.contains { $0.temperature == nil })
    #expect(hours.contains { $0.temperature != nil })
}

@Test func openMeteoRefusalReasonReachesTheMessage() async throws {
    let env = try Environment()
    let endpoint = Endpoint(
        path: "/v1/forecast",
        queryItems: [
            URLQueryItem(name: "latitude", value: "999"),
            URLQueryItem(name: "longitude", value: "0"),
        ])
    do {
        _ = try await env.api().decodedResponse(endpoint, as: OpenMeteo.ForecastResponse.self)
        Issue.record("a latitude of 999 was accepted")
    } catch {
        #expect(error.status == 400)
        #expect(error.userMessage.hasSuffix(": Latitude must be in range of -90 to 90°. Given: 999.0."))
    }
}

@Test func openMeteoOfflineShowsTheLastForecastWithItsAge() async throws {
    let env = try Environment()
    let place = try #require(try await openMeteo(env).places(matching: "Tokyo").value.first)
    _ = try await openMeteo(env).outlook(for: place, units: .metric)
    let offline = try openMeteo(env, policy: .cacheOnly)
    let cached = try await offline.outlook(for: place, units: .metric)
    #expect(isCache(cached.origin))
    #expect(cached.value.hourly.count == 48)
    #expect(try await offline.places(matching: "tokyo").value.count == 1)
    await #expect(throws: RepositoryError.self) { try await offline.outlook(for: place, units: .imperial) }
    let down = OpenMeteoWeatherRepository(
        geocoding: env.unreachableAPI(), forecast: env.unreachableAPI(),
        cache: try env.cache(), forecastTTL: 0, events: env.events)
    #expect(isOffline(try await down.outlook(for: place, units: .metric).origin))
}

@Test func openWeatherOutlookGroupsThreeHourStepsIntoFiveDays() async throws {
    let env = try Environment()
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "k")
    #expect(try await repository.places(matching: " London ").value == [WeatherPlace(named: "London")])
    let outlook = try await repository.outlook(for: WeatherPlace(named: "London"), units: .metric).value
    #expect(outlook.place.label == "London, GB")
    #expect(outlook.hourly.count == 16)
    #expect(outlook.daily.count == 5)
    #expect(outlook.daily.allSatisfy { ($0.low ?? 99) <= ($0.high ?? -99) })
    #expect(outlook.daily.first?.sunrise != nil)
}
