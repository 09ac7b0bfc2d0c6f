// PathText: paths joined and standardized as text give what Foundation's URL gives for them.
import Foundation
import Testing

@testable import JSONCore

@Suite struct PathTextTests {
    @Test(arguments: [
        "/a/b/c", "/a//b/./c/", "/a/b/../c", "/a/b/../../c", "/../x", "/", "//", "/a/..", "/a/b/..",
        "/usr/bin/../share/users-tui/fixtures", "/é/ü/../ñ", "/a/./././b", "/a/b/c/../../..",
    ])
    func anAbsolutePathIsStandardizedAsFoundationDoes(path: String) {
        let foundation = URL(fileURLWithPath: path).standardizedFileURL.path
        #expect(PathText.standardized(path) == foundation)
    }

    @Test func aRelativePathKeepsWhatItCannotResolve() {
        #expect(PathText.standardized("a/./b/../c") == "a/c")
        #expect(PathText.standardized("../a/..") == "..")
        #expect(PathText.standardized("a/..") == ".")
        #expect(PathText.standardized("../../a") == "../../a")
        #expect(PathText.standardized("") == ".")
    }

    @Test func joiningAddsOneSlash() {
        #expect(PathText.joining("/a", "b") == "/a/b")
        #expect(PathText.joining("/a/", "b/c") == "/a/b/c")
        #expect(PathText.joining("", "b") == "b")
    }

    @Test func theParentOfAPathIsItsFolder() {
        #expect(PathText.parent(of: "/usr/bin/users-tui") == "/usr/bin")
        #expect(PathText.parent(of: "/usr/") == "/")
        #expect(PathText.parent(of: "/") == "/")
        #expect(PathText.parent(of: "/a/b/../c") == "/a")
        #expect(PathText.parent(of: "a") == ".")
    }
}
