// LiveWeatherRepository: network first, short-TTL reuse, offline fallback, unknown city,
// missing key, offline mode, and keys free of the API key.
import Foundation
import Models
import Repositories
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
    let repository = LiveWeatherRepository(api: env.api(), cache: try env.cache(), apiKey: "k", ttl: 0, events: env.events)
    _ = try await repository.currentWeather(city: "Paris", units: .metric)
    _ = try await repository.currentWeather(city: "Paris", units: .metric)
    #expect(env.gets("/data/2.5/weather") == 2)
    let offline = LiveWeatherRepository(api: env.unreachableAPI(), cache: try env.cache(), apiKey: "k", ttl: 0,
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
    await #expect(throws: RepositoryError.missingAPIKey) { try await repository.forecast(city: "London", units: .metric) }
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
