import Testing
@testable import Injection

@Test func InjectionModuleBuilds() { #expect(Bool(true)) }
