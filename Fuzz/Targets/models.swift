// Fuzz target `models`: JSONDecoder on arbitrary bytes for every model in Sources/Models, as
// one value and as an array (the shapes the API and the cache decode).
//
// Invariants: decoding throws or succeeds, never crashes; a decoded value survives the round
// trip through JSONEncoder and JSONDecoder unchanged (the disk cache stores models that way).
import Foundation
import Models

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModels(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let json = data.map { Data(bytes: $0, count: size) } ?? Data()
    roundTrip(User.self, json)
    roundTrip([User].self, json)
    roundTrip(Post.self, json)
    roundTrip([Post].self, json)
    roundTrip(Comment.self, json)
    roundTrip([Comment].self, json)
    roundTrip(NewUser.self, json)
    roundTrip(NewPost.self, json)
    roundTrip(CurrentWeather.self, json)
    roundTrip(Forecast.self, json)
    roundTrip(CityList.self, json)
    roundTrip(WeatherErrorBody.self, json)
    roundTrip(OpenMeteo.GeocodingResponse.self, json)
    roundTrip(OpenMeteo.ForecastResponse.self, json)
    roundTrip(OpenMeteo.ErrorBody.self, json)
    return 0
}

/// Decodes `json` as `type`; when that works, checks that encoding and decoding again gives the
/// same value.
private func roundTrip<Model: Codable & Equatable>(_ type: Model.Type, _ json: Data) {
    guard let value = try? JSONDecoder().decode(type, from: json) else { return }
    let encoded: Data
    do {
        encoded = try JSONEncoder().encode(value)
    } catch {
        require(false, "\(type) decoded from \(String(decoding: json, as: UTF8.self)) does not encode: \(error)")
        return
    }
    let again = try? JSONDecoder().decode(type, from: encoded)
    require(
        again == value,
        "\(type) changed in a round trip: \(String(decoding: json, as: UTF8.self)) -> \(String(decoding: encoded, as: UTF8.self))"
    )
}
