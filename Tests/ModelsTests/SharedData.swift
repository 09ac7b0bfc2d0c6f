// Locates the real API payloads in `shared/data` beside the repository clone (or above it).
import Foundation
import Testing

/// Reads files from the shared reference data folder.
enum SharedData {
    /// `shared/data` beside the repository clone, or beside a folder above it (a worktree may sit
    /// deeper than the clone); `<repo>/../shared/data` when there is none, for the error message.
    static let root: URL = {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // ModelsTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
        var folder = repository.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            let candidate = folder.appendingPathComponent("shared/data", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return repository.deletingLastPathComponent().appendingPathComponent("shared/data", isDirectory: true)
    }()

    /// The bytes of `relativePath` under the shared data folder; records a clear failure if missing.
    static func data(_ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let url = root.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record(
                "Shared reference data missing: \(url.path). Clone the project beside ../shared (CI always has it).",
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
