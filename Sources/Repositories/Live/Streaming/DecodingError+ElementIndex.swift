// Names the element of a list in a DecodingError thrown while decoding that element alone, so
// the message reads as if the whole array had been decoded ("[3].email").
import Foundation

extension DecodingError {
    /// This error with `index` prepended to its coding path.
    func inElement(at index: Int) -> DecodingError {
        func prefixed(_ context: Context) -> Context {
            Context(
                codingPath: [ElementIndex(index)] + context.codingPath, debugDescription: context.debugDescription,
                underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, prefixed(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, prefixed(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, prefixed(context))
        case .dataCorrupted(let context): return .dataCorrupted(prefixed(context))
        @unknown default: return self
        }
    }
}

/// The position of an element in an array, as a coding key.
private struct ElementIndex: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
