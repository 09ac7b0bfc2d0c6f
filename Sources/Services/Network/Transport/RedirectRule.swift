// Which redirects are followed: only those to the same origin (scheme, host and port), so a
// request, and any API key in its query, never reaches another host.
import Foundation

/// The same-origin rule for redirects.
enum RedirectRule {
    /// Whether `destination` has the scheme, host and port of `origin` (default ports filled in).
    static func isSameOrigin(_ destination: URL, _ origin: URL) -> Bool {
        guard let scheme = destination.scheme?.lowercased(), scheme == origin.scheme?.lowercased(),
            let host = destination.host?.lowercased(), host == origin.host?.lowercased()
        else { return false }
        return port(of: destination, scheme: scheme) == port(of: origin, scheme: scheme)
    }

    /// Where `destination` points, for a message: its host, with the port when one is given
    /// (never its path or query, which may hold a key).
    static func describe(_ destination: URL) -> String {
        let host = Redactor.redact(destination.host ?? destination.scheme ?? "an unknown address")
        return destination.port.map { "\(host):\($0)" } ?? host
    }

    private static func port(of url: URL, scheme: String) -> Int? {
        url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
}
