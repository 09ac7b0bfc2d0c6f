// OpenMeteoRouteTests: the Open-Meteo compatible routes: place search (two Parises, a miss with
// no `results`, accents), forecasts with only the variables asked for, units converted, and
// Open-Meteo's 400 refusals with a reason.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct OpenMeteoRouteTests {
    static let forecastQuery =
        "current=temperature_2m,weather_code&hourly=temperature_2m&daily=temperature_2m_max,sunrise"

    @Test func searchFindsTwoParisesBiggestFirstAndIgnoresCaseAndAccents() throws {
        let server = try startedServer()
        defer { server.stop() }
        let paris = try object(get(server, "/v1/search?name=PARIS&count=10&language=en&format=json"))
        let results = try #require(paris["results"] as? [[String: Any]])
        #expect(results.map { $0["admin1"] as? String } == ["Île-de-France", "Texas"])
        #expect(results.map { $0["country"] as? String } == ["France", "United States"])
        #expect(try object(get(server, "/v1/search?name=zurich"))["results"] != nil)
        #expect(try object(get(server, "/v1/search?name=S%C3%83O%20PAULO"))["results"] != nil)
        let one = try object(get(server, "/v1/search?name=Paris&count=1"))
        #expect((one["results"] as? [Any])?.count == 1)
    }

    @Test func aMissHasNoResultsKeyAtAll() throws {
        let server = try startedServer()
        defer { server.stop() }
        let miss = try get(server, "/v1/search?name=Atlantis")
        #expect(miss.status == 200)
        let body = try object(miss)
        #expect(body["results"] == nil)
        #expect(body["generationtime_ms"] != nil)
    }

    @Test func aCountOutOfRangeIsRefusedWithAReason() throws {
        let server = try startedServer()
        defer { server.stop() }
        for count in ["0", "101", "ten"] {
            let response = try get(server, "/v1/search?name=Paris&count=\(count)")
            #expect(response.status == 400)
            let body = try object(response)
            #expect(body["error"] as? Bool == true)
            #expect(body["reason"] as? String == "Parameter count must be between 1 and 100.")
        }
    }

    @Test func aForecastHasOnlyTheVariablesAskedFor() throws {
        let server = try startedServer()
        defer { server.stop() }
        let body = try object(
            get(server, "/v1/forecast?latitude=33.66&longitude=-95.56&\(Self.forecastQuery)&forecast_days=3"))
        #expect(body["utc_offset_seconds"] as? Int == -18000)
        let current = try #require(body["current"] as? [String: Any])
        #expect(Set(current.keys) == ["time", "interval", "temperature_2m", "weather_code"])
        let hourly = try #require(body["hourly"] as? [String: Any])
        #expect(Set(hourly.keys) == ["time", "temperature_2m"])
        #expect((hourly["time"] as? [Any])?.count == 72)
        let daily = try #require(body["daily"] as? [String: Any])
        #expect(Set(daily.keys) == ["time", "temperature_2m_max", "sunrise"])
        #expect((daily["time"] as? [Any])?.count == 3)
        #expect((body["hourly_units"] as? [String: Any])?["temperature_2m"] as? String == "°C")
        #expect(body["current_weather"] == nil)
    }

    @Test func unitsAreConvertedAndNullsKept() throws {
        let server = try startedServer()
        defer { server.stop() }
        let base =
            "/v1/forecast?latitude=64.1&longitude=-21.9&current=temperature_2m,wind_speed_10m,precipitation"
            + "&hourly=temperature_2m"
        let metric = try object(get(server, base))
        let imperial = try object(
            get(server, base + "&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch"))
        func current(_ body: [String: Any], _ key: String) -> Double {
            (body["current"] as? [String: Any])?[key] as? Double ?? .nan
        }
        #expect(abs(current(imperial, "temperature_2m") - (current(metric, "temperature_2m") * 9 / 5 + 32)) < 0.01)
        #expect(abs(current(imperial, "wind_speed_10m") - current(metric, "wind_speed_10m") / 1.609344) < 0.01)
        #expect(abs(current(imperial, "precipitation") - current(metric, "precipitation") / 25.4) < 0.01)
        #expect((imperial["current_units"] as? [String: Any])?["temperature_2m"] as? String == "°F")
        let hours = try #require((imperial["hourly"] as? [String: Any])?["temperature_2m"] as? [Any])
        #expect(hours.contains { $0 is NSNull }, "Reykjavík's missing hours stay null")
    }

    @Test(arguments: [
        ("latitude=999&longitude=0", "Latitude must be in range of -90 to 90°. Given: 999.0."),
        ("latitude=0&longitude=-200", "Longitude must be in range of -180 to 180°. Given: -200.0."),
        (
            "latitude=0&longitude=0&hourly=tempeture_2m",
            "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"
        ),
        ("latitude=0&longitude=0&forecast_days=17", "Forecast days is invalid. Allowed range 0 to 16."),
        (
            "latitude=0&longitude=0&temperature_unit=kelvin",
            "Cannot initialize TemperatureUnit from invalid String value kelvin for key temperature_unit"
        ),
    ])
    func badRequestsAreRefusedWithTheirReason(query: String, reason: String) throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, "/v1/forecast?\(query)")
        #expect(response.status == 400)
        #expect(try object(response)["reason"] as? String == reason)
    }

    @Test func theLegacyCurrentWeatherShapeIsServedWhenAskedFor() throws {
        let server = try startedServer()
        defer { server.stop() }
        let body = try object(get(server, "/v1/forecast?latitude=51.5&longitude=0&current_weather=true"))
        let legacy = try #require(body["current_weather"] as? [String: Any])
        #expect(legacy["temperature"] is Double)
        #expect(legacy["weathercode"] is Int)
    }
}
