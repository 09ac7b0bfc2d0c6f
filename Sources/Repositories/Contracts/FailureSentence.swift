// Any error from the layers below in plain words: the app's own errors say what they mean, and
// everything else (Foundation's NSError, URLError, POSIX errors, decoding errors) is mapped to a
// sentence, so raw text such as `Error Domain=NSCocoaErrorDomain Code=642` never reaches the screen.
import Foundation
import Services

/// Turns errors into sentences for the status bar.
public enum FailureSentence {
    /// A plain sentence for `error`.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as NetworkError: return error.userMessage
        case let error as CacheError: return error.userMessage
        case let error as RepositoryError: return error.userMessage
        case is DecodingError: return NetworkError.decoding(error).userMessage
        case let error as CocoaError where (error as NSError).domain == NSCocoaErrorDomain:
            return fileSentence(code: error.code.rawValue, path: error.filePath)
        case let error as URLError: return NetworkError(error).userMessage
        case let error as POSIXError: return "A system call failed: \(String(cString: strerror(error.code.rawValue)))."
        case is CancellationError: return NetworkError.cancelled.userMessage
        default: break
        }
        let text = String(describing: error)
        if let localized = error as? any LocalizedError, let description = localized.errorDescription,
            !looksRaw(description)
        {
            return Redactor.redact(description)
        }
        guard !looksRaw(text) else {
            let bridged = error as NSError
            return bridged.domain == NSCocoaErrorDomain
                ? fileSentence(code: bridged.code, path: nil)
                : "Something went wrong (\(bridged.domain) \(bridged.code))."
        }
        return Redactor.redact(text)
    }

    /// Whether `text` is Foundation's debug form of an error rather than words for a person.
    static func looksRaw(_ text: String) -> Bool {
        text.contains("Error Domain=") || text.contains("UserInfo=")
            || text.hasPrefix("The operation could not be completed")
    }

    /// A file operation's failure in words, by Cocoa error code.
    static func fileSentence(code: Int, path: String?) -> String {
        let place = path.map { " (\(Redactor.redact($0)))" } ?? ""
        switch code {
        case 4, 260: return "A file or folder the app needs does not exist\(place)."
        case 257, 513: return "Permission denied for a file or folder the app needs\(place)."
        case 516: return "Something is in the way where the app keeps its files\(place)."
        case 640: return "The disk is full\(place)."
        case 642: return "The disk is read-only\(place)."
        case 514, 258: return "A file name is not valid\(place)."
        default: return "A file operation failed\(place) (code \(code))."
        }
    }
}
