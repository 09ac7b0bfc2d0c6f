// PlaceholderRoutes: the JSONPlaceholder-compatible routes (json-server 0.16 behaviour):
//   GET  /users /posts /comments            list, filtered by query keys that are record fields,
//                                           sliced by _page/_limit or _start/_end/_limit (Pagination)
//   GET  /users/:id /posts/:id /comments/:id one record, 404 `{}` when missing
//   GET  /users/:id/posts /posts/:id/comments /users/:id/comments   nested lists, filtered and sliced
//   POST /users /posts /comments            201 {...body, "id": max+1}, Location header
//   POST /users/:id/posts /posts/:id/comments  the same with "userId"/"postId" set to the id string
// Every 200 answer to a GET has an ETag and honours If-None-Match (ConditionalGET). An unfiltered
// list of an unmodified collection is the file itself, sent from disk; a slice of it is read
// through the file's element index, never parsing the file.

/// Answers JSONPlaceholder routes from a `FixtureStore`.
struct PlaceholderRoutes: Sendable {
    /// The collections served.
    static let resources = ["users", "posts", "comments"]

    let store: FixtureStore

    /// The response, or nil when `request` is not one of these routes.
    func respond(to request: HTTPRequest, origin: String) -> HTTPResponse? {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let resource = segments.first, Self.resources.contains(resource), segments.count <= 3 else { return nil }
        let response = answer(request, segments: segments, origin: origin)
        guard request.method == "GET", response.status == 200 else { return response }
        return response.answeringConditionalGET(ifNoneMatch: request.header("if-none-match"))
    }

    /// The answer to a request for one of these routes, before If-None-Match is looked at.
    private func answer(_ request: HTTPRequest, segments: [String], origin: String) -> HTTPResponse {
        let resource = segments[0]
        let url = origin + request.target
        do {
            switch (request.method, segments.count) {
            case ("GET", 1):
                return try list(resource, query: request.query, url: url)
            case ("GET", 2):
                return try record(resource, id: segments[1])
            case ("GET", 3):
                guard let key = Self.foreignKey(parent: resource, child: segments[2]) else { return notFound }
                return try list(segments[2], query: [QueryItem(name: key, value: segments[1])] + request.query, url: url)
            case ("POST", 1):
                return try create(in: resource, request: request, origin: origin, extra: nil)
            case ("POST", 3):
                guard let key = Self.foreignKey(parent: resource, child: segments[2]) else { return notFound }
                return try create(in: segments[2], request: request, origin: origin, extra: (key, segments[1]))
            default:
                return notFound
            }
        } catch {
            return .json(.object([JSONMember(key: "error", value: .string(error.message))]), status: 500)
        }
    }

    private var notFound: HTTPResponse { .json(.object([]), status: 404) }

    /// `userId` for `/users/:id/posts`, `postId` for `/posts/:id/comments`; nil for unknown children.
    static func foreignKey(parent: String, child: String) -> String? {
        guard resources.contains(child), parent != child else { return nil }
        return String(parent.dropLast()) + "Id"
    }

    /// A list: the file as it is when nothing filters or changed it, else the records that pass the
    /// filters; sliced when the query asks for a page or range. `url` is the request's absolute URL.
    private func list(_ resource: String, query: [QueryItem], url: String) throws(FixtureStore.LoadError) -> HTTPResponse {
        let filters = query.filter { !$0.name.hasPrefix("_") }
        let pagination = Pagination(query: query)
        if filters.isEmpty, let file = try store.unmodifiedFile(of: resource) {
            guard let pagination else { return HTTPResponse(status: 200, body: file.wholeBody) }
            let count = try file.elementCount()
            let slice = try file.arrayText(of: pagination.range(count: count))
            return HTTPResponse(status: 200, headers: pagination.headers(count: count, url: url), body: .bytes(slice))
        }
        var items = try store.items(of: resource)
        let fields = Set(items.first?.members?.map(\.key) ?? [])
        let applicable = Dictionary(grouping: filters.filter { fields.contains($0.name) }, by: \.name)
        for (field, wanted) in applicable {
            let values = Set(wanted.map(\.value))
            items = items.filter { item in item[field]?.filterText.map(values.contains) ?? false }
        }
        guard let pagination else { return .json(.array(items)) }
        var response = HTTPResponse.json(.array(Array(items[pagination.range(count: items.count)])))
        response.headers = pagination.headers(count: items.count, url: url)
        return response
    }

    private func record(_ resource: String, id: String) throws(FixtureStore.LoadError) -> HTTPResponse {
        guard let item = try store.items(of: resource).first(where: { $0["id"]?.filterText == id }) else {
            return notFound
        }
        return .json(item)
    }

    private func create(
        in resource: String, request: HTTPRequest, origin: String, extra: (key: String, value: String)?
    ) throws(FixtureStore.LoadError) -> HTTPResponse {
        var body = JSONValue.object([])
        let isJSON = request.header("content-type")?.lowercased().contains("json") ?? false
        if isJSON, !request.body.isEmpty {
            guard let parsed = try? JSONParser.parse(request.body) else {
                return .json(.object([JSONMember(key: "error", value: .string("request body is not valid JSON"))]), status: 400)
            }
            if case .object = parsed { body = parsed }
        }
        if let extra { body = body.setting(extra.key, to: .string(extra.value)) }
        let stored = try store.create(body, in: resource)
        var response = HTTPResponse.json(stored, status: 201)
        let id = stored["id"]?.filterText ?? ""
        response.headers.append(HeaderField(name: "Location", value: "\(origin)\(request.path)/\(id)"))
        return response
    }
}
