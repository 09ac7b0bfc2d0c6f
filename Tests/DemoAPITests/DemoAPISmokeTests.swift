import Testing
@testable import DemoAPI

@Test func DemoAPIModuleBuilds() { #expect(Bool(true)) }
