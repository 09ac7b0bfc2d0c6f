// WeatherFormatting: one decimal, never -0.0, compass points, and `-` for anything that is not
// a plausible number (NaN, infinities, 1e19, 1.7e308) without ever trapping.
import Foundation
import Models
import Testing
import TestingSupport

@testable import ViewModels

struct WeatherFormattingTests {
    static let extremes: [Double?] = [
        nil, .nan, .infinity, -.infinity, 1e19, -1e19, 1.7e308, -1.7e308,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9.223372036854775807e18,
    ]

    @Test func numbersHaveOneDecimalAndNeverANegativeZero() {
        #expect(WeatherFormatting.temperature(-0.04, .metric) == "0.0 °C")
        #expect(WeatherFormatting.temperature(-3.26, .metric) == "-3.3 °C")
        #expect(WeatherFormatting.temperature(100, .imperial) == "100.0 °F")
        #expect(WeatherFormatting.percent(80.6) == "81%")
        #expect(WeatherFormatting.wind(0, unit: "mph", direction: nil) == "0.0 mph")
        #expect(WeatherFormatting.shortTemperature(-0.4) == "0°")
        #expect(WeatherFormatting.precipitation(0.04, unit: "in") == "0.0 in")
    }

    @Test(arguments: [
        (0.0, "N"), (11.2, "N"), (11.3, "NNE"), (240, "WSW"), (359, "N"), (-90, "W"), (720, "N"), (180, "S"),
    ])
    func directionsAreCompassPoints(degrees: Double, point: String) {
        #expect(WeatherFormatting.compassPoint(degrees) == point)
    }

    @Test(arguments: extremes)
    func anImplausibleNumberIsADashNeverATrap(value: Double?) {
        let texts = [
            WeatherFormatting.temperature(value, .metric), WeatherFormatting.percent(value),
            WeatherFormatting.wind(value, unit: "km/h", direction: value),
            WeatherFormatting.precipitation(value, unit: "mm"), WeatherFormatting.shortTemperature(value),
        ]
        for text in texts {
            #expect(text.count <= 24, "\(text)")
            if value == nil || value?.isFinite != true || abs(value ?? 0) >= 1e9 {
                #expect(text == WeatherFormatting.missing || text.hasPrefix("-"), "\(text)")
            }
        }
    }

    @Test func randomNumbersAlwaysFormatShortly() {
        var generator = SeededRandom(seed: 15)
        for _ in 0..<5_000 {
            let value = Double(bitPattern: generator.next())
            #expect(WeatherFormatting.temperature(value, .imperial).count <= 24)
            #expect(WeatherFormatting.percent(value).count <= 24)
            #expect(WeatherFormatting.wind(value, unit: "m/s", direction: value).count <= 32)
            _ = WeatherFormatting.compassPoint(value)
        }
    }
}
