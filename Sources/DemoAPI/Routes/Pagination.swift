// Pagination: json-server 0.16 slicing of list routes by `_page`/`_limit` or `_start`/`_end`/`_limit`,
// with the X-Total-Count and Link headers it answers with.

/// The slice a list request asks for.
///
/// - `_page=P` (1-based, default 1) with `_limit=L` (default 10): `[(P-1)*L, P*L)`, and a `Link`
///   header with first/prev/next/last pages, as json-server builds it.
/// - otherwise `_start=S` (default 0) with `_end=E`: `[S, E)`; with `_limit=L`: `[S, S+L)`; alone: `[S, count)`.
///
/// `_page` wins over `_end`, which wins over `_limit`. Values that are not whole numbers count as absent.
struct Pagination {
    /// The page size used when `_page` comes without a usable `_limit`.
    static let defaultPageSize = 10
    /// The query keys that ask for a slice.
    static let keys: Set<String> = ["_start", "_end", "_limit", "_page"]

    private enum Form {
        case page(number: Int, size: Int)
        case range(start: Int, end: Int?, limit: Int?)
    }

    private let form: Form

    /// The pagination `query` asks for; nil when it has none of `_start`, `_end`, `_limit`, `_page`.
    init?(query: [QueryItem]) {
        guard query.contains(where: { Self.keys.contains($0.name) }) else { return nil }
        func number(_ name: String) -> Int? {
            query.first { $0.name == name }.flatMap { Int($0.value.trimmingWhitespace()) }.flatMap { $0 >= 0 ? $0 : nil }
        }
        if query.contains(where: { $0.name == "_page" }) {
            let size = number("_limit").flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultPageSize
            form = .page(number: max(number("_page") ?? 1, 1), size: size)
        } else {
            form = .range(start: number("_start") ?? 0, end: number("_end"), limit: number("_limit"))
        }
    }

    /// The indices to answer out of `count` elements; empty when out of range.
    func range(count: Int) -> Range<Int> {
        let lower: Int, upper: Int
        switch form {
        case .page(let number, let size):
            lower = Self.product(number - 1, size)
            upper = Self.product(number, size)
        case .range(let start, let end, let limit):
            lower = start
            upper = end ?? limit.map { Self.sum(start, $0) } ?? count
        }
        let clampedLower = min(lower, count)
        return clampedLower..<max(clampedLower, min(upper, count))
    }

    /// The headers to answer with for `count` elements before slicing: `X-Total-Count`,
    /// `Access-Control-Expose-Headers`, and for a page `Link`, whose URLs are `url` (the request's
    /// absolute URL) with another `_page`.
    func headers(count: Int, url: String) -> [HeaderField] {
        var headers = [HeaderField(name: "X-Total-Count", value: String(count))]
        guard case .page(let number, let size) = form else {
            headers.append(HeaderField(name: "Access-Control-Expose-Headers", value: "X-Total-Count"))
            return headers
        }
        headers.append(HeaderField(name: "Access-Control-Expose-Headers", value: "X-Total-Count, Link"))
        let links = Self.links(page: number, size: size, count: count).map { relation, page in
            "<\(Self.replacingPage(in: url, with: page))>; rel=\"\(relation)\""
        }
        if !links.isEmpty { headers.append(HeaderField(name: "Link", value: links.joined(separator: ", "))) }
        return headers
    }

    /// json-server's page links: none for an empty page; prev and next when they exist; first and
    /// last unless one page holds everything.
    private static func links(page: Int, size: Int, count: Int) -> [(relation: String, page: Int)] {
        let end = product(page, size)
        guard product(page - 1, size) < count else { return [] }
        let spansAll = page == 1 && end >= count
        var links: [(relation: String, page: Int)] = []
        if !spansAll { links.append(("first", 1)) }
        if page > 1 { links.append(("prev", page - 1)) }
        if end < count { links.append(("next", page + 1)) }
        if !spansAll { links.append(("last", (count + size - 1) / size)) }
        return links
    }

    /// `url` with the value of its `_page` query parameter set to `page`.
    static func replacingPage(in url: String, with page: Int) -> String {
        let parts = url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return url }
        let pairs = parts[1].split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return name.removingPercentEncoding == "_page" ? "\(name)=\(page)" : String(pair)
        }
        return parts[0] + "?" + pairs.joined(separator: "&")
    }

    private static func product(_ left: Int, _ right: Int) -> Int {
        let (result, overflow) = left.multipliedReportingOverflow(by: right)
        return overflow ? Int.max : result
    }

    private static func sum(_ left: Int, _ right: Int) -> Int {
        let (result, overflow) = left.addingReportingOverflow(right)
        return overflow ? Int.max : result
    }
}
