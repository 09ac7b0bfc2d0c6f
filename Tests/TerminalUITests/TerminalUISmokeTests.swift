import Testing
@testable import TerminalUI

@Test func TerminalUIModuleBuilds() { #expect(Bool(true)) }
