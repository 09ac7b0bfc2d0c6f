// JSONValue: an order-preserving JSON tree, so fixture records are served with their keys in
// the order they were written (as json-server does) and numbers keep their literal text.

/// A JSON document whose objects keep their member order and whose numbers keep their literal.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as its literal text (`12`, `-0.5`, `1.2e3`), so re-encoding is lossless.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// Makes a number from a double, printed with at most two decimals and no trailing zeros.
    static func number(_ value: Double) -> JSONValue {
        .number(JSONNumberFormat.format(value))
    }

    /// Makes a number from an integer.
    static func number(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// The value of the first member named `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members when this is an object.
    var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements when this is an array.
    var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number as a double, when this is a number.
    var doubleValue: Double? {
        if case .number(let text) = self { return Double(text) }
        return nil
    }

    /// The string when this is a string.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A copy of this object with `key` set to `value`, replacing an existing member in place.
    func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append(JSONMember(key: key, value: value))
        }
        return .object(members)
    }

    /// A copy of this object with `key` moved to (or added at) the end with `value`.
    func appending(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members.removeAll { $0.key == key }
        members.append(JSONMember(key: key, value: value))
        return .object(members)
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable, Equatable {
    var key: String
    var value: JSONValue
}

/// Formats computed numbers the way OpenWeather prints them: up to two decimals, no trailing zeros.
enum JSONNumberFormat {
    /// `12.0` → `12`, `53.6` → `53.6`, `-3.14159` → `-3.14`.
    /// Values too large for whole hundredths are written as Swift writes doubles; infinities and NaN,
    /// which JSON cannot hold, as `null`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 9.0e18 else { return value.description }
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int(abs(hundredths))
        var text = String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            text +=
                fraction % 10 == 0 ? "." + String(fraction / 10) : "." + (fraction < 10 ? "0" : "") + String(fraction)
        }
        return negative ? "-" + text : text
    }
}
