// PlaceholderRoutes: the JSONPlaceholder-compatible routes (json-server 0.16 behaviour) for every
// `PlaceholderResource`:
//   GET    /R                 list, filtered, searched (q) and sorted (ListQuery), sliced by
//                             _page/_limit or _start/_end/_limit (Pagination)
//   GET    /R/:id             one record, 404 `{}` when missing
//   GET    /P/:id/R           the list of R filtered by `<singular of P>Id` = id (any P, as json-server)
//   POST   /R                 201 {...body, "id": max+1}, Location header
//   POST   /P/:id/R           the same with `<singular of P>Id` set to the id string
//   PUT    /R/:id             200 {...body, "id": id}; a missing id is a 500 with an HTML page
//   PATCH  /R/:id             200 {...stored, ...body}; a missing id answers the body alone
//   DELETE /R/:id             200 `{}`, whether or not the id exists
// Writes are kept for the life of the server (the real JSONPlaceholder forgets them). Every 200
// answer to a GET has an ETag and honours If-None-Match (ConditionalGET). An unfiltered list of an
// unmodified collection is the file itself, sent from disk; a slice of it is read through the
// file's element index, never parsing the file, and a slice near its start is answered before the
// whole file has been scanned (without X-Total-Count and Link until then).
import Foundation

/// Answers JSONPlaceholder routes from a `FixtureStore`.
struct PlaceholderRoutes: Sendable {
    let store: FixtureStore

    /// The response, or nil when `request` is not one of these routes.
    func respond(to request: HTTPRequest, origin: String) -> HTTPResponse? {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard (1...3).contains(segments.count),
            let resource = PlaceholderResource.named(segments[segments.count == 3 ? 2 : 0])
        else { return nil }
        let response = answer(request, resource: resource, segments: segments, origin: origin)
        guard request.method == "GET", response.status == 200 else { return response }
        return response.answeringConditionalGET(ifNoneMatch: request.header("if-none-match"))
    }

    /// The answer to a request for one of these routes, before If-None-Match is looked at.
    private func answer(_ request: HTTPRequest, resource: PlaceholderResource, segments: [String], origin: String)
        -> HTTPResponse
    {
        let name = resource.name
        let url = origin + request.target
        do throws(FixtureStore.WriteError) {
            switch (request.method, segments.count) {
            case ("GET", 1):
                return try reading { () throws(FixtureStore.LoadError) in try list(name, query: request.query, url: url)
                }
            case ("GET", 2):
                return try reading { () throws(FixtureStore.LoadError) in try record(name, id: segments[1]) }
            case ("GET", 3):
                let key = PlaceholderResource.foreignKey(parent: segments[0])
                let query = request.query.filter { $0.name != key } + [QueryItem(name: key, value: segments[1])]
                return try reading { () throws(FixtureStore.LoadError) in try list(name, query: query, url: url) }
            case ("POST", 1):
                return try create(in: name, request: request, origin: origin, parent: nil)
            case ("POST", 3):
                let parent = (PlaceholderResource.foreignKey(parent: segments[0]), segments[1])
                return try create(in: name, request: request, origin: origin, parent: parent)
            case ("PUT", 2), ("PATCH", 2):
                return try update(name, id: segments[1], request: request)
            case ("DELETE", 2):
                try store.delete(id: segments[1], in: name)
                return .json(.object([]))
            default:
                return notFound
            }
        } catch {
            switch error {
            case .load(let error):
                return Self.failure(error)
            case .full(let limit):
                let message =
                    "The demo server keeps at most \(limit / (1024 * 1024)) MB of changes, and this one would pass that;"
                    + " restart it to start over"
                return .json(.object([JSONMember(key: "error", value: .string(message))]), status: 507)
            }
        }
    }

    /// `text` with the characters HTML gives a meaning to escaped.
    private static func escapingHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// 500 saying which file could not be read and why.
    private static func failure(_ error: FixtureStore.LoadError) -> HTTPResponse {
        .json(.object([JSONMember(key: "error", value: .string(error.message))]), status: 500)
    }

    private var notFound: HTTPResponse { .json(.object([]), status: 404) }

    /// Runs a read, its failure as a write's.
    private func reading(_ read: () throws(FixtureStore.LoadError) -> HTTPResponse) throws(FixtureStore.WriteError)
        -> HTTPResponse
    {
        do {
            return try read()
        } catch {
            throw .load(error)
        }
    }

