// Endpoints of any REST collection of the JSONPlaceholder-style API (json-server rules): the
// whole collection, a page of it, the part nested under a parent item and a page of that, and
// one item's POST, PUT, PATCH and DELETE.
import Foundation

extension Endpoint {
    /// `GET /{collection}`: every item (a list, which may be large).
    public static func collection(_ name: String) -> Endpoint { Endpoint(path: "/\(name)", kind: .list) }

    /// `GET /{collection}?_start=&_limit=`: `limit` items from index `start`; the answer's
    /// `X-Total-Count` header says how many there are in all.
    public static func collection(_ name: String, start: Int, limit: Int) -> Endpoint {
        page(of: "/\(name)", start: start, limit: limit)
    }

    /// `GET /{parent}/{id}/{collection}`: the items that belong to one parent item (a list).
    public static func collection(_ name: String, under parent: String, id: Int) -> Endpoint {
        Endpoint(path: "/\(parent)/\(id)/\(name)", kind: .list)
    }

    /// `GET /{parent}/{id}/{collection}?_start=&_limit=`: `limit` of one parent item's items from
    /// index `start`, with the `X-Total-Count` of all of them, as for a whole collection.
    public static func collection(_ name: String, under parent: String, id: Int, start: Int, limit: Int) -> Endpoint {
        page(of: "/\(parent)/\(id)/\(name)", start: start, limit: limit)
    }

    /// `limit` items of the list at `path` from index `start` (json-server's `_start` and `_limit`).
    private static func page(of path: String, start: Int, limit: Int) -> Endpoint {
        Endpoint(
            path: path,
            queryItems: [
                URLQueryItem(name: "_start", value: String(start)),
                URLQueryItem(name: "_limit", value: String(limit)),
            ])
    }

    /// `POST /{collection}` with `body` (a JSON object without an id).
    public static func create(in name: String, body: Data) -> Endpoint {
        jsonRequest(path: "/\(name)", method: .post, body: body)
    }

    /// `PUT /{collection}/{id}` with the whole item, or `PATCH` with some of its fields.
    public static func update(_ method: HTTPMethod, in name: String, id: Int, body: Data) -> Endpoint {
        jsonRequest(path: "/\(name)/\(id)", method: method, body: body)
    }

    /// `DELETE /{collection}/{id}`.
    public static func delete(from name: String, id: Int) -> Endpoint {
        Endpoint(path: "/\(name)/\(id)", method: .delete)
    }

    private static func jsonRequest(path: String, method: HTTPMethod, body: Data) -> Endpoint {
        Endpoint(path: path, method: method, body: body, headers: ["Content-Type": "application/json; charset=utf-8"])
    }
}
