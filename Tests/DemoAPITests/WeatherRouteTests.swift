// WeatherRouteTests: the OpenWeather-compatible routes: city matching, units, errors, forecast.
import Foundation
import Testing

@testable import DemoAPI

@Suite struct WeatherRouteTests {
    private func main(_ response: RawResponse) throws -> [String: Any] {
        try #require(try object(response)["main"] as? [String: Any])
    }

    @Test func currentWeatherInMetricIsTheFixture() throws {
        let server = try startedServer()
        defer { server.stop() }
        let response = try get(server, "/data/2.5/weather?q=London&units=metric&appid=k")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let body = try object(response)
        #expect(body["name"] as? String == "London")
        #expect(body["cod"] as? Int == 200)
        #expect((body["sys"] as? [String: Any])?["country"] as? String == "GB")
        #expect(try main(response)["temp"] is Double)
    }

    @Test func imperialAndStandardAreConvertedFromMetric() throws {
        let server = try startedServer()
        defer { server.stop() }
        let metric = try object(get(server, "/data/2.5/weather?q=Paris&units=metric&appid=k"))
        let imperial = try object(get(server, "/data/2.5/weather?q=Paris&units=imperial&appid=k"))
        let standard = try object(get(server, "/data/2.5/weather?q=Paris&appid=k"))
        func temp(_ body: [String: Any]) -> Double { (body["main"] as? [String: Any])?["temp"] as? Double ?? .nan }
        func wind(_ body: [String: Any]) -> Double { (body["wind"] as? [String: Any])?["speed"] as? Double ?? .nan }
        #expect(abs(temp(imperial) - (temp(metric) * 9 / 5 + 32)) < 0.01)
        #expect(abs(temp(standard) - (temp(metric) + 273.15)) < 0.01)
        #expect(abs(wind(imperial) - wind(metric) * 2.236936) < 0.01)
        #expect(wind(standard) == wind(metric))
    }

    @Test func cityMatchingIgnoresCaseAccentsAndAcceptsCountryCodes() throws {
        let server = try startedServer()
        defer { server.stop() }
        for query in [
            "zurich", "ZÜRICH", "Zurich,CH", "sao%20paulo", "S%C3%A3o+Paulo,br", "reykjavik", "new+york,ny,us",
        ] {
            let response = try get(server, "/data/2.5/weather?q=\(query)&appid=k")
            #expect(response.status == 200, "\(query)")
        }
        #expect(try object(get(server, "/data/2.5/weather?q=zurich&appid=k"))["name"] as? String == "Zürich")
        #expect(try get(server, "/data/2.5/weather?q=Zurich,FR&appid=k").status == 404)
    }

    @Test func errorsUseTheRealOpenWeatherBodies() throws {
        let server = try startedServer()
        defer { server.stop() }
        let noKey = try get(server, "/data/2.5/weather?q=London")
        #expect(noKey.status == 401)
        #expect(
            noKey.text
                == #"{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}"#
        )
        #expect(try get(server, "/data/2.5/weather?q=London&appid=").status == 401)
        let empty = try get(server, "/data/2.5/weather?q=&appid=k")
        #expect(empty.status == 400)
        #expect(empty.text == #"{"cod":"400","message":"Nothing to geocode"}"#)
        let unknown = try get(server, "/data/2.5/forecast?q=Atlantis&appid=k")
        #expect(unknown.status == 404)
        #expect(unknown.text == #"{"cod":"404","message":"city not found"}"#)
    }

    @Test func forecastHasFortyConvertedEntriesAndHonoursCnt() throws {
        let server = try startedServer()
        defer { server.stop() }
        let metric = try object(get(server, "/data/2.5/forecast?q=Tokyo&units=metric&appid=k"))
        let imperial = try object(get(server, "/data/2.5/forecast?q=Tokyo&units=imperial&appid=k"))
        let metricList = try #require(metric["list"] as? [[String: Any]])
        let imperialList = try #require(imperial["list"] as? [[String: Any]])
        #expect(metricList.count == 40)
        #expect(metric["cnt"] as? Int == 40)
        #expect((metric["city"] as? [String: Any])?["name"] as? String == "Tokyo")
        for (m, i) in zip(metricList, imperialList) {
            let celsius = (m["main"] as? [String: Any])?["temp"] as? Double ?? .nan
            let fahrenheit = (i["main"] as? [String: Any])?["temp"] as? Double ?? .nan
            #expect(abs(fahrenheit - (celsius * 9 / 5 + 32)) < 0.01)
        }
        let short = try object(get(server, "/data/2.5/forecast?q=Tokyo&cnt=3&appid=k"))
        #expect((short["list"] as? [Any])?.count == 3)
        #expect(short["cnt"] as? Int == 3)
    }

    @Test func everyFixtureCityIsServed() throws {
        let server = try startedServer()
        defer { server.stop() }
        let cities = [
            "London", "Paris", "New York", "Tokyo", "São Paulo", "Zürich", "Berlin", "Sydney",
            "Cairo", "Reykjavík", "Mumbai", "Toronto",
        ]
        for city in cities {
            let encoded = city.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? city
            #expect(try object(get(server, "/data/2.5/weather?q=\(encoded)&appid=k"))["name"] as? String == city)
        }
    }

    @Test func unitConversionFormatsLikeOpenWeather() {
        #expect(WeatherUnits.imperial.temperature(fromCelsius: 100) == 212)
        #expect(WeatherUnits(parameter: "METRIC") == .metric)
        #expect(WeatherUnits(parameter: "kelvin") == .standard)
        #expect(JSONNumberFormat.format(12.0) == "12")
        #expect(JSONNumberFormat.format(53.6) == "53.6")
        #expect(JSONNumberFormat.format(-3.14159) == "-3.14")
        #expect(JSONNumberFormat.format(0.05) == "0.05")
        #expect(JSONNumberFormat.format(-0.001) == "0")
    }
}
