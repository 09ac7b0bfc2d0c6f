// Every error becomes a plain sentence: Foundation's raw `Error Domain=...` text never does.
import Foundation
import Models
import Repositories
import Services
import Testing

private struct Opaque: Error {}

@Test(arguments: [
    (CocoaError(.fileWriteVolumeReadOnly) as any Error, "The disk is read-only."),
    (CocoaError(.fileWriteOutOfSpace) as any Error, "The disk is full."),
    (CocoaError(.fileNoSuchFile) as any Error, "A file or folder the app needs does not exist."),
    (CocoaError(.fileWriteNoPermission) as any Error, "Permission denied for a file or folder the app needs."),
    (NSError(domain: NSCocoaErrorDomain, code: 642) as any Error, "The disk is read-only."),
    (NSError(domain: "SomeDomain", code: 7) as any Error, "Something went wrong (SomeDomain 7)."),
    (
        URLError(.httpTooManyRedirects, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "http://h/users")!])
            as any Error,
        "The server redirected /users too many times (a redirect loop)."
    ),
    (
        URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "http://h:1/users")!])
            as any Error,
        "Cannot connect to h. Check the network connection or the server address."
    ),
    (
        RepositoryError.notCached(what: "users") as any Error,
        "No cached users yet; connect to the network once to load them."
    ),
    (
        CacheError.notARegularFile(path: "/c/e") as any Error,
        "The cache file /c/e is not a regular file, so it is not read."
    ),
    (
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
            as any Error,
        "The server sent data the app cannot read: the body is not valid JSON"
    ),
])
func errorsBecomePlainSentences(error: any Error, sentence: String) {
    #expect(FailureSentence.describe(error) == sentence)
}

@Test func noSentenceCarriesFoundationsRawErrorText() {
    let errors: [any Error] = [
        CocoaError(.fileWriteUnknown), NSError(domain: NSCocoaErrorDomain, code: 99_999),
        NSError(domain: NSPOSIXErrorDomain, code: 5), URLError(.unknown), Opaque(),
        POSIXError(.EROFS),
    ]
    for error in errors {
        let sentence = FailureSentence.describe(error)
        #expect(!sentence.contains("Error Domain="), "\(sentence)")
        #expect(!sentence.contains("UserInfo="), "\(sentence)")
        #expect(!sentence.isEmpty)
    }
}

@Test func aRecentCitiesFolderOnABrokenPathSaysSoInWords() async throws {
    let store = FileRecentCitiesStore(directory: URL(fileURLWithPath: "/dev/null/users-tui"))
    do {
        try await store.save([WeatherPlace(named: "Paris")])
        Issue.record("saving under /dev/null cannot work")
    } catch {
        let sentence = FailureSentence.describe(error)
        #expect(sentence.hasPrefix("Cannot keep recent cities in /dev/null/users-tui: "))
        #expect(!sentence.contains("Error Domain="))
    }
}
