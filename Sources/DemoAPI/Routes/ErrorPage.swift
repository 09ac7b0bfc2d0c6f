// ErrorPage: the HTML page Express answers a route that threw, which is what json-server 0.16 sends
// for a PUT of a record that does not exist.

extension HTTPResponse {
    /// 500 with Express's error page for `PUT /R/:id` when there is no such record: json-server
    /// reads the stored record's `id` and throws a TypeError.
    static var missingRecordForPUT: HTTPResponse {
        errorPage(
            status: 500,
            message: "TypeError: Cannot read property &#39;id&#39; of undefined"
                + "<br> &nbsp; &nbsp;at update (json-server/lib/server/router/plural.js)")
    }

    /// Express's default error page (`finalhandler`) for `status`, `message` already HTML-escaped.
    static func errorPage(status: Int, message: String) -> HTTPResponse {
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Error</title>
            </head>
            <body>
            <pre>\(message)</pre>
            </body>
            </html>

            """
        var response = HTTPResponse(status: status, body: .bytes(Array(page.utf8)))
        response.contentType = "text/html; charset=utf-8"
        return response
    }
}
