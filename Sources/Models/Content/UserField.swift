// UserField: names the string fields of a user, nested ones included, in the order `UserText`
// stores them (which is the order the users API sends them in).

/// One string field of a user.
enum UserField: Int, TextRecordField {
    case name, username, email
    case street, suite, city, zipcode, latitude, longitude
    case phone, website
    case companyName, catchPhrase, bs

    static let fieldCount = allCases.count
}

/// The text of every string field of one user.
typealias UserText = TextRecord<UserField>
