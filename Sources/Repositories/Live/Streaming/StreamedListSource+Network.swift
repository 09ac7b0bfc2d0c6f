// Fetching a streamed list: its first page (buffered and on the shared connection: it is small),
// and the whole list streamed through a `ListDownload`, which decodes it and writes its new cache
// entry as it arrives.
import CHeap
import Foundation
import JSONCore
import Models
import Services

/// The first page of a list from the network.
struct FirstPage<Element: Sendable>: Sendable {
    /// The page's elements.
    let elements: [Element]
    /// The page's records that could not be read.
    let skipped: SkippedRecords
    /// The whole list's length, when the server said (`X-Total-Count`).
    let totalCount: Int?
    /// Whether the page is the whole list.
    let isWholeList: Bool
}

extension StreamedListSource {
    /// The list's first screenful, conditional on `etag` when given; when that is all of the
    /// list, it is stored in the cache too.
    func fetchFirstPage(ifNoneMatch etag: String?) async throws -> ConditionalResponse<FirstPage<Element>> {
        let endpoint = firstPage(Self.screenful)
        let decodeElement = decodeElement
        // Only a 304 comes without a body (an empty 200 is refused below).
        let (decoded, response) = try await api.decodedResponse(endpoint, ifNoneMatch: etag) { body in
            body.isEmpty && etag != nil ? nil : try StreamingListDecoder.decode(body, with: decodeElement)
        }
        if response.status == 304 { return .notModified(response.head) }
        guard let decoded else {
            throw NetworkError.decoding(
                path: "", description: JSONArrayStreamError(kind: .notAnArray, offset: 0).description)
        }
        let elements = decoded.elements
        let read = elements.count + decoded.skipped.count
        let total = response.header("X-Total-Count").flatMap(HeaderNumber.count)
        // More than asked for: the server ignored the limit and sent everything. Without a
        // count, a page that is not full is the end of the list.
        let isWholeList = read > Self.screenful || total.map { read >= $0 } ?? (read < Self.screenful)
        if isWholeList, let cache {
            do {
                try cache.store(
                    response.body, forKey: key, sourceURL: sourceURL(of: endpoint), etag: response.etag,
                    itemCount: read)
            } catch {
                reportCacheFailure(error)
            }
        }
        return .modified(
            FirstPage(elements: elements, skipped: decoded.skipped, totalCount: total, isWholeList: isWholeList))
    }

    /// Streams the whole list into a new cache entry and delivers it (see `deliverList`).
    func deliverWholeList(
        expecting count: Int?, showingProgressOf first: [Element]? = nil, keepingIncompleteAbove floor: Int?,
        to delivery: ListDelivery<Element>
    ) async throws {
        guard
            try await deliverList(
                ifNoneMatch: nil, expecting: count, showingProgressOf: first, keepingIncompleteAbove: floor,
                to: delivery)
        else {
            // A 304 to a request that named no ETag.
            throw NetworkError.http(status: 304, message: nil, path: endpoint.path)
        }
    }

    /// Streams the whole list, conditional on `etag` when given, into a new cache entry; about
    /// `count` elements are expected. The list is delivered as soon as it has decoded, and the
    /// entry committed (flushed to disk) after that. Returns false, having delivered nothing,
    /// when the server says the copy tagged `etag` is current. An interrupted download keeps
    /// its complete elements as an incomplete entry when they are more than `floor` (see
    /// `ListDownload.Destination`); otherwise it leaves the cache as it was.
    /// With `first` (the first screenful already shown), the progress of the download is yielded
    /// with it as each whole percent arrives (of `count`, or of the body's length when the count
    /// is not known).
    func deliverList(
        ifNoneMatch etag: String?, expecting count: Int?, showingProgressOf first: [Element]? = nil,
        keepingIncompleteAbove floor: Int?, to delivery: ListDelivery<Element>
    ) async throws -> Bool {
        let destination = cache.map { cache in
            ListDownload<Element>.Destination(
                cache: cache, key: key, sourceURL: sourceURL(of: endpoint), keepsIncompleteAbove: floor,
                reportFailure: { [self] in reportCacheFailure($0) })
        }
        let progress: @Sendable (Double) -> Void = { fraction in
            if let first { delivery.first(first, of: count, from: .network, loadedFraction: fraction) }
        }
        let download = ListDownload(
            decodeElement: decodeElement, expectedCount: count, destination: destination,
            onProgress: progress)
        let list: DecodedList<Element>
        do {
            guard case .modified = try await api.download(endpoint, ifNoneMatch: etag, into: download) else {
                return false
            }
            list = try download.finish()
        } catch {
            download.keepWhatArrived()
            throw error
        }
        delivery.whole(list, from: .network)
        download.commitEntry(itemCount: list.elements.count + list.skipped.count)
        keepPackedCopy(of: list, as: cachedMetadata())
        // The download's pieces and the decoding's batches are free now, scattered through the
        // heap between blocks still in use: their pages go back to the system (100,000 photos:
        // 3 MB of the 50 MB the app held once the list was in).
        heap_release_free_memory()
        return true
    }

    private func sourceURL(of endpoint: Endpoint) -> String? {
        try? endpoint.url(relativeTo: api.baseURL).absoluteString
    }
}
