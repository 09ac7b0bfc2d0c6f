import Testing
@testable import Models

@Test func ModelsModuleBuilds() { #expect(Bool(true)) }
