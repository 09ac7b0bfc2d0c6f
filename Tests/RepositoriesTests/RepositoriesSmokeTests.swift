import Testing
@testable import Repositories

@Test func RepositoriesModuleBuilds() { #expect(Bool(true)) }
