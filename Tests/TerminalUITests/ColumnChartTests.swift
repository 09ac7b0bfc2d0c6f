// ColumnChart and ChartScale: a labelled multi-row chart, gaps for missing values, fewer points
// when narrow, and no trap or stray cell for any series (extreme numbers fuzzed) at any size.
import Testing
import TestingSupport

@testable import TerminalUI

@MainActor @Suite struct ColumnChartTests {
    @Test func columnsRiseFromTheLowToTheHighWithTheAxisLabelled() {
        let snapshot = Snapshot(width: 14, height: 4) {
            ColumnChart([1, 2, nil, 4], top: "4°C", bottom: "1°C", marks: [ChartMark(index: 2, text: "Tue")], rows: 3)
        }
        // 4 points share 10 cells: 2, 3, 2 and 3 wide.
        #expect(
            snapshot.rows == [
                "4°C┤       ███",
                "   │  ▁▁▁  ███",
                "1°C┤▁▁███  ███",
                "         ╵Tue",
            ])
    }

    @Test func aBandShadesEachColumnByItsPercentageUnderThePlot() {
        let band = ChartBand(label: "rain", percentages: [0, 20, 30, 60, 100, nil, 250])
        let snapshot = Snapshot(width: 12, height: 3) {
            ColumnChart(
                [1, 2, 3, 4, 5, 6, 7], top: "7", bottom: "1", marks: [ChartMark(index: 0, text: "Mo")],
                rows: 1, band: band)
        }
        // The axis is as wide as the band's label; a gap and an impossible 250 % leave blanks.
        #expect(
            snapshot.rows == [
                "7   ┤▁▂▃▅▆▇█",
                "rain│ ░▒▓█",
                "     ╵Mo",
            ])
    }

    @Test func bandShadesStepByQuarters() {
        #expect(
            [0, 0.1, 24.9, 25, 49.9, 50, 74.9, 75, 100].map(ChartBand.shade(for:))
                == [" ", "░", "░", "▒", "▒", "▓", "▓", "█", "█"])
        #expect([nil, -1, 100.5, .nan, .infinity].map(ChartBand.shade(for:)) == [nil, nil, nil, nil, nil])
    }

    @Test func aNarrowChartShowsTheFirstPointsThatFit() {
        let values: [Double?] = (0..<48).map { Double($0) }
        let chart = ColumnChart(values, top: "47", bottom: "0", rows: 2)
        #expect(chart.visibleCount(inWidth: 20) == 17)
        let snapshot = Snapshot(width: 20, height: 2) { chart }
        #expect(snapshot.rows.allSatisfy { $0.count <= 20 })
        #expect(snapshot.rows[1].hasPrefix("0 ┤▁▂▃"))
        #expect(snapshot.rows[0].hasSuffix("█"))
    }

    @Test func scalesNeverOverflowAndGapsHaveNoLevel() {
        let scale = ChartScale([-Double.greatestFiniteMagnitude, nil, .nan, Double.greatestFiniteMagnitude, .infinity])
        #expect(scale?.low == -Double.greatestFiniteMagnitude)
        #expect(scale?.level(of: 0, levels: 9) == 4)
        #expect(scale?.level(of: Double.greatestFiniteMagnitude, levels: 9) == 8)
        #expect(scale?.level(of: .nan, levels: 9) == nil)
        #expect(scale?.level(of: nil, levels: 9) == nil)
        #expect(scale?.level(of: 1, levels: 0) == nil)
        #expect(ChartScale([nil, .nan, .infinity]) == nil)
        #expect(ChartScale([3, 3])?.fraction(of: 3) == 0.5)
    }

    @Test func sparklineAndBarChartSurviveExtremeValues() {
        let extremes: [Double] = [
            1.7e308, -1.7e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .nan, .infinity, 0,
        ]
        #expect(Sparkline.line(for: extremes).count == extremes.count)
        #expect(BarChart.format(1.7e308, unit: "°C") == "-")
        #expect(Snapshot(width: 40, height: 6) { BarChart(extremes, unit: "°C") }.rows.count == 6)
    }

    @Test func randomSeriesAtRandomSizesDrawInsideTheChart() {
        var generator = SeededRandom(seed: 12)
        let specials: [Double?] = [
            nil, .nan, .infinity, -.infinity, 1.7e308, -1.7e308, 1e19, 0, -0.0,
            .leastNonzeroMagnitude, .greatestFiniteMagnitude,
        ]
        for _ in 0..<150 {
            let count = Int(generator.next() % 80)
            let values: [Double?] = (0..<count).map { _ in
                generator.next() % 3 == 0
                    ? specials[Int(generator.next() % UInt64(specials.count))]
                    : Double(bitPattern: generator.next())
            }
            let width = Int(generator.next() % 100)
            let height = Int(generator.next() % 12)
            let marks = (0..<Int(generator.next() % 5)).map {
                ChartMark(index: Int(truncatingIfNeeded: generator.next() % 200) - 50, text: "D\($0)")
            }
            let snapshot = Snapshot(width: max(1, width), height: max(1, height)) {
                ColumnChart(
                    values, top: "high", bottom: "low", marks: marks, rows: Int(generator.next() % 10),
                    band: generator.next() % 2 == 0 ? nil : ChartBand(label: "rain", percentages: values))
            }
            #expect(snapshot.rows.count == max(1, height))
            #expect(snapshot.rows.allSatisfy { $0.count <= max(1, width) })
        }
    }
}
