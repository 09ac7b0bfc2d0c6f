// Every Open-Meteo body decodes: geocoding (with and without results), forecast current
// (new and legacy shapes), hourly, and error bodies.
import Foundation
import Testing

@testable import Models

@Test func everyOpenMeteoBodyDecodes() throws {
    let files = try SharedData.jsonFiles(in: "openmeteo")
    #expect(files.count >= 11)
    for file in files {
        let data = try SharedData.data("openmeteo/\(file)")
        do {
            if file.contains("error") {
                #expect(try JSONDecoder().decode(OpenMeteo.ErrorBody.self, from: data).error)
            } else if file.hasPrefix("geocoding") || file == "docs_geocoding_object.json" {
                _ = try JSONDecoder().decode(OpenMeteo.GeocodingResponse.self, from: data)
            } else {
                _ = try JSONDecoder().decode(OpenMeteo.ForecastResponse.self, from: data)
            }
        } catch {
            Issue.record("\(file): \(error)")
        }
    }
}

@Test func geocodingMissHasNoResults() throws {
    let miss = try JSONDecoder().decode(
        OpenMeteo.GeocodingResponse.self,
        from: SharedData.data("openmeteo/geocoding_no_results.json"))
    #expect(miss.results == nil)
    let samara = try JSONDecoder().decode(
        OpenMeteo.GeocodingResponse.self,
        from: SharedData.data("openmeteo/geocoding_samara_ru.json"))
    #expect(samara.results?.first?.name == "Самара")
    #expect(samara.results?.first?.countryCode == "RU")
}

@Test func forecastCurrentDecodesNewAndLegacyShapes() throws {
    let chicago = try JSONDecoder().decode(
        OpenMeteo.ForecastResponse.self,
        from: SharedData.data("openmeteo/forecast_current_chicago_imperial.json"))
    #expect(chicago.current?.temperature2m == 17.5)
    #expect(chicago.current?.weatherCode == 3)
    #expect(chicago.currentUnits?["temperature_2m"] == "°F")
    let legacy = try JSONDecoder().decode(
        OpenMeteo.ForecastResponse.self,
        from: SharedData.data("openmeteo/forecast_legacy_current_weather_true.json"))
    #expect(legacy.current == nil)
    #expect(legacy.currentWeather?.temperature == 3.5)
    #expect(legacy.currentWeather?.isDay == 1)
}
