// Items created through the app, kept in their own cache entry and merged into every list the
// repository returns, so they survive a restart and a revalidation (JSONPlaceholder never stores
// them). JSONPlaceholder answers every POST with the same id (users 11, posts 101); when that id
// is already taken, the item gets max(known ids) + 1 instead so lists keep distinct ids.
import Foundation
import Services

/// The locally created items of one kind.
struct LocalCreations<Item: Codable & Sendable & Identifiable>: Sendable where Item.ID == Int {
    let cache: JSONDiskCache?
    let key: String

    /// Every item created so far, oldest first.
    func all() -> [Item] {
        ((try? cache?.value([Item].self, forKey: key))??.value) ?? []
    }

    /// `item` with an id that collides with none of `knownIDs` or earlier creations.
    func assigningDistinctID(_ item: Item, knownIDs: Set<Int>, withID: (Item, Int) -> Item) -> Item {
        let taken = knownIDs.union(all().map(\.id))
        guard taken.contains(item.id) else { return item }
        return withID(item, Self.unusedID(avoiding: taken))
    }

    /// The id after the largest of `taken`, or the smallest free positive id when the largest is
    /// `Int.max` (ids come from outside: adding one must never overflow).
    static func unusedID(avoiding taken: Set<Int>) -> Int {
        let largest = taken.max() ?? 0
        if largest < Int.max { return max(1, largest + 1) }
        return (1...).first { !taken.contains($0) } ?? 1
    }

    /// Remembers `item`.
    func append(_ item: Item) throws {
        try cache?.store(value: all() + [item], forKey: key)
    }

    /// `list` followed by the creations `belongs` accepts whose ids are not already in it;
    /// `list` itself, the same array, when there are none.
    func merged(into list: [Item], where belongs: (Item) -> Bool = { _ in true }) -> [Item] {
        let candidates = all().filter(belongs)
        guard !candidates.isEmpty else { return list }
        let ids = Set(list.map(\.id))
        let added = candidates.filter { !ids.contains($0.id) }
        return added.isEmpty ? list : list + added
    }
}
