import Testing
@testable import Views

@Test func ViewsModuleBuilds() { #expect(Bool(true)) }
