// WeatherViewModel and WeatherReport: one match and several (the list, choosing, Esc), a miss
// and a refusal keep the field focused, units asked again, missing hours and variables, the
// missing-key message, recent places, stale look-ups.
import Foundation
import Injection
import Models
import Repositories
import Testing

@testable import ViewModels

@MainActor
struct WeatherViewModelTests {
    let status = StatusCenter()
    nonisolated static let parisFrance = Samples.place(
        "Paris", region: "Île-de-France", country: "France", latitude: 48.85, longitude: 2.35)
    nonisolated static let parisTexas = Samples.place(
        "Paris", region: "Texas", country: "United States", latitude: 33.66, longitude: -95.56)

    func makeViewModel(
        _ repository: FakeWeatherRepository = FakeWeatherRepository(),
        store: any RecentCitiesStore = MemoryRecentCitiesStore(),
        configuration: WeatherConfiguration = WeatherConfiguration()
    ) -> WeatherViewModel {
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

    @Test func oneMatchShowsItsWeatherInCelsius() async {
        let viewModel = makeViewModel()
        await lookUp(viewModel, "London")
        let report = viewModel.state.value
        #expect(report?.place == "London, United Kingdom")
        #expect(report?.temperature == "12.3 °C")
        #expect(report?.description == "Slight rain")
        #expect(
            report?.fields.map(\.label) == [
                "Temperature", "Feels like", "Humidity", "Wind", "Precipitation", "Sunrise", "Sunset",
            ])
        #expect(
            report?.fields.map(\.value) == ["12.3 °C", "11.0 °C", "81%", "14.8 km/h WSW", "0.4 mm", "07:12", "16:21"])
        #expect(report?.hourlyTemperatures.count == 48)
        #expect(report?.hourlyPrecipitationChances == Array(repeating: 20, count: 48))
        #expect(report?.hasHourlyPrecipitationChances == true)
        #expect(report?.hourlyDayLabels == [ChartLabel(index: 0, text: "Mon"), ChartLabel(index: 24, text: "Tue")])
        #expect(
            report?.days == [
                DayRow(
                    day: "Mon", description: "Rain", lowHigh: "3° / 13°", precipitationChance: "80%",
                    wind: "20.0 km/h W"),
                DayRow(day: "Tue", description: "-", lowHigh: "- / 9°", precipitationChance: "-", wind: "-"),
            ])
        #expect(viewModel.focus == .report)
        #expect(viewModel.reportAge == nil)
    }

    @Test func severalMatchesGiveAListAndEnterPicksTheHighlightedOne() async {
        let repository = FakeWeatherRepository(search: { _ in [Self.parisFrance, Self.parisTexas] })
        let viewModel = makeViewModel(repository)
        await lookUp(viewModel, "paris")
        #expect(viewModel.matches.map(\.label) == ["Paris, Île-de-France, France", "Paris, Texas, United States"])
        #expect(viewModel.focus == .matches)
        #expect(viewModel.state == .idle)
        #expect(repository.lookUps.withLock { $0 }.isEmpty)
        viewModel.moveMatch(by: 5)
        #expect(viewModel.matchIndex == 1)
        await viewModel.chooseMatch()?.value
        #expect(viewModel.state.value?.place == "Paris, Texas, United States")
        #expect(viewModel.matches.isEmpty)
        #expect(viewModel.focus == .report)
        #expect(viewModel.recentPlaces == [Self.parisTexas])
    }

    @Test func escapeFromTheMatchesGoesBackToTheFieldWithTheTextKept() async {
        let viewModel = makeViewModel(FakeWeatherRepository(search: { _ in [Self.parisFrance, Self.parisTexas] }))
        await lookUp(viewModel, "Paris")
        viewModel.cancelMatches()
        #expect(viewModel.focus == .field)
        #expect(viewModel.matches.isEmpty)
        #expect(viewModel.cityText == "Paris")
        #expect(viewModel.chooseMatch() == nil)
    }

    @Test func aMissSaysCityNotFoundAndTheFieldKeepsTheKeys() async {
        let viewModel = makeViewModel(FakeWeatherRepository(search: { _ in [] }))
        viewModel.leaveField()
        await lookUp(viewModel, "  Atlantis ")
        #expect(viewModel.state == .failed("City not found: Atlantis"))
        #expect(viewModel.focus == .field)
        #expect(viewModel.cityText == "  Atlantis ")
        #expect(viewModel.recentPlaces.isEmpty)
    }

    @Test func aServiceRefusalShowsItsReasonAndTheFieldKeepsTheKeys() async {
        let reason = "Bad request (400) from /v1/forecast: Latitude must be in range of -90 to 90°. Given: 999.0."
        let viewModel = makeViewModel(FakeWeatherRepository(answer: { _, _ in throw FakeError(description: reason) }))
        await lookUp(viewModel, "Paris")
        #expect(viewModel.state == .failed(reason))
        #expect(viewModel.focus == .field)
        #expect(status.lastError?.text == reason)
    }

    @Test func anUnknownCityFromTheRepositorySaysCityNotFound() async {
        let viewModel = makeViewModel(
            FakeWeatherRepository(answer: { place, _ in throw RepositoryError.cityNotFound(place.name) }))
        await lookUp(viewModel, "Nowhere")
        #expect(viewModel.state == .failed("City not found: Nowhere"))
    }

    @Test func toggleUnitsAsksAgainInFahrenheit() async {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository)
        await lookUp(viewModel, "London")
        await viewModel.toggleUnits()?.value
        #expect(viewModel.units == .imperial)
        #expect(repository.lookUps.withLock { $0 } == ["London metric", "London imperial"])
        #expect(repository.searches.withLock { $0 } == ["London"])
        let report = viewModel.state.value
        #expect(report?.temperature == "54.2 °F")
        #expect(report?.fields.first { $0.label == "Wind" }?.value == "9.2 mph WSW")
        #expect(report?.hourlyRange?.high == "49.0 °F")
    }

    @Test func toggleUnitsBeforeALookUpOnlyChangesTheUnits() {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository)
        #expect(viewModel.toggleUnits() == nil)
        #expect(viewModel.units == .imperial)
        #expect(repository.lookUps.withLock { $0 }.isEmpty)
    }

    @Test func theConfiguredUnitsAreUsedFromTheStart() async {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository, configuration: WeatherConfiguration(units: .imperial))
        await lookUp(viewModel, "Oslo")
        #expect(repository.lookUps.withLock { $0 } == ["Oslo imperial"])
        #expect(viewModel.state.value?.temperature?.hasSuffix("°F") == true)
    }

    @Test func missingHoursAreGapsNotZeros() async {
        let viewModel = makeViewModel(
            FakeWeatherRepository(answer: { place, units in
                Samples.outlook(place: place, units: units, hourly: [4, nil, .nan, 8])
            }))
        await lookUp(viewModel, "Reykjavík")
        let report = viewModel.state.value
        #expect(report?.hourlyTemperatures.count == 4)
        #expect(report?.hourlyTemperatures[1] == nil)
        #expect(report?.hourlyTemperatures[2] == nil)
        #expect(report?.hourlyRange?.low == "4.0 °C")
        #expect(report?.hoursCovered == 4)
    }

    @Test func variablesTheAnswerLacksLeaveTheirLinesOut() async {
        let viewModel = makeViewModel(
            FakeWeatherRepository(answer: { place, units in
                WeatherOutlook(
                    place: place, units: units, windSpeedUnit: "km/h", precipitationUnit: "mm",
                    current: CurrentConditions(temperature: 5, humidity: 1e19), hourly: [], daily: [])
            }))
        await lookUp(viewModel, "Oslo")
        let report = viewModel.state.value
        #expect(report?.fields == [DetailField(label: "Temperature", value: "5.0 °C")])
        #expect(report?.description == nil)
        #expect(report?.hourlyRange == nil)
        #expect(report?.days == [])
    }

    @Test func aCachedOrOfflineReportSaysHowOldItIs() async {
        let viewModel = makeViewModel(FakeWeatherRepository(origin: .offline(age: 7_200)))
        await lookUp(viewModel, "Oslo")
        #expect(viewModel.reportAge == "offline, from 2h ago")
        #expect(status.originText != nil)
    }

    @Test func openWeatherWithoutAKeySaysHowToSetItAndOpenMeteoNeedsNone() {
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(
            repository, configuration: WeatherConfiguration(provider: .openWeather, hasAPIKey: false))
        #expect(viewModel.missingKeyMessage?.hasPrefix("Set OPENWEATHER_API_KEY") == true)
        viewModel.setCityText("London")
        #expect(viewModel.lookUp() == nil)
        #expect(repository.searches.withLock { $0 }.isEmpty)
        #expect(
            makeViewModel(configuration: WeatherConfiguration(provider: .openMeteo, hasAPIKey: false)).missingKeyMessage
                == nil)
        #expect(
            makeViewModel(configuration: WeatherConfiguration(provider: .openWeather, hasAPIKey: true))
                .missingKeyMessage == nil)
    }

    @Test func aBlankCityIsNotLookedUp() {
        let viewModel = makeViewModel()
        viewModel.setCityText("   ")
        #expect(viewModel.lookUp() == nil)
        #expect(viewModel.state == .idle)
    }

    @Test func recentPlacesKeepTheLastFiveDistinctAndArePickedWithoutSearching() async {
        let store = MemoryRecentCitiesStore()
        let repository = FakeWeatherRepository()
        let viewModel = makeViewModel(repository, store: store)
        for city in ["Oslo", "Paris", "Rome", "London", "Berlin", "Madrid", "Paris", "London"] {
            await lookUp(viewModel, city)
        }
        let expected = ["London", "Paris", "Madrid", "Berlin", "Rome"].map { "\($0), United Kingdom" }
        #expect(viewModel.recentCities == expected)
        #expect(await eventually { store.places.withLock { $0.map(\.label) } == expected })
        let searches = repository.searches.withLock { $0.count }
        await viewModel.selectRecent(3)?.value
        #expect(repository.searches.withLock { $0.count } == searches)
        #expect(viewModel.cityText == "Berlin")
        #expect(viewModel.state.value?.place == "Berlin, United Kingdom")
        #expect(viewModel.recentCities.first == "Berlin, United Kingdom")
        #expect(viewModel.selectRecent(9) == nil)
    }

    @Test func recentPlacesSurviveARestartThroughTheFileStore() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("recent-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = makeViewModel(
            FakeWeatherRepository(search: { _ in [Self.parisFrance, Self.parisTexas] }),
            store: FileRecentCitiesStore(directory: directory))
        await lookUp(first, "Paris")
        first.moveMatch(by: 1)
        await first.chooseMatch()?.value
        let file = FileRecentCitiesStore(directory: directory)
        // Saves run in the background: wait until the file holds the chosen place.
        #expect(
            await eventually {
                (try? Data(contentsOf: file.fileURL)).flatMap {
                    try? JSONDecoder().decode([WeatherPlace].self, from: $0)
                }
                    == [Self.parisTexas]
            })
        let second = makeViewModel(store: FileRecentCitiesStore(directory: directory))
        await second.load().value
        #expect(second.recentPlaces == [Self.parisTexas])
        #expect(second.recentPlaces.first?.latitude == 33.66)
    }

    @Test func aStaleSlowerLookUpNeverOverwritesANewerOne() async {
        let slowAnswer = Latch()
        let repository = FakeWeatherRepository(answer: { place, units in
            if place.name == "Slowtown" { await slowAnswer.wait() }
            return Samples.outlook(place: place, units: units)
        })
        let viewModel = makeViewModel(repository)
        viewModel.setCityText("Slowtown")
        let slow = viewModel.lookUp()
        await lookUp(viewModel, "Fastville")
        slowAnswer.open()  // the older look-up's answer arrives after the newer one's
        await slow?.value
        #expect(viewModel.state.value?.place == "Fastville, United Kingdom")
        #expect(viewModel.recentCities == ["Fastville, United Kingdom"])
    }

    @Test func stopCancelsALookUpAndItNeverWritesState() async {
        let answer = Latch()
        let repository = FakeWeatherRepository(answer: { place, units in
            await answer.wait()
            return Samples.outlook(place: place, units: units)
        })
        let viewModel = makeViewModel(repository)
        viewModel.setCityText("London")
        let task = viewModel.lookUp()
        #expect(viewModel.isLoading)
        viewModel.stop()
        answer.open()  // the answer still comes, after the screen left
        await task?.value
        #expect(viewModel.state == .idle)
        #expect(viewModel.recentCities.isEmpty)
        #expect(!status.isLoading)
    }
}
