// The URLSession configuration every exchange uses: no URL cache, no cookies, no credential
// store, nothing kept on disk (the app has its own cache).
//
// swift-corelibs-foundation builds every configuration from `URLSessionConfiguration.default`,
// which creates the process-wide `HTTPCookieStorage.shared` (a folder named after the binary's
// directory under `$XDG_DATA_HOME`, e.g. `~/.local/share/release`) and `URLCache.shared`
// (`~/.cache/org.swift.foundation.URLCache/<name>`); `.ephemeral` then makes another disk-backed
// URLCache of its own. So the template is built once with both base folders pointing at a path
// where no folder can be made, and every session gets a copy of it.
import Foundation
import Glibc

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Session configurations that write nothing to disk.
enum SessionConfiguration {
    /// A configuration with no cache, cookies or credentials, and URLSession's own timeouts at
    /// least `timeout` seconds (the precise ones are `APIService`'s).
    static func make(timeout: TimeInterval) -> URLSessionConfiguration {
        // The template is never changed after it is built; a copy of a configuration is one.
        let configuration = template.copy() as! URLSessionConfiguration
        configuration.timeoutIntervalForRequest = backstop(timeout)
        configuration.timeoutIntervalForResource = backstop(timeout)
        return configuration
    }

    /// A timeout for URLSession itself that never fires before `timeout`: swift-corelibs-foundation
    /// arms its timer for `Int(seconds) * 1000` ms, so 0.5 s would time out at once.
    static func backstop(_ timeout: TimeInterval) -> TimeInterval {
        guard timeout.isFinite, timeout < 86_400 else { return 86_400 }
        return max(0, timeout).rounded(.up) + 1
    }

    /// Environment variables that name the base folders Foundation's shared stores create.
    static let storageVariables = ["XDG_DATA_HOME", "XDG_CACHE_HOME"]

    private static let template: URLSessionConfiguration = withoutStorageFolders {
        URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: unusableFolder)
        let configuration = URLSessionConfiguration.default
        _ = HTTPCookieStorage.shared
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// A path under which no folder can be created (a character device is not a folder).
    private static let unusableFolder = "/dev/null"

    /// Runs `body` with the storage variables pointing at `unusableFolder`, then restores them.
    private static func withoutStorageFolders<T>(_ body: () -> T) -> T {
        let saved = storageVariables.map { name in (name, getenv(name).map { String(cString: $0) }) }
        for name in storageVariables { setenv(name, unusableFolder, 1) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }
}
