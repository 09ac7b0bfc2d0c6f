// OpenWeather's error body, e.g. `{"cod":"404","message":"city not found"}`. The code is a
// string in 400/404 bodies and a number in 401/429 bodies; both decode.
import Foundation

/// The JSON body OpenWeather sends with an error status.
public struct WeatherErrorBody: Codable, Sendable, Hashable {
    /// The error code as text, e.g. "404" or "401".
    public var cod: String
    /// The server's explanation, e.g. "city not found".
    public var message: String

    /// The error code as a number, when it is numeric.
    public var code: Int? { Int(cod) }

    /// Creates an error body.
    public init(cod: String, message: String) {
        self.cod = cod
        self.message = message
    }

    private enum CodingKeys: String, CodingKey { case cod, message }

    /// Decodes a body, accepting `cod` as a string or a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeLenientString(forKey: .cod)
        message = try container.decode(String.self, forKey: .message)
    }
}
