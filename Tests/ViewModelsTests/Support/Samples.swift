// Sample users, posts, comments and weather for the view model tests.
import Models

@testable import ViewModels

enum Samples {
    static func user(
        _ id: Int, _ name: String, username: String? = nil, email: String? = nil,
        company: String = "Acme"
    ) -> User {
        let handle = username ?? name.split(separator: " ").first.map(String.init) ?? name
        return User(
            id: id, name: name, username: handle, email: email ?? "\(handle.lowercased())@example.com",
            address: Address(
                street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough",
                zipcode: "92998-3874", geo: Geo(lat: "-37.3159", lng: "81.1496")),
            phone: "1-770-736-8031 x56442", website: "hildegard.org",
            company: Company(
                name: company, catchPhrase: "Multi-layered client-server neural-net",
                bs: "harness real-time e-markets"))
    }

    static let people: [User] = [
        user(1, "Zoë Adams", company: "Romaguera-Crona"),
        user(2, "José Ortega", username: "jortega", company: "Deckow-Crist"),
        user(3, "Bob Smith", email: "bob@zoetrope.io", company: "Keebler LLC"),
        user(4, "Alice Jones", company: "Zoéphyr Inc"),
    ]

    /// The names of `people`, as the users list would have filled them.
    @MainActor static var names: UserNames { UserNames(naming: people) }

    static func post(_ id: Int, by userID: Int, _ title: String, body: String = "body text") -> Post {
        Post(userId: userID, id: id, title: title, body: body)
    }

    static func current(
        city: String, temp: Double = 12.34, feelsLike: Double? = 10.96,
        humidity: Double = 81, wind: Double = 4.12, country: String? = "GB"
    ) -> CurrentWeather {
        CurrentWeather(
            coord: Coordinates(lon: -0.13, lat: 51.51),
            weather: [WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10d")],
            main: MainReadings(
                temp: temp, feelsLike: feelsLike, tempMin: 10, tempMax: 14,
                pressure: 1012, humidity: humidity),
            wind: Wind(speed: wind, deg: 240), dt: 1_700_000_000,
            sys: CurrentWeather.System(country: country), timezone: 0, id: 2_643_743, name: city)
    }

    /// Steps every 12 hours from Monday 2023-11-13 00:00 UTC, with the given temperatures.
    static func forecast(_ temperatures: [Double] = [5.5, 8.25, 3.2, 12.9]) -> Forecast {
        let monday = 1_699_833_600
        let entries = temperatures.enumerated().map { index, temp in
            Forecast.Entry(
                dt: monday + index * 43_200,
                main: MainReadings(temp: temp, tempMin: temp, tempMax: temp, pressure: 1000, humidity: 70),
                weather: [], clouds: Clouds(all: 0), wind: Wind(speed: 1), dtText: "")
        }
        return Forecast(
            cnt: entries.count, list: entries,
            city: Forecast.City(id: 2_643_743, name: "London", country: "GB", timezone: 0))
    }

    /// A geocoded place called `name` in `country`.
    static func place(
        _ name: String, region: String? = nil, country: String = "United Kingdom",
        latitude: Double = 51.5, longitude: Double = -0.12
    ) -> WeatherPlace {
        WeatherPlace(name: name, region: region, country: country, latitude: latitude, longitude: longitude)
    }

    /// An Open-Meteo-shaped outlook for `place`: 12.3 °C (54.2 °F) now, `hourly` temperatures
    /// from Monday 2023-11-13 00:00 (nil: a missing hour), and two days.
    static func outlook(place: WeatherPlace, units: Units, hourly: [Double?]? = nil) -> WeatherOutlook {
        let metric = units == .metric
        let monday = LocalTime(iso: "2023-11-13T00:00")!
        let temperatures = hourly ?? (0..<48).map { Double($0 % 12) + (metric ? 3 : 38) }
        return WeatherOutlook(
            place: place, units: units, windSpeedUnit: metric ? "km/h" : "mph", precipitationUnit: metric ? "mm" : "in",
            current: CurrentConditions(
                time: monday, description: "Slight rain", temperature: metric ? 12.34 : 54.21,
                feelsLike: metric ? 10.96 : 51.73, humidity: 81, windSpeed: metric ? 14.8 : 9.22,
                windDirection: 240, precipitation: 0.4),
            hourly: temperatures.enumerated().map { index, value in
                HourlyReading(
                    time: LocalTime(seconds: monday.seconds + index * 3_600), temperature: value,
                    precipitationChance: 20)
            },
            daily: [
                DailyForecast(
                    day: monday, description: "Rain", low: 3.2, high: 12.9, precipitationChance: 80,
                    windSpeed: 20, windDirection: 270, sunrise: LocalTime(iso: "2023-11-13T07:12"),
                    sunset: LocalTime(iso: "2023-11-13T16:21")),
                DailyForecast(day: LocalTime(seconds: monday.seconds + 86_400), description: nil, low: nil, high: 9),
            ])
    }
}
