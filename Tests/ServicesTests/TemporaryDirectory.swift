// A fresh directory per test under the system temp folder, removed when the value goes away.
import Foundation

/// A unique temporary directory.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("users-tui-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the directory.
    func appending(_ component: String) -> URL { url.appendingPathComponent(component) }
}
