// WeatherOutlook from both services: the recorded Open-Meteo bodies, and every field that
// becomes a number, a date or an index given extreme values (table tests): such a value is left
// out (nil), the rest of the answer is kept, and nothing traps.
import Foundation
import Testing

@testable import Models

@Suite struct WeatherOutlookTests {
    static let paris = WeatherPlace(
        name: "Paris", region: "Île-de-France", country: "France", latitude: 48.85, longitude: 2.35)
    /// Numbers no reading can be: JSON literals, as a hostile server would send them.
    static let extremes = [
        "1e19", "-1e19", "1.7e308", "-1.7e308", "9223372036854775807", "-9223372036854775808",
        "18446744073709551616", "1e-320", "\"12\"", "true", "[]", "{}",
    ]

    @Test func everyRecordedForecastBodyBecomesAnOutlook() throws {
        for file in try SharedData.jsonFiles(in: "openmeteo") where file.contains("forecast") && !file.contains("error")
        {
            let body = try JSONDecoder().decode(
                OpenMeteo.ForecastResponse.self, from: SharedData.data("openmeteo/\(file)"))
            let outlook = WeatherOutlook(openMeteo: body, place: Self.paris, units: .metric)
            if body.current != nil || body.currentWeather != nil {
                #expect(outlook.current.temperature != nil, "\(file)")
            }
        }
        let chicago = try JSONDecoder().decode(
            OpenMeteo.ForecastResponse.self,
            from: SharedData.data("openmeteo/forecast_current_chicago_imperial.json"))
        let outlook = WeatherOutlook(openMeteo: chicago, place: Self.paris, units: .imperial)
        #expect(outlook.current.temperature == 17.5)
        #expect(outlook.current.description == "Overcast")
        #expect(outlook.current.windDirection == 319)
        #expect(outlook.current.time == LocalTime(iso: "2026-01-14T21:00"))
        #expect(outlook.windSpeedUnit == "mph")
        let hourly = try JSONDecoder().decode(
            OpenMeteo.ForecastResponse.self,
            from: SharedData.data("openmeteo/docs_forecast_hourly_object_truncated.json"))
        #expect(
            WeatherOutlook(openMeteo: hourly, place: Self.paris, units: .metric).hourly.map(\.temperature) == [
                13, 12.7, 12.7,
            ])
    }

    @Test func recordedGeocodingResultsBecomePlaces() throws {
        let samara = try JSONDecoder().decode(
            OpenMeteo.GeocodingResponse.self,
            from: SharedData.data("openmeteo/geocoding_samara_en.json"))
        let places = (samara.results ?? []).compactMap(WeatherPlace.init)
        #expect(places.count == 10)
        #expect(places.first?.label == "Samara, Samara Oblast, Russia")
    }

    /// A full Open-Meteo body with `value` written at `path` (a placeholder in the template).
    static func openMeteoBody(_ field: String, _ value: String) -> String {
        var values = [
            "OFFSET": "3600", "TEMP": "12.5", "HUM": "80", "FEELS": "11", "PREC": "0.2", "CODE": "61",
            "WIND": "14", "DIR": "200", "H0": "10", "H1": "11", "P0": "20", "DCODE": "3", "DMAX": "15",
            "DMIN": "5", "DPROB": "40", "DWIND": "20", "DDIR": "90",
            "SUNRISE": "\"2024-06-11T05:40\"", "TIME": "\"2024-06-11T10:00\"",
        ]
        values[field] = value
        var text = """
            {"utc_offset_seconds":OFFSET,"current":{"time":TIME,"temperature_2m":TEMP,"relative_humidity_2m":HUM,
             "apparent_temperature":FEELS,"precipitation":PREC,"weather_code":CODE,"wind_speed_10m":WIND,"wind_direction_10m":DIR},
             "hourly":{"time":["2024-06-11T10:00","2024-06-11T11:00"],"temperature_2m":[H0,H1],"precipitation_probability":[P0,null]},
             "daily":{"time":["2024-06-11"],"weather_code":[DCODE],"temperature_2m_max":[DMAX],"temperature_2m_min":[DMIN],
             "precipitation_probability_max":[DPROB],"wind_speed_10m_max":[DWIND],"wind_direction_10m_dominant":[DDIR],
             "sunrise":[SUNRISE],"sunset":["2024-06-11T21:50"]}}
            """
        for (key, value) in values.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacingOccurrences(of: key, with: value)
        }
        return text
    }

    static let openMeteoFields = [
        "OFFSET", "TEMP", "HUM", "FEELS", "PREC", "CODE", "WIND", "DIR", "H0", "P0", "DCODE",
        "DMAX", "DMIN", "DPROB", "DWIND", "DDIR", "SUNRISE", "TIME",
    ]

    @Test(arguments: openMeteoFields)
    func anExtremeOpenMeteoValueIsLeftOutAndTheRestKept(field: String) throws {
        for value in Self.extremes + ["\"99999-99-99T99:99\"", "\"2024-02-30T10:00\"", "\"2024-06-11T24:00\""] {
            let data = Data(Self.openMeteoBody(field, value).utf8)
            guard let body = try? JSONDecoder().decode(OpenMeteo.ForecastResponse.self, from: data) else { continue }
            let outlook = WeatherOutlook(openMeteo: body, place: Self.paris, units: .metric)
            let report = Self.numbers(of: outlook)
            #expect(report.allSatisfy { $0.isFinite && abs($0) <= 10_000 }, "\(field)=\(value): \(report)")
            // Fields other than the one spoiled keep their values.
            if field != "TEMP" { #expect(outlook.current.temperature == 12.5, "\(field)=\(value)") }
            if field != "H0" && field != "TIME" { #expect(outlook.hourly.last?.temperature == 11, "\(field)=\(value)") }
            if !["DMAX", "DMIN", "DCODE", "DPROB", "DWIND", "DDIR", "SUNRISE"].contains(field) {
                #expect(outlook.daily.first?.high == 15, "\(field)=\(value)")
            }
        }
    }

    /// A full OpenWeather pair with one value replaced.
    static func openWeatherBodies(_ field: String, _ value: String) -> (current: String, forecast: String) {
        var values = [
            "TZ": "7200", "DT": "1718107200", "TEMP": "20.5", "HUM": "60", "FEELS": "19", "WIND": "3.2",
            "DEG": "250", "RAIN": "0.4", "FDT": "1718118000", "FTEMP": "21", "FMIN": "18", "FMAX": "23",
            "POP": "0.3", "SUNRISE": "1718079726", "SUNSET": "1718129461",
        ]
        values[field] = value
        var current = """
            {"coord":{"lon":2.35,"lat":48.85},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],
             "main":{"temp":TEMP,"feels_like":FEELS,"temp_min":18,"temp_max":22,"pressure":1012,"humidity":HUM},
             "wind":{"speed":WIND,"deg":DEG},"rain":{"1h":RAIN},"dt":DT,"sys":{"country":"FR","sunrise":SUNRISE,"sunset":SUNSET},
             "timezone":TZ,"id":2988507,"name":"Paris","cod":200}
            """
        var forecast = """
            {"cod":"200","message":0,"cnt":2,"list":[
             {"dt":FDT,"main":{"temp":FTEMP,"temp_min":FMIN,"temp_max":FMAX,"pressure":1000,"humidity":HUM},
              "weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],"clouds":{"all":5},
              "wind":{"speed":WIND,"deg":DEG},"pop":POP,"dt_txt":"x"},
             {"dt":1718128800,"main":{"temp":17,"temp_min":16,"temp_max":18,"pressure":1000,"humidity":70},
              "weather":[],"clouds":{"all":5},"wind":{"speed":1},"dt_txt":"y"}],
             "city":{"id":1,"name":"Paris","country":"FR","timezone":TZ,"sunrise":SUNRISE,"sunset":SUNSET}}
            """
        for (key, value) in values.sorted(by: { $0.key.count > $1.key.count }) {
            current = current.replacingOccurrences(of: key, with: value)
            forecast = forecast.replacingOccurrences(of: key, with: value)
        }
        return (current, forecast)
    }

    @Test(arguments: [
        "TZ", "DT", "TEMP", "HUM", "FEELS", "WIND", "DEG", "RAIN", "FDT", "FTEMP", "FMIN", "FMAX", "POP",
        "SUNRISE", "SUNSET",
    ])
    func anExtremeOpenWeatherValueIsLeftOutAndNothingTraps(field: String) throws {
        for value in Self.extremes {
            let bodies = Self.openWeatherBodies(field, value)
            // A value that does not fit the model's type makes the body unreadable: a message, not a trap.
            guard let current = try? JSONDecoder().decode(CurrentWeather.self, from: Data(bodies.current.utf8)),
                let forecast = try? JSONDecoder().decode(Forecast.self, from: Data(bodies.forecast.utf8))
            else { continue }
            let outlook = WeatherOutlook(current: current, forecast: forecast, units: .metric)
            let report = Self.numbers(of: outlook)
            #expect(report.allSatisfy { $0.isFinite && abs($0) <= 10_000 }, "\(field)=\(value): \(report)")
            for time in outlook.hourly.map(\.time) + outlook.daily.map(\.day) {
                #expect(WeatherBounds.unixTime.contains(time.seconds - 86_400), "\(field)=\(value)")
            }
            if field == "TZ" { #expect(outlook.daily.first?.sunrise == nil, "an unknown offset leaves sunrise out") }
        }
    }

    /// Every number of an outlook, as the screen would draw it.
    static func numbers(of outlook: WeatherOutlook) -> [Double] {
        let current = outlook.current
        let values: [Double?] =
            [
                current.temperature, current.feelsLike, current.humidity, current.windSpeed,
                current.windDirection, current.precipitation,
            ]
            + outlook.hourly.flatMap { [$0.temperature, $0.precipitationChance] }
            + outlook.daily.flatMap { [$0.low, $0.high, $0.precipitationChance, $0.windSpeed, $0.windDirection] }
        return values.compactMap { $0 }
    }

    @Test(arguments: [
        ("2024-06-11T14:00", 1_718_114_400), ("1970-01-01", 0), ("1969-12-31T23:59", -60),
        ("2024-02-29T00:00", 1_709_164_800), ("9999-12-31T23:59:59", 253_402_300_799),
    ])
    func localTimesParse(text: String, seconds: Int) {
        #expect(LocalTime(iso: text)?.seconds == seconds)
    }

    @Test(arguments: [
        "", "2024", "2024-13-01", "2023-02-29", "2024-06-11T25:00", "2024-06-11T10:60", "2024-06-11T10",
        "2024-06-11T10:00:00:00", "+2024-06-11", "2024-6-1T1:0", "99999-01-01", "0000-01-01", "２０２４-06-11",
    ])
    func malformedLocalTimesAreNil(text: String) {
        #expect(LocalTime(iso: text) == nil)
    }

    @Test func unixTimesAndOffsetsOutOfRangeGiveNoTime() {
        #expect(LocalTime(unixTime: .max, offset: 0) == nil)
        #expect(LocalTime(unixTime: 0, offset: .max) == nil)
        #expect(LocalTime(unixTime: .min, offset: .min) == nil)
        #expect(LocalTime(unixTime: 0, offset: -3_600)?.weekday == "Wed")
        #expect(LocalTime(seconds: .min).clockText.count == 5)
        #expect(LocalTime(seconds: .max).weekday.count == 3)
    }
}
