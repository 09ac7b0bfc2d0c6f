// SavedSession: what the app keeps between runs (the tab, each list's selection, filter and
// sort, the weather's last place), and the checks a file read back must pass before any of
// it is used: a damaged file is refused whole, never applied in part.
import Foundation
import Models

/// The state of the app when it last quit.
public struct SavedSession: Codable, Sendable, Equatable {
    /// The file format this build writes and reads.
    public static let currentVersion = 1

    /// The file's format.
    public var version = SavedSession.currentVersion
    /// The tab shown, by its name in lower case (`users`).
    public var tab: String
    /// Each list's state, by its tab's name.
    public var lists: [String: SavedList]
    /// The place the weather was last shown for.
    public var place: WeatherPlace?

    /// A session on `tab` with `lists` and the weather of `place`.
    public init(tab: String, lists: [String: SavedList] = [:], place: WeatherPlace? = nil) {
        self.tab = tab
        self.lists = lists
        self.place = place
    }
}

/// The state of one list.
public struct SavedList: Codable, Sendable, Equatable {
    /// The id of the selected item.
    public var selectedID: Int?
    /// The filter as typed.
    public var filter: String
    /// The title of the column sorted by; nil for the server's order.
    public var sortColumn: String?
    /// Whether the order is turned round.
    public var sortDescending: Bool

    /// A list showing `filter`, sorted by `sortColumn`, with the item `selectedID` selected.
    public init(selectedID: Int? = nil, filter: String = "", sortColumn: String? = nil, sortDescending: Bool = false) {
        self.selectedID = selectedID
        self.filter = filter
        self.sortColumn = sortColumn
        self.sortDescending = sortDescending
    }

    private enum CodingKeys: String, CodingKey { case selectedID, filter, sortColumn, sortDescending }

    /// Decodes a saved list; an id with a fraction is named as such.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            selectedID = try container.decodeIfPresent(Int.self, forKey: .selectedID)
        } catch {
            guard (try? container.decodeIfPresent(Double.self, forKey: .selectedID)) != nil else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: .selectedID, in: container, debugDescription: "not a whole number")
        }
        filter = try container.decode(String.self, forKey: .filter)
        sortColumn = try container.decodeIfPresent(String.self, forKey: .sortColumn)
        sortDescending = try container.decode(Bool.self, forKey: .sortDescending)
    }
}

/// What a saved session may name: the app's tabs and each list's sort columns.
public struct SessionSchema: Sendable, Equatable {
    /// The tabs' names in lower case.
    public var tabs: [String]
    /// The titles of each list's sort columns, by list name.
    public var lists: [String: [String]]
    /// The longest filter a list takes.
    public var filterLimit: Int

    /// A schema of `tabs` and `lists`.
    public init(tabs: [String], lists: [String: [String]], filterLimit: Int) {
        self.tabs = tabs
        self.lists = lists
        self.filterLimit = filterLimit
    }
}

extension SavedSession {
    /// Why the session cannot be used, or nil when every part of it fits `schema`.
    public func problem(in schema: SessionSchema) -> String? {
        guard version == Self.currentVersion else { return "version \(version) is not \(Self.currentVersion)" }
        guard schema.tabs.contains(tab) else { return "unknown tab '\(Self.quoted(tab))'" }
        for (name, list) in lists.sorted(by: { $0.key < $1.key }) {
            guard let columns = schema.lists[name] else { return "unknown list '\(Self.quoted(name))'" }
            if let column = list.sortColumn, !columns.contains(column) {
                return "the \(name) list has no column '\(Self.quoted(column))'"
            }
            if list.filter.count > schema.filterLimit {
                return "the \(name) filter is longer than \(schema.filterLimit) characters"
            }
            if let id = list.selectedID, id < 0 { return "the \(name) selection has a negative id" }
        }
        if let place, place.name.isEmpty || place.name.count > 200 {
            return "the weather place's name is empty or too long"
        }
        return nil
    }

    /// `text` cut to 40 characters, for a message.
    private static func quoted(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
