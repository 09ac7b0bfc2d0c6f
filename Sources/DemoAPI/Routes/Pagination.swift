// Pagination: json-server 0.16 slicing of list routes by `_page`/`_limit` or `_start`/`_end`/`_limit`,
// with the X-Total-Count and Link headers it answers with.

/// The slice a list request asks for, read as json-server 0.16 reads it (plural.js): only a
/// non-empty `_end`, `_limit` or `_page` slices, and then X-Total-Count is sent.
///
/// - `_page=P` (`parseInt`, below 1 or not a number: 1) with `_limit=L` (`parseInt`, 0 or not a
///   number: 10): JavaScript's `Array.slice((P-1)*L, P*L)`, and a `Link` header with first, prev,
///   next and last pages as json-server builds it.
/// - otherwise `_start=S` (`parseInt`, not a number: 0) with `_end=E`: lodash's `slice(S, E)`;
///   with `_limit=L`: `slice(S, S+L)`. Negative values count from the end, as they do there; a
///   value that is not a number ends the slice at 0.
///
/// Numbers too large for an `Int` are clamped, never trapped on.
struct Pagination {
    /// The page size used when `_page` comes without a usable `_limit`.
    static let defaultPageSize = 10

    private enum Form {
        case page(number: Int, size: Int)
        case slice(start: Int, end: Int)
    }

    private let form: Form

    /// The pagination `query` asks for; nil when it has no non-empty `_end`, `_limit` or `_page`.
    init?(query: [QueryItem]) {
        func value(_ name: String) -> String? {
            query.first { $0.name == name }.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        }
        let end = value("_end")
        let limit = value("_limit")
        let page = value("_page")
        guard end != nil || limit != nil || page != nil else { return nil }
        if let page {
            let number = Self.parseInt(page).flatMap { $0 >= 1 ? $0 : nil } ?? 1
            let size = limit.flatMap(Self.parseInt).flatMap { $0 != 0 ? $0 : nil } ?? Self.defaultPageSize
            form = .page(number: number, size: size)
        } else {
            let start = value("_start").flatMap(Self.parseInt) ?? 0
            if let end {
                form = .slice(start: start, end: Self.parseInt(end) ?? 0)
            } else {
                form = .slice(start: start, end: limit.flatMap(Self.parseInt).map { Self.sum(start, $0) } ?? 0)
            }
        }
    }

    /// The indices to answer out of `count` elements; empty when out of range.
    func range(count: Int) -> Range<Int> {
        switch form {
        case .page(let number, let size):
            // Array.prototype.slice: a negative bound counts from the end, both are clamped.
            func bound(_ index: Int) -> Int { index < 0 ? max(Self.sum(count, index), 0) : min(index, count) }
            let lower = bound(Self.product(number - 1, size))
            return lower..<max(lower, bound(Self.product(number, size)))
        case .slice(let start, let end):
            // lodash's slice.
            let lower = start < 0 ? (start < -count ? 0 : count + start) : start
            var upper = min(end, count)
            if upper < 0 { upper += count }
            return lower > upper ? 0..<0 : lower..<upper
        }
    }

    /// How many of the list's first elements decide the slice whatever the list's length (the
    /// slice's end); nil when a bound counts from the end, so the length is needed.
    var leadingElements: Int? {
        switch form {
        case .page(let number, let size):
            return size > 0 ? Self.product(number, size) : nil
        case .slice(let start, let end):
            return start >= 0 && end >= 0 ? end : nil
        }
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
        let links = links(page: number, size: size, count: count).map { relation, page in
            "<\(Self.replacingPage(in: url, with: page))>; rel=\"\(relation)\""
        }
        if !links.isEmpty { headers.append(HeaderField(name: "Link", value: links.joined(separator: ", "))) }
        return headers
    }

    /// json-server's `getPage` links: none for an empty page; prev after the first page; next when
    /// more follow; first and last unless the page holds everything.
    private func links(page: Int, size: Int, count: Int) -> [(relation: String, page: Int)] {
        let items = range(count: count)
        guard !items.isEmpty else { return [] }
        let current = items.count != count
        var links: [(relation: String, page: Int)] = []
        if current { links.append(("first", 1)) }
        if page > 1 { links.append(("prev", page - 1)) }
        if Self.product(page, size) < count { links.append(("next", page + 1)) }
        if current { links.append(("last", Int((Double(count) / Double(size)).rounded(.up)))) }
        return links
    }

    /// JavaScript's `parseInt(text, 10)`: leading whitespace, a sign, then the digits up to the first
    /// other character; nil (NaN) when there are none. Clamped to the range of `Int`.
    static func parseInt(_ text: String) -> Int? {
        var rest = Substring(text).drop { $0.isWhitespace }
        let negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        guard let magnitude = Int(digits) else { return negative ? Int.min : Int.max }
        return negative ? -magnitude : magnitude
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
        return overflow ? ((left < 0) != (right < 0) ? Int.min : Int.max) : result
    }

    private static func sum(_ left: Int, _ right: Int) -> Int {
        let (result, overflow) = left.addingReportingOverflow(right)
        return overflow ? (right < 0 ? Int.min : Int.max) : result
    }
}
