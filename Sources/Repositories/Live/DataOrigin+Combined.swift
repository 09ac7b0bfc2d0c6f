// The origin of a value the repositories build from two answers (OpenWeather's current weather
// and its forecast).
import Foundation

extension DataOrigin {
    /// The origin of a value made of two: offline if either is, else cached if either is, with
    /// the greater age; network when both are.
    func combined(with other: DataOrigin) -> DataOrigin {
        switch (self, other) {
        case (.network, .network): .network
        case (.offline(let age), _), (_, .offline(let age)):
            .offline(age: max(age, other.age ?? age, self.age ?? age))
        case (.cache(let age), _), (_, .cache(let age)):
            .cache(age: max(age, other.age ?? age, self.age ?? age))
        }
    }

    /// The age of cached data; nil for network data.
    var age: TimeInterval? {
        switch self {
        case .network: nil
        case .cache(let age), .offline(let age): age
        }
    }
}
