import Testing
@testable import Services

@Test func ServicesModuleBuilds() { #expect(Bool(true)) }
