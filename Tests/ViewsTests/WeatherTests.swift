// The Weather tab through keys: the city field, units, recent cities, pasted control characters.
import TerminalUI
import Testing

@MainActor @Suite struct WeatherTests {
    @Test func recentCitiesArePickedWithJAndEnter() async {
        var world = World()
        world.recentCities = ["Paris", "Tokyo"]
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        #expect(await harness.waitFor("Recent: Paris  Tokyo"))
        await harness.press(.escape, .character("j"), .enter)
        #expect(await harness.waitFor("Tokyo, GB"))
        #expect(harness.screen.contains("│City: Tokyo "))
    }

    @Test func unitsToggleBeforeALookUpChangesTheTitle() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather), .escape, .character("u"))
        #expect(harness.screen.contains("┌─ Weather (°F) ─"))
        await harness.press(.character("c"))
        await harness.type("Oslo")
        await harness.press(.enter)
        #expect(await harness.waitFor("54.2 °F"))
        #expect(harness.screen.contains("Temperature"))
    }

    @Test func imperialStartsFromTheConfiguration() async {
        var world = World()
        world.units = .imperial
        let harness = AppHarness(world: world)
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        #expect(harness.screen.contains("┌─ Weather (°F) ─"))
    }

    @Test func pastedControlCharactersNeverReachTheCanvas() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        harness.app.handle(.paste("Lon\u{1B}]0;pwned\u{07}don"))
        await harness.settle()
        #expect(harness.screen.contains("│City: Lon"))
        #expect(!UntrustedTextTests.hasControlCharacters(harness.terminal.screen))
    }

    @Test func aFailedLookUpCanBeRetriedWithAnotherCity() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        await harness.type(FixedWeatherRepository.unknownCity)
        await harness.press(.enter)
        #expect(await harness.waitFor("City not found: Atlantis"))
        await harness.press(.character("c"))
        for _ in FixedWeatherRepository.unknownCity { await harness.press(.backspace) }
        await harness.type("Rome")
        await harness.press(.enter)
        #expect(await harness.waitFor("Rome, GB"))
        #expect(!harness.screen.contains("City not found"))
    }

    @Test func severalMatchesArePickedFromAListAndEscGoesBackToTheField() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        await harness.type(FixedWeatherRepository.twoPlaces)
        await harness.press(.enter)
        #expect(await harness.waitFor("2 places called Paris"))
        #expect(harness.screen.contains("Paris, Île-de-France, France"))
        await harness.press(.down, .enter)
        #expect(await harness.waitFor("Paris, Texas, United States  Light rain"))
        #expect(harness.screen.contains("Temperature, next 48 hours (°C)"))
        await harness.press(.character("c"), .enter)
        #expect(await harness.waitFor("2 places called Paris"))
        await harness.press(.escape)
        await harness.type("x")
        #expect(await harness.waitFor("│City: Parisx"))
    }

    @Test func afterAMissTheFieldKeepsTheKeys() async {
        let harness = AppHarness()
        #expect(await harness.waitForUsers())
        await harness.press(.switchTo(.weather))
        await harness.type(FixedWeatherRepository.unknownCity)
        await harness.press(.enter)
        #expect(await harness.waitFor("City not found: Atlantis"))
        await harness.type("x")
        #expect(await harness.waitFor("│City: Atlantisx"))
    }
}
