// WeatherViewModel and WeatherReport: display strings in both unit systems, city not found,
// the missing-key message, recent cities and stale look-ups.
import Foundation
import Injection
import Models
import Repositories
import Testing
@testable import ViewModels

@MainActor
struct WeatherViewModelTests {
    let status = StatusCenter()

    func makeViewModel(_ repository: FakeWeatherRepository = FakeWeatherRepository(),
                       store: any RecentCitiesStore = MemoryRecentCitiesStore(),
                       configuration: WeatherConfiguration = WeatherConfiguration(hasAPIKey: true)) -> WeatherViewModel {
        container(status: status) {
            $0.register(repository, as: (any WeatherRepository).self)
                .register(store, as: (any RecentCitiesStore).self)
                .register(configuration)
        }.withDependencies { WeatherViewModel() }
    }

    func lookUp(_ viewModel: WeatherViewModel, _ city: String) async {
        viewModel.setCityText(city)
        await viewModel.lookUp()?.value
    }

    @Test func aMetricReportReadsInCelsiusAndMetresPerSecond() async {
        let viewModel = makeViewModel()
        await lookUp(viewModel, "London")
        let report = viewModel.state.value
        #expect(report?.place == "London, GB")
        #expect(report?.temperature == "12.3 °C")
        #expect(report?.description == "Light rain")
        #expect(report?.feelsLike == "11.0 °C")
        #expect(report?.humidity == "81%")
        #expect(report?.wind == "4.1 m/s")
        #expect(report?.fields.map(\.label) == ["Temperature", "Feels like", "Humidity", "Wind"])
        #expect(report?.forecastTemperatures == [5.5, 8.25, 3.2, 12.9])
        #expect(report?.forecastDayLabels == [ChartLabel(index: 0, text: "Mon"), ChartLabel(index: 2, text: "Tue")])
        #expect(report?.forecastSummary == "Next 5 days: 3.2 °C to 12.9 °C")
    }

    @Test func toggleUnitsFetchesAgainInFahrenheitAndMilesPerHour() async {
        let repository = FakeWeatherRepository(answer: { city, units in
            units == .imperial
                ? (Samples.current(city: city, temp: 54.21, feelsLike: nil, wind: 9.22), Samples.forecast([41.9]))
                : (Samples.current(city: city), Samples.forecast())
        })
        let viewModel = makeViewModel(repository)
        await lookUp(viewModel, "London")
        await viewModel.toggleUnits()?.value
        #expect(viewModel.units == .imperial)
        #expect(repository.lookUps.withLock { $0 } == ["London metric", "London imperial"])
        let report = viewModel.state.value
        #expect(report?.temperature == "54.2 °F")
        #expect(report?.feelsLike == nil)
        #expect(report?.wind == "9.2 mph")
        #expect(report?.fields.map(\.label) == ["Temperature", "Humidity", "Wind"])
        #expect(report?.forecastSummary == "Next 5 days: 41.9 °F to 41.9 °F")
    }

