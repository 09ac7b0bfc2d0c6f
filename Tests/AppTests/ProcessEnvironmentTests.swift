// The environment read from `environ` is the one Foundation reads.
import Foundation
import Testing

@testable import users_tui

struct ProcessEnvironmentTests {
    @Test func theEnvironmentIsFoundationsOwn() {
        let read = ProcessEnvironment.read()
        #expect(!read.isEmpty)
        #expect(read == ProcessInfo.processInfo.environment)
    }
}