    /// A list: the file as it is when nothing filters or changed it, else the records that pass the
    /// filters, streamed from the file and the kept writes; sliced when the query asks for a page or
    /// range. `url` is the request's absolute URL.
    private func list(_ resource: String, query: [QueryItem], url: String) throws(FixtureStore.LoadError)
        -> HTTPResponse
    {
        let snapshot = try store.snapshot(of: resource)
        let listQuery: ListQuery
        do {
            listQuery = try ListQuery(query: query)
        } catch {
            return .errorPage(
                status: 500, message: "SyntaxError: Invalid regular expression: /\(Self.escapingHTML(error.pattern))/")
        }
        let pagination = Pagination(query: query)
        if listQuery.isEmpty, pagination == nil, snapshot.changes.isEmpty, let file = snapshot.file {
            return HTTPResponse(status: 200, body: file.wholeBody)
        }
        if listQuery.isEmpty, snapshot.changes.leavesFileRecordsAlone, let pagination, let file = snapshot.file,
            let page = try leadingPage(pagination, of: file)
        {
            return page
        }
        var entries = try listQuery.apply(to: snapshot.entries(), in: snapshot)
        var headers: [HeaderField] = []
        if let pagination {
            let count = entries.recordCount
            entries = entries.slice(pagination.range(count: count))
            headers = pagination.headers(count: count, url: url)
        }
        return HTTPResponse(
            status: 200, headers: headers, body: .stream(try RecordListBody(entries: entries, file: snapshot.file)))
    }

    /// A slice of the file's first elements, answered after scanning only as far as its end, while
    /// the file's length is not known yet: so without X-Total-Count and Link, which json-server
    /// always sends but which take a scan of the whole file. Nil when the slice depends on the
    /// length or the length is known (then the list is answered as usual, with the headers). A
    /// small file is scanned whole at once, so its pages always carry them.
    private func leadingPage(_ pagination: Pagination, of file: CollectionFile) throws(FixtureStore.LoadError)
        -> HTTPResponse?
    {
        guard let end = pagination.leadingElements else { return nil }
        let index = try file.elementIndex(coveringFirst: file.isSmall ? .max : end)
        guard !index.isComplete else { return nil }
        let entries = [ListEntry.fileElements(0..<index.count)].slice(pagination.range(count: index.count))
        return HTTPResponse(status: 200, body: .stream(try RecordListBody(entries: entries, file: file)))
    }

    private func record(_ resource: String, id: String) throws(FixtureStore.LoadError) -> HTTPResponse {
        guard let record = try store.snapshot(of: resource).record(id: id) else { return notFound }
        return .json(record)
    }

    /// The request's body as json-server's body parser gives it: the object sent as JSON, else `{}`;
    /// nil when it claims to be JSON and is not.
    private func bodyObject(_ request: HTTPRequest) -> JSONValue? {
        let isJSON = request.header("content-type")?.lowercased().contains("json") ?? false
        guard isJSON, !request.body.isEmpty else { return .object([]) }
        guard let parsed = try? JSONParser.parse(request.body) else { return nil }
        if case .object = parsed { return parsed }
        return .object([])
    }

    private var invalidJSON: HTTPResponse {
        .json(.object([JSONMember(key: "error", value: .string("request body is not valid JSON"))]), status: 400)
    }

    private func create(
        in resource: String, request: HTTPRequest, origin: String, parent: (key: String, value: String)?
    ) throws(FixtureStore.WriteError) -> HTTPResponse {
        guard var body = bodyObject(request) else { return invalidJSON }
        if let parent { body = body.setting(parent.key, to: .string(parent.value)) }
        let stored = try store.create(body, in: resource)
        var response = HTTPResponse.json(stored, status: 201)
        let id = stored["id"]?.javaScriptText ?? ""
        response.headers.append(HeaderField(name: "Access-Control-Expose-Headers", value: "Location"))
        response.headers.append(HeaderField(name: "Location", value: "\(origin)\(request.path)/\(id)"))
        return response
    }

    /// PUT replaces the record (keeping its id); PATCH sets the members sent over it, and answers
    /// with the id sent when there is one (the stored record keeps its id).
    private func update(_ resource: String, id: String, request: HTTPRequest) throws(FixtureStore.WriteError)
        -> HTTPResponse
    {
        guard let body = bodyObject(request) else { return invalidJSON }
        if request.method == "PUT" {
            guard let stored = try store.replace(id: id, with: body, in: resource) else { return .missingRecordForPUT }
            return .json(stored)
        }
        guard let stored = try store.merge(id: id, with: body, in: resource) else { return .json(body) }
        return .json(body["id"].map { stored.setting("id", to: $0) } ?? stored)
    }
}
