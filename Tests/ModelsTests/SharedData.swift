// Locates the real API payloads in `../shared/data` beside the repository clone.
import Foundation
import Testing

/// Reads files from the shared reference data folder.
enum SharedData {
    /// `<repo>/../shared/data`, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // ModelsTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // repository root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data", isDirectory: true)

    /// The bytes of `relativePath` under the shared data folder; records a clear failure if missing.
    static func data(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record("Shared reference data missing: \(url.path). Clone the project beside ../shared (CI always has it).",
                         sourceLocation: sourceLocation)
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// The names of the `.json` files in a shared data subfolder, sorted.
    static func jsonFiles(in folder: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let url = root.appendingPathComponent(folder, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            Issue.record("Shared reference data folder missing: \(url.path).", sourceLocation: sourceLocation)
            throw CocoaError(.fileNoSuchFile)
        }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
