// Reading a streamed list's cache entry: the first screenful from the start of the payload
// (the header says how long the whole list is), then the whole payload in pieces through the
// streaming decoder, never mapped or copied whole. An entry that does not decode is quarantined
// by the cache and counts as a miss.
import Foundation
import Models
import Services

/// A list read from the disk cache.
struct CachedList<Element: Sendable>: Sendable {
    /// Every element that could be read.
    let elements: [Element]
    /// The records that could not.
    let skipped: SkippedRecords
    /// The entry's metadata.
    let metadata: CacheEntryMetadata
    /// Seconds since the entry was stored, when it was read.
    let age: TimeInterval
}

extension StreamedListSource {
    /// The payload bytes read for a first screenful: room for elements of 1 KB each.
    static var firstScreenfulBytes: Int { screenful * 1024 }

    /// The cached list, or nil on a miss. With `delivery`, a list longer than a screenful yields
    /// its first screenful, with the whole list's length, before the rest is read (marked
    /// incomplete, with the length the server announced, for an incomplete entry). Cache trouble
    /// is reported, not thrown; this throws only when the task is cancelled.
    func cachedList(showingFirstScreenfulTo delivery: ListDelivery<Element>? = nil) throws -> CachedList<Element>? {
        guard let cache else { return nil }
        do {
            if let delivery {
                guard let prefix = try cache.entryPrefix(forKey: key, payloadBytes: Self.firstScreenfulBytes) else {
                    return nil
                }
                if let whole = wholeList(in: prefix) { return whole }
                showFirstScreenful(of: prefix, delivery)
            }
            return try readWholeList(from: cache)
        } catch is CancellationError {
            throw CancellationError()
        } catch is DecodingError {
            return nil  // quarantined
        } catch {
            reportCacheFailure(error)
            return nil
        }
    }

    /// The metadata of the cached list (its ETag and length), without reading the list.
    func cachedMetadata() -> CacheEntryMetadata? {
        do {
            return try cache?.entryPrefix(forKey: key, payloadBytes: 0)?.metadata
        } catch {
            reportCacheFailure(error)
            return nil
        }
    }

    /// Records that the server confirmed the cached list (HTTP 304): it counts as new again.
    func markRevalidated() {
        do {
            try cache?.markRevalidated(forKey: key)
        } catch {
            reportCacheFailure(error)
        }
    }

    /// The list in `prefix` when it holds the entry's whole payload and that decodes.
    private func wholeList(in prefix: CacheEntryPrefix) -> CachedList<Element>? {
        guard prefix.payloadPrefix.count == prefix.metadata.payloadLength,
            let list = try? StreamingListDecoder.decode(prefix.payloadPrefix, with: decodeElement)
        else { return nil }
        return CachedList(
            elements: list.elements, skipped: list.skipped, metadata: prefix.metadata, age: prefix.metadata.age())
    }

    /// Yields the first screenful in `prefix` when the list is longer than that.
    private func showFirstScreenful(of prefix: CacheEntryPrefix, _ delivery: ListDelivery<Element>) {
        guard let total = prefix.metadata.itemCount, total > Self.screenful,
            let first = try? StreamingListDecoder.firstElements(
                of: prefix.payloadPrefix, limit: Self.screenful, with: decodeElement),
            !first.isEmpty
        else { return }
        if prefix.metadata.isIncomplete {
            delivery.incomplete(
                first, of: prefix.metadata.expectedCount, from: .cache(age: prefix.metadata.age()),
                firstScreenfulOnly: true)
        } else {
            delivery.first(first, of: total, from: .cache(age: prefix.metadata.age()))
        }
    }

    /// The whole cached list: its packed companion when there is one, else the entry streamed
    /// in pieces and decoded in parallel (the disk gives it faster than one core decodes it),
    /// which then gets a packed companion when its elements have a packed form; nil on a miss.
    private func readWholeList(from cache: JSONDiskCache) throws -> CachedList<Element>? {
        if let packed = packedList(from: cache) { return packed }
        var decoder = StreamingListDecoder(decodeElement: decodeElement, inParallel: true)
        var remaining = 0
        var list: DecodedList<Element>?
        let metadata = try cache.streamEntry(
            forKey: key,
            metadata: { metadata in
                decoder.reserve(metadata.itemCount)
                remaining = metadata.payloadLength
                if remaining == 0 { list = try decoder.finish() }
            },
            payload: { piece in
                try Task.checkCancellation()
                try decoder.append(piece)
                remaining -= piece.count
                // Finished inside the read, so that a payload cut short is quarantined too.
                if remaining == 0 { list = try decoder.finish() }
            })
        guard let metadata, let list else { return nil }
        keepPackedCopy(of: list, as: metadata)
        return CachedList(elements: list.elements, skipped: list.skipped, metadata: metadata, age: metadata.age())
    }
}
