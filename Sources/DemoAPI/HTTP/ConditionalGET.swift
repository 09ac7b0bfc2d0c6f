// ConditionalGET: a 200 answer to a GET carries its ETag, and becomes 304 Not Modified (no body)
// when the request's If-None-Match names that tag.

extension HTTPResponse {
    /// This 200 answer with an `ETag` header; a 304 with the same headers and no body when
    /// `ifNoneMatch` (the request's `If-None-Match` value) matches the tag.
    func answeringConditionalGET(ifNoneMatch: String?) -> HTTPResponse {
        let tag = body.entityTag
        var response = self
        response.headers.append(HeaderField(name: "ETag", value: tag.headerValue))
        if let ifNoneMatch, tag.isMatched(byIfNoneMatch: ifNoneMatch) {
            response.status = 304
            response.body = .bytes([])
        }
        return response
    }
}
