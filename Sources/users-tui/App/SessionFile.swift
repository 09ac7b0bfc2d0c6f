// SessionFile: the saved session in `state.json` in the app's state folder, read back only
// up to a size limit and checked whole, written atomically (a temporary file renamed over it).
import Foundation
import JSONCore
import Services
import ViewModels

/// Why a saved session was not used, in words for the status line.
struct SessionFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    var description: String

    /// An error saying `description`.
    init(_ description: String) {
        self.description = description
    }
}

/// The session file.
struct SessionFile: Sendable {
    /// The largest file read (a session is a few hundred bytes).
    static let sizeLimit = 64 * 1024

    /// The file the session is kept in.
    let fileURL: URL

    /// A store keeping `state.json` in the folder at `directory`.
    init(directory: String) {
        fileURL = URL(fileURLWithPath: PathText.joining(directory, "state.json"))
    }

    /// The saved session; nil when none was saved. Throws `SessionFileError` when the file
    /// cannot be used: unreadable, not a regular file, too large, not JSON, of the wrong shape,
    /// or naming what `schema` does not have.
    func load(schema: SessionSchema) throws(SessionFileError) -> SavedSession? {
        let data: Data
        do {
            guard let contents = try AtomicFile.contents(of: fileURL, limit: Self.sizeLimit) else { return nil }
            data = contents
        } catch {
            throw SessionFileError(error.description)
        }
        let session: SavedSession
        do {
            session = try JSONDecoder().decode(SavedSession.self, from: data)
        } catch {
            throw SessionFileError(Self.describe(error))
        }
        if let problem = session.problem(in: schema) { throw SessionFileError(problem) }
        return session
    }

    /// Writes `session` atomically.
    func save(_ session: SavedSession) throws(SessionFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.write(try encoder.encode(session), to: fileURL)
        } catch let error as AtomicFile.Failure {
            throw SessionFileError(error.description)
        } catch {
            throw SessionFileError("cannot encode the session: \(error)")
        }
    }

    /// A decoding failure in a few words: `not JSON`, `lists.users.filter: expected a string`.
    private static func describe(_ error: any Error) -> String {
        guard case .decoding(let path, let description) = NetworkError.decoding(error) else { return "not readable" }
        if description.contains("not valid JSON") { return "not JSON" }
        return path.isEmpty ? description : "\(path): \(description)"
    }
}
