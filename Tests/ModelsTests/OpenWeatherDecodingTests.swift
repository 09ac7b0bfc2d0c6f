// Every recorded OpenWeather body decodes into the model for its kind: current weather,
// forecast, city list, or error body.
import Foundation
import Testing

@testable import Models

/// Which model a recorded OpenWeather body is.
private func kind(of file: String) -> String {
    switch file {
    case _ where file.hasPrefix("error_") || file.hasPrefix("legacy_error_") || file == "access_denied.json": "error"
    case _ where file.hasPrefix("five_day"): "forecast"
    case _ where file.hasPrefix("box_city") || file.hasPrefix("group") || file == "find.json": "list"
    default: "current"
    }
}

private func allWeatherFiles() throws -> [String] {
    try SharedData.jsonFiles(in: "openweather")
        + SharedData.jsonFiles(in: "openweather/dblock-vcr")
        .filter { $0 != "INDEX.json" }.map { "dblock-vcr/\($0)" }
}

@Test func everyRecordedOpenWeatherBodyDecodesIntoItsModel() throws {
    let files = try allWeatherFiles()
    #expect(files.count >= 28)
    for file in files {
        let data = try SharedData.data("openweather/\(file)")
        let name = (file as NSString).lastPathComponent
        do {
            switch kind(of: name) {
            case "error": #expect(try !JSONDecoder().decode(WeatherErrorBody.self, from: data).message.isEmpty)
            case "forecast": #expect(try JSONDecoder().decode(Forecast.self, from: data).list.count == 40)
            case "list": #expect(try !JSONDecoder().decode(CityList.self, from: data).list.isEmpty)
            default: #expect(try !JSONDecoder().decode(CurrentWeather.self, from: data).weather.isEmpty)
            }
        } catch {
            Issue.record("\(file): \(error)")
        }
    }
}

@Test func documentationExampleKeepsEveryField() throws {
    let weather = try JSONDecoder().decode(
        CurrentWeather.self,
        from: SharedData.data("openweather/docs_current_example_zocca.json"))
    #expect(weather.name == "Zocca")
    #expect(weather.coord == Coordinates(lon: 10.99, lat: 44.34))
    #expect(weather.weather == [WeatherCondition(id: 501, main: "Rain", description: "moderate rain", icon: "10d")])
    #expect(weather.base == "stations")
    #expect(
        weather.main
            == MainReadings(
                temp: 298.48, feelsLike: 298.74, tempMin: 297.56, tempMax: 300.05,
                pressure: 1015, humidity: 64, seaLevel: 1015, groundLevel: 933))
    #expect(weather.visibility == 10000)
    #expect(weather.wind == Wind(speed: 0.62, deg: 349, gust: 1.18))
    #expect(weather.rain == Precipitation(lastHour: 3.16))
    #expect(weather.snow == nil)
    #expect(weather.clouds == Clouds(all: 100))
    #expect(weather.dt == 1_661_870_592)
    #expect(
        weather.sys
            == CurrentWeather.System(
                type: 2, id: 2_075_663, country: "IT",
                sunrise: 1_661_834_187, sunset: 1_661_882_248))
    #expect(weather.timezone == 7200)
    #expect(weather.id == 3_163_858)
    #expect(weather.cod == 200)
}

@Test func legacyPayloadWithoutFeelsLikeVisibilityOrTimezoneDecodes() throws {
    let weather = try JSONDecoder().decode(
        CurrentWeather.self,
        from: SharedData.data("openweather/legacy_current_tallahassee_2015_rain3h.json"))
    #expect(weather.main.feelsLike == nil)
    #expect(weather.visibility == nil)
    #expect(weather.timezone == nil)
    #expect(weather.main.pressure == 1023.44)
    #expect(weather.wind.deg == 15.0082)
    #expect(weather.rain == Precipitation(lastThreeHours: 6))
    #expect(weather.sys.message == 0.0162)
}

@Test func windWithoutDirectionAndLocalizedNamesDecode() throws {
    let newYork = try JSONDecoder().decode(
        CurrentWeather.self,
        from: SharedData.data("openweather/dblock-vcr/weather_name_state_country.json"))
    #expect(newYork.wind.deg == nil)
    let moscow = try JSONDecoder().decode(
        CurrentWeather.self,
        from: SharedData.data("openweather/dblock-vcr/weather_id_ru_metric.json"))
    #expect(moscow.name == "Москва")
    #expect(moscow.weather.first?.description == "ясно")
    #expect(moscow.main.temp == 12)
}

@Test func errorCodeDecodesAsStringOrNumber() throws {
    let notFound = try JSONDecoder().decode(
        WeatherErrorBody.self,
        from: SharedData.data("openweather/error_404_city_not_found.json"))
    #expect(notFound == WeatherErrorBody(cod: "404", message: "city not found"))
    let invalidKey = try JSONDecoder().decode(
        WeatherErrorBody.self,
        from: SharedData.data("openweather/error_401_invalid_key.json"))
    #expect(invalidKey.code == 401)
    #expect(invalidKey.message.hasPrefix("Invalid API key"))
}

@Test func antarcticForecastPointHasEmptyCityAndSnow() throws {
    let forecast = try JSONDecoder().decode(
        Forecast.self, from: SharedData.data("openweather/dblock-vcr/five_day_2.json"))
    #expect(forecast.cod == "200")
    #expect(forecast.cnt == 40)
    #expect(forecast.city.id == 0)
    #expect(forecast.city.name.isEmpty)
    #expect(forecast.city.population == 0)
    #expect(forecast.list.first?.snow == Precipitation(lastThreeHours: 0.12))
    #expect(forecast.list.first?.dtText == "2025-03-20 21:00:00")
    #expect(forecast.list.first?.sys?.pod == "n")
}

@Test func cityListsDecodeNullRainAndCapitalizedCoordinates() throws {
    let find = try JSONDecoder().decode(CityList.self, from: SharedData.data("openweather/dblock-vcr/find.json"))
    #expect(find.count == 7)
    #expect(find.cod == "200")
    #expect(find.list.allSatisfy { $0.rain == nil && $0.snow == nil })
    let box = try JSONDecoder().decode(CityList.self, from: SharedData.data("openweather/dblock-vcr/box_city.json"))
    #expect(box.list.first?.coord == Coordinates(lon: 14.46, lat: 35.9))
    #expect(box.list.first?.clouds == Clouds(all: 0))
    let group = try JSONDecoder().decode(CityList.self, from: SharedData.data("openweather/dblock-vcr/group.json"))
    #expect(group.list.map(\.name) == ["Moscow", "Kiev", "London"])
    #expect(group.list.first?.sys?.timezone == 10800)
}

@Test func currentWeatherRoundTripsThroughJSON() throws {
    let weather = try JSONDecoder().decode(
        CurrentWeather.self,
        from: SharedData.data("openweather/docs_current_example_zocca.json"))
    #expect(try JSONDecoder().decode(CurrentWeather.self, from: JSONEncoder().encode(weather)) == weather)
}

@Test func unitsCarryTheirSymbols() {
    #expect(Units.metric.temperatureSymbol == "°C")
    #expect(Units.imperial.temperatureSymbol == "°F")
    #expect(Units.metric.windSpeedSymbol == "m/s")
    #expect(Units.imperial.windSpeedSymbol == "mph")
    #expect(Units(rawValue: "imperial") == .imperial)
}