    @Test func theConfiguredUnitsAreUsedFromTheStart() async {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository, configuration: WeatherConfiguration(hasAPIKey: true, units: .imperial))
        await lookUp(viewModel, "Oslo")
        #expect(repository.lookUps.withLock { $0 } == ["Oslo imperial"])
        #expect(viewModel.state.value?.temperature.hasSuffix("°F") == true)
    }

    @Test(arguments: [
        "Not found (404) from /data/2.5/weather: city not found",
        "HTTP 404",
    ])
    func anUnknownCitySaysCityNotFound(errorText: String) async {
        let viewModel = makeViewModel(FakeWeatherRepository(answer: { _, _ in throw FakeError(description: errorText) }))
        await lookUp(viewModel, "  Atlantis ")
        #expect(viewModel.state == .failed("City not found: Atlantis"))
        #expect(viewModel.recentCities.isEmpty)
    }

    @Test func otherFailuresAreShownInWords() async {
        let text = "Cannot connect to api.openweathermap.org. Check the network connection or the server address."
        let viewModel = makeViewModel(FakeWeatherRepository(answer: { _, _ in throw FakeError(description: text) }))
        await lookUp(viewModel, "Paris")
        #expect(viewModel.state == .failed(text))
        #expect(status.lastError?.text == text)
    }

    @Test func withoutAKeyTheScreenSaysHowToSetIt() {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository, configuration: WeatherConfiguration(hasAPIKey: false))
        #expect(viewModel.missingKeyMessage == "Set OPENWEATHER_API_KEY to look up the weather (or run with --demo)")
        viewModel.setCityText("London")
        #expect(viewModel.lookUp() == nil)
        #expect(repository.lookUps.withLock { $0 }.isEmpty)
        #expect(makeViewModel().missingKeyMessage == nil)
    }

    @Test func aBlankCityIsNotLookedUp() {
        let viewModel = makeViewModel()
        viewModel.setCityText("   ")
        #expect(viewModel.lookUp() == nil)
        #expect(viewModel.state == .idle)
    }

    @Test func recentCitiesKeepTheLastFiveDistinctMostRecentFirst() async {
        let store = MemoryRecentCitiesStore()
        let viewModel = makeViewModel(store: store)
        for city in ["Oslo", "Paris", "Rome", "london", "Berlin", "Madrid", "Paris", "London"] {
            await lookUp(viewModel, city)
        }
        let expected = ["London", "Paris", "Madrid", "Berlin", "Rome"]
        #expect(viewModel.recentCities == expected)
        #expect(await eventually { store.cities.withLock { $0 } == expected })
        await viewModel.selectRecent(3)?.value
        #expect(viewModel.cityText == "Berlin")
        #expect(viewModel.state.value?.place == "Berlin, GB")
        #expect(viewModel.recentCities.first == "Berlin")
        #expect(viewModel.selectRecent(9) == nil)
    }

    @Test func recentCitiesSurviveARestartThroughTheFileStore() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("recent-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = makeViewModel(store: FileRecentCitiesStore(directory: directory))
        await lookUp(first, "Oslo")
        await lookUp(first, "Rome")
        let file = FileRecentCitiesStore(directory: directory)
        // Saves run in the background: wait until the file holds both look-ups.
        #expect(await eventually {
            (try? Data(contentsOf: file.fileURL)).flatMap { try? JSONDecoder().decode([String].self, from: $0) } == ["Rome", "Oslo"]
        })
        #expect(try await file.load() == ["Rome", "Oslo"])

        let second = makeViewModel(store: FileRecentCitiesStore(directory: directory))
        await second.load().value
        #expect(second.recentCities == ["Rome", "Oslo"])
    }

    @Test func aStaleSlowerLookUpNeverOverwritesANewerOne() async {
        let repository = FakeWeatherRepository(answer: { city, _ in
            if city == "Slowtown" { try? await Task.sleep(for: .milliseconds(150)) }
            return (Samples.current(city: city), Samples.forecast())
        })
        let viewModel = makeViewModel(repository)
        viewModel.setCityText("Slowtown")
        let slow = viewModel.lookUp()
        await lookUp(viewModel, "Fastville")
        await slow?.value
        await settle()
        #expect(viewModel.state.value?.place == "Fastville, GB")
        #expect(viewModel.recentCities == ["Fastville"])
    }

    @Test func stopCancelsALookUpAndItNeverWritesState() async {
        let repository = FakeWeatherRepository(answer: { city, _ in
            try? await Task.sleep(for: .milliseconds(100))
            return (Samples.current(city: city), Samples.forecast())
        })
        let viewModel = makeViewModel(repository)
        viewModel.setCityText("London")
        let task = viewModel.lookUp()
        #expect(viewModel.isLoading)
        viewModel.stop()
        await task?.value
        await settle()
        #expect(viewModel.state == .idle)
        #expect(viewModel.recentCities.isEmpty)
        #expect(!status.isLoading)
    }
}

struct WeatherFormattingTests {
    @Test func numbersHaveOneDecimalAndNeverANegativeZero() {
        #expect(WeatherFormatting.temperature(-0.04, .metric) == "0.0 °C")
        #expect(WeatherFormatting.temperature(-3.26, .metric) == "-3.3 °C")
        #expect(WeatherFormatting.temperature(100, .imperial) == "100.0 °F")
        #expect(WeatherFormatting.percent(80.6) == "81%")
        #expect(WeatherFormatting.speed(0, .imperial) == "0.0 mph")
    }

    @Test func weekdaysFollowTheCitysOffset() {
        let mondayMidnightUTC = 1_699_833_600
        #expect(WeatherFormatting.weekday(unixTime: mondayMidnightUTC, offset: 0) == "Mon")
        #expect(WeatherFormatting.weekday(unixTime: mondayMidnightUTC, offset: -3_600) == "Sun")
        #expect(WeatherFormatting.weekday(unixTime: 0, offset: 0) == "Thu")
        #expect(WeatherFormatting.weekday(unixTime: -1, offset: 0) == "Wed")
    }
}
