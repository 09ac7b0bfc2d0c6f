// Hostile numbers from a weather server, and again from its cached answer under `--offline`:
// an offset of 2^63-1, a humidity of 1e19, temperatures of 1.7e308, a weather code past Int,
// nonsense times. The outlook leaves those readings out, keeps the rest, and nothing traps.
import DemoAPI
import Foundation
import Models
import Repositories
import Services
import Testing

@Test func hostileOpenMeteoNumbersAreLeftOutFromTheNetworkAndFromTheCache() async throws {
    let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent(
        "users-tui-hostile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: fixtures) }
    let weather = fixtures.appendingPathComponent("weather")
    try FileManager.default.createDirectory(at: weather, withIntermediateDirectories: true)
    try Data("[]".utf8).write(to: fixtures.appendingPathComponent("users.json"))
    try Data("[]".utf8).write(to: weather.appendingPathComponent("cities.json"))
    let hostile = """
        [{"place":{"id":1e400,"name":"Hostile","latitude":10,"longitude":10,"country":"Nowhere","population":1e19},
          "forecast":{"utc_offset_seconds":9223372036854775807,
           "current":{"time":"2024-06-11T10:00","temperature_2m":1.7e308,"relative_humidity_2m":1e19,
                      "apparent_temperature":-1.7e308,"precipitation":-5,"weather_code":1e19,
                      "wind_speed_10m":18446744073709551616,"wind_direction_10m":12},
           "hourly":{"time":["2024-06-11T10:00","2024-06-11T11:00","99999-01-01T00:00","2024-06-11T12:00"],
                     "temperature_2m":[1.7e308,null,3,4],"precipitation_probability":[1e19,20]},
           "daily":{"time":["2024-06-11","not a date"],"weather_code":[9223372036854775807,3],
                    "temperature_2m_max":[1e308,5],"temperature_2m_min":[-1e308,1],
                    "precipitation_probability_max":[101,50],"wind_speed_10m_max":[1e19,3],
                    "wind_direction_10m_dominant":[1e19,90],"sunrise":["2024-06-11T99:00"],"sunset":[12]}}}]
        """
    try Data(hostile.utf8).write(to: weather.appendingPathComponent("openmeteo.json"))
    let server = try DemoServer(fixturesDirectory: fixtures)
    try server.start(port: 0)
    defer { server.stop() }
    let cacheDirectory = fixtures.appendingPathComponent("cache")
    let api = APIService(baseURL: server.baseURL)
    let online = OpenMeteoWeatherRepository(
        geocoding: api, forecast: api, cache: try JSONDiskCache(directory: cacheDirectory))
    let place = try #require(try await online.places(matching: "hostile").value.first)
    let fresh = try await online.outlook(for: place, units: .imperial)
    let offline = OpenMeteoWeatherRepository(
        geocoding: api, forecast: api, cache: try JSONDiskCache(directory: cacheDirectory),
        policy: .cacheOnly)
    let cached = try await offline.outlook(for: place, units: .imperial)
    #expect(cached.value == fresh.value)
    for outlook in [fresh.value, cached.value] {
        let current = outlook.current
        #expect(current.temperature == nil && current.feelsLike == nil && current.humidity == nil)
        #expect(current.precipitation == nil && current.windSpeed == nil && current.description == nil)
        #expect(current.windDirection == 12)
        // 1.7e308 is left out, null is a gap, the hour with a nonsense time is skipped, 4 °C is 39.2 °F.
        let hours: [Double?] = outlook.hourly.map(\.temperature)
        let expected: [Double?] = [nil, nil, 39.2]
        #expect(hours == expected)
        #expect(outlook.daily.count == 1)
        #expect(outlook.daily.first?.high == nil && outlook.daily.first?.precipitationChance == nil)
        #expect(outlook.daily.first?.sunrise == nil && outlook.daily.first?.sunset == nil)
    }
}
