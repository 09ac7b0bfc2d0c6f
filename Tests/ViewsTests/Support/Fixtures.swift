// Deterministic sample data for the screen tests: ten users (accented, CJK and emoji names
// among them), their posts, comments on the first post, and weather readings.
import Models

enum Fixtures {
    /// A user with the address, phone and company every fixture shares, except what is given.
    static func user(_ id: Int, _ name: String, username: String, company: String) -> User {
        User(
            id: id, name: name, username: username, email: "\(username.lowercased())@example.com",
            address: Address(
                street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough",
                zipcode: "92998-3874", geo: Geo(lat: "-37.3159", lng: "81.1496")),
            phone: "1-770-736-8031", website: "hildegard.org",
            company: Company(
                name: company, catchPhrase: "Multi-layered client-server neural-net",
                bs: "harness real-time e-markets"))
    }

    static let users: [User] = [
        user(1, "Leanne Graham", username: "Bret", company: "Romaguera-Crona"),
        user(2, "Zoë Müller", username: "zoe", company: "Deckow-Crist"),
        user(3, "José", username: "jose", company: "Keebler LLC"),
        user(4, "山田 太郎", username: "yamada", company: "Robel-Corkery"),
        user(5, "🦊 Fox Mulder", username: "fox", company: "Considine-Lockman"),
        user(6, "Chelsey Dietrich", username: "Kamren", company: "Yost and Sons"),
        user(7, "Kurtis Weissnat", username: "Elwyn", company: "Johns Group"),
        user(8, "Nicholas Runolfsdottir", username: "Maxime", company: "Abernathy Group"),
        user(9, "Glenna Reichert", username: "Delphine", company: "Hoeger LLC"),
        user(10, "Clementina DuBuque", username: "Moriah", company: "Hoeger LLC"),
    ]

    /// Three posts by the first user, one by each of the others.
    static let posts: [Post] =
        [
            Post(
                userId: 1, id: 1, title: "sunt aut facere repellat provident",
                body: "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum"),
            Post(userId: 1, id: 2, title: "qui est esse", body: "est rerum tempore vitae"),
            Post(userId: 1, id: 3, title: "ea molestias quasi exercitationem", body: "et iusto sed quo iure"),
        ]
        + (2...10).map { id in
            Post(userId: id, id: id + 2, title: "post number \(id + 2) by user \(id)", body: "body of post \(id + 2)")
        }

    /// Two comments on the first post.
    static let comments: [Comment] = [
        Comment(
            postId: 1, id: 1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
            body: "laudantium enim quasi est quidem magnam"),
        Comment(
            postId: 1, id: 2, name: "quo vero reiciendis velit", email: "Jayne_Kuhic@sydney.com",
            body: "est natus enim nihil est dolore omnis"),
    ]

    /// The current weather in `city`: 12.3 °C (54.1 °F), light rain.
    static func current(city: String, units: Units) -> CurrentWeather {
        let metric = units == .metric
        return CurrentWeather(
            coord: Coordinates(lon: -0.13, lat: 51.51),
            weather: [WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10d")],
            main: MainReadings(
                temp: metric ? 12.34 : 54.21, feelsLike: metric ? 10.96 : 51.73,
                tempMin: 10, tempMax: 14, pressure: 1012, humidity: 81),
            wind: Wind(speed: metric ? 4.12 : 9.22, deg: 240), dt: 1_700_000_000,
            sys: CurrentWeather.System(country: "GB"), timezone: 0, id: 2_643_743, name: city)
    }

    /// Forty 3-hour steps (five days) from Monday 2023-11-13 00:00 UTC, 3 °C to 13 °C.
    static func forecast(units: Units) -> Forecast {
        let monday = 1_699_833_600
        let entries = (0..<40).map { index in
            let celsius = Double(index * 7 % 11) + 3
            let temp = units == .metric ? celsius : celsius * 9 / 5 + 32
            return Forecast.Entry(
                dt: monday + index * 10_800,
                main: MainReadings(temp: temp, tempMin: temp, tempMax: temp, pressure: 1000, humidity: 70),
                weather: [], clouds: Clouds(all: 0), wind: Wind(speed: 1), dtText: "")
        }
        return Forecast(
            cod: "200", cnt: entries.count, list: entries,
            city: Forecast.City(id: 2_643_743, name: "London", country: "GB", timezone: 0))
    }
}
