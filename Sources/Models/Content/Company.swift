// A user's employer as the users API sends it (`company` in a user object).
import Foundation

/// A user's employer.
public struct Company: Codable, Sendable, Hashable {
    /// Company name.
    public var name: String
    /// Marketing slogan.
    public var catchPhrase: String
    /// Business description.
    public var bs: String

    /// Creates a company from all of its fields.
    public init(name: String, catchPhrase: String, bs: String) {
        self.name = name
        self.catchPhrase = catchPhrase
        self.bs = bs
    }
}
