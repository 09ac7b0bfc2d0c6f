import Testing
@testable import ViewModels

@Test func ViewModelsModuleBuilds() { #expect(Bool(true)) }
