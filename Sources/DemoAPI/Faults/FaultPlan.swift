// FaultPlan: which requests the demo server misbehaves on, and how. Rules match by route prefix
// and optionally method; the first matching rule wins. See FaultPlanParser.swift for the text form.

/// One way of misbehaving when answering a request.
public enum Fault: Sendable, Equatable {
    /// Answer with `code`, an optional `Retry-After` (seconds) and `body` (default `{}`).
    case status(Int, retryAfter: Int? = nil, body: String? = nil)
    /// Declare the full `Content-Length`, send only the first half of the body, then close.
    case truncatedBody
    /// 200 with the first half of the real body as a complete (so unparsable) JSON text.
    case malformedJSON
    /// 200 with valid JSON of the wrong shape: an array becomes `{"data":[...]}`, an object `[{...}]`.
    case wrongShape
    /// 200 with `Content-Length: 0`.
    case emptyBody
    /// 200 with a valid JSON array of strings of about `megabytes` MB.
    case hugeBody(megabytes: Int)
    /// Read the request, then close the connection without answering.
    case dropConnection
    /// Read the request and never answer, until the client gives up or the server stops.
    case hang
    /// Send the real response one byte every `intervalMilliseconds`.
    case slowDrip(intervalMilliseconds: Int)
    /// Send the real response at about `kilobytesPerSecond` KB a second, a tenth of that every 100 ms.
    case throttled(kilobytesPerSecond: Int)
}

/// A rule: requests whose path starts with `pathPrefix` (whole segments) and whose method matches.
public struct FaultRule: Sendable, Equatable {
    /// Upper-case method to match, or nil for any.
    public var method: String?
    /// Route prefix, e.g. `/users` (matches `/users`, `/users/1`, `/users/1/posts`, not `/usersX`).
    public var pathPrefix: String
    /// Latency added before answering (also before a fault).
    public var delayMilliseconds: Int
    /// The fault, or nil for latency only.
    public var fault: Fault?
    /// Apply to the first `limit` matching requests only, then answer normally ("fail K, then succeed").
    public var limit: Int?

    /// A rule for `pathPrefix`; with no `fault` and no delay it matches but changes nothing.
    public init(
        method: String? = nil, pathPrefix: String, delayMilliseconds: Int = 0, fault: Fault? = nil, limit: Int? = nil
    ) {
        self.method = method?.uppercased()
        self.pathPrefix = pathPrefix
        self.delayMilliseconds = delayMilliseconds
        self.fault = fault
        self.limit = limit
    }

    /// Whether a request with `method` and `path` (no query) falls under this rule.
    public func matches(method: String, path: String) -> Bool {
        if let expected = self.method, expected != method.uppercased() { return false }
        if pathPrefix == "/" || pathPrefix.isEmpty || path == pathPrefix { return true }
        let prefix = pathPrefix.hasSuffix("/") ? pathPrefix : pathPrefix + "/"
        return path.hasPrefix(prefix)
    }
}

/// The faults a `DemoServer` injects; empty means a well-behaved server.
public struct FaultPlan: Sendable, Equatable {
    /// The rules, tried in order; the first match (that has not used up its `limit`) applies.
    public var rules: [FaultRule]

    /// A plan with `rules` (none by default).
    public init(_ rules: [FaultRule] = []) {
        self.rules = rules
    }

    /// The plan followed by `other`'s rules.
    public func merged(with other: FaultPlan) -> FaultPlan {
        FaultPlan(rules + other.rules)
    }
}
