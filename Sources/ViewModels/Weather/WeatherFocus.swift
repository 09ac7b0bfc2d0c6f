// WeatherFocus: which part of the weather screen takes the keys.
import Foundation

/// Where the weather screen's keys go.
public enum WeatherFocus: Sendable, Equatable {
    /// The city field: typing edits it, Enter looks it up, Esc leaves it.
    case field
    /// The list of places matching the name: Up/Down move, Enter picks, Esc goes back to the field.
    case matches
    /// The report: `u` toggles units, `c` or `/` edit the city, recent places can be picked.
    case report
}
