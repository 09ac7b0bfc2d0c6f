// LocalTime: a wall-clock time at a place, as seconds since 1970-01-01 00:00 of that clock.
// Built from Open-Meteo's local ISO times (`2024-06-11T14:00`) or from a Unix time plus the
// place's offset from UTC, both range-checked so no outside number can overflow or trap.
import Foundation

/// A local date and time at some place, to the second.
public struct LocalTime: Sendable, Hashable, Comparable, Codable {
    /// Seconds since 1970-01-01 00:00 on the place's clock.
    public var seconds: Int

    /// A local time `seconds` after 1970-01-01 00:00 on the place's clock.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// The local time of Unix time `unixTime` at `offset` seconds from UTC; nil when either is
    /// out of range (see `WeatherBounds`).
    public init?(unixTime: Int?, offset: Int?) {
        guard let unixTime = WeatherBounds.checked(unixTime, in: WeatherBounds.unixTime),
            let offset = WeatherBounds.checked(offset, in: WeatherBounds.utcOffset)
        else { return nil }
        seconds = unixTime + offset
    }

    /// Parses `yyyy-MM-ddTHH:mm` (optionally `:ss`) or `yyyy-MM-dd`; nil for anything else.
    public init?(iso text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard parts.count <= 2, let date = parts.first else { return nil }
        let day = date.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard day.count == 3, date.count == 10, let year = day[0], let month = day[1], let dayOfMonth = day[2],
            (1...9_999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(dayOfMonth)
        else { return nil }
        var clock = [0, 0, 0]
        if parts.count == 2 {
            let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2...3).contains(fields.count), parts[1].count == fields.count * 3 - 1 else { return nil }
            for (index, field) in fields.enumerated() {
                guard let field, field >= 0, field < (index == 0 ? 24 : 60) else { return nil }
                clock[index] = field
            }
        }
        seconds =
            Self.daysFromCivil(year: year, month: month, day: dayOfMonth) * 86_400
            + clock[0] * 3_600 + clock[1] * 60 + clock[2]
    }

    /// The day, counted from 1970-01-01.
    public var dayNumber: Int { seconds / 86_400 - (seconds % 86_400 < 0 ? 1 : 0) }

    /// Seconds since local midnight, 0...86399.
    public var secondOfDay: Int {
        let remainder = seconds % 86_400
        return remainder < 0 ? remainder + 86_400 : remainder
    }

    /// Hours since midnight, 0...23.
    public var hour: Int { secondOfDay / 3_600 }

    /// Minutes past the hour, 0...59.
    public var minute: Int { secondOfDay % 3_600 / 60 }

    /// `Mon`...`Sun`.
    public var weekday: String {
        let names = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]  // 1970-01-01 was a Thursday
        return names[((dayNumber % 7) + 7) % 7]
    }

    /// `06:05`.
    public var clockText: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// The start of this local day.
    public var startOfDay: LocalTime { LocalTime(seconds: seconds - secondOfDay) }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.seconds < rhs.seconds }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
