// PlaceholderResource: the JSONPlaceholder collections the demo API serves. Serving another one is
// one line in `PlaceholderResource.all` and a `<name>.json` file in the fixture folder.

/// One collection served under `/<name>`, read from `<name>.json`.
struct PlaceholderResource: Sendable, Equatable {
    /// The path segment and file name, e.g. `todos`.
    let name: String
    /// The singular, e.g. `todo`: `/todos/1/<child>` lists the child records whose `todoId` is `"1"`.
    let singular: String

    /// A resource whose singular is its name without the final `s` (`albums` → `album`).
    init(_ name: String, singular: String? = nil) {
        self.name = name
        self.singular = singular ?? Self.singular(of: name)
    }

    /// Every resource served, in the order of JSONPlaceholder's `db.json`.
    static let all: [PlaceholderResource] = [
        PlaceholderResource("posts"),
        PlaceholderResource("comments"),
        PlaceholderResource("albums"),
        PlaceholderResource("photos"),
        PlaceholderResource("users"),
        PlaceholderResource("todos"),
    ]

    /// The resource named `name`, if it is served.
    static func named(_ name: String) -> PlaceholderResource? {
        all.first { $0.name == name }
    }

    /// The foreign key naming a record of `parent` (any path segment, as json-server's nested
    /// routes accept any): `users` → `userId`.
    static func foreignKey(parent: String) -> String {
        (named(parent)?.singular ?? singular(of: parent)) + "Id"
    }

    private static func singular(of name: String) -> String {
        name.hasSuffix("s") ? String(name.dropLast()) : name
    }
}
