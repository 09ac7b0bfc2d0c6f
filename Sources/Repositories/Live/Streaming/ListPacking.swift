// ListPacking: how a long list is kept beside its cache entry in a form read back far faster than
// its JSON decodes (a cache companion, see `JSONDiskCache+Companions`), for the element types that
// have such a form. Users have one (`PackedUserList`): a warm start with 1,000,000 of them maps
// their text and checks it instead of parsing 428 MB of JSON.
import Foundation
import Models
import Services

/// Writes a list's elements into a cache companion and reads them back.
struct ListPacking<Element: Sendable>: Sendable {
    /// The shortest list worth a packed copy: shorter ones decode from JSON in a few milliseconds.
    let minimumCount: Int
    /// Writes the elements.
    let write: @Sendable ([Element], CompanionWriter) throws -> Void
    /// The `count` elements the reader's bytes hold, or nil when they are not such a list.
    let read: @Sendable (_ count: Int, CompanionReader) -> [Element]?
}

extension MappedFile: MappedBytes {}

extension ListPacking where Element == User {
    /// Users in their packed layout (`PackedUserList`), from 10,000 of them.
    static var users: ListPacking<User> {
        ListPacking(
            minimumCount: 10_000,
            write: { users, writer in try PackedUserList.write(users) { try writer.append($0) } },
            read: { count, reader in
                reader.mapRemainingBytes().flatMap { PackedUserList.read(count: count, from: $0) }
            })
    }
}

extension StreamedListSource {
    /// The cached list from its packed companion, when there is one made from the entry's
    /// payload; nil otherwise, or when it cannot be read (the entry is read instead).
    func packedList(from cache: JSONDiskCache) -> CachedList<Element>? {
        guard let packing else { return nil }
        let found = try? cache.companion(forKey: key) { metadata, reader -> [Element]? in
            guard !metadata.isIncomplete, let count = metadata.itemCount, count >= packing.minimumCount else {
                return nil
            }
            return packing.read(count, reader)
        }
        guard let (elements, metadata) = found else { return nil }
        return CachedList(elements: elements, skipped: SkippedRecords(), metadata: metadata, age: metadata.age())
    }

    /// Writes `list`, just read from or written to the cache entry that `metadata` describes, as
    /// the entry's packed companion, in the background (quitting waits a moment for it), when it
    /// is whole, long enough and has every record of the entry. A failure is reported like any
    /// cache failure.
    func keepPackedCopy(of list: DecodedList<Element>, as metadata: @autoclosure () -> CacheEntryMetadata?) {
        guard let packing, let cache, list.skipped.isEmpty, list.elements.count >= packing.minimumCount,
            let metadata = metadata(), !metadata.isIncomplete, metadata.itemCount == list.elements.count
        else { return }
        let elements = list.elements
        ListDownloads.writeCopy { [self] in
            do {
                try cache.storeCompanion(forKey: key, of: metadata) { try packing.write(elements, $0) }
            } catch {
                reportCacheFailure(error)
            }
        }
    }
}
