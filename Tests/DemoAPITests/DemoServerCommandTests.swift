// DemoServerCommandTests: the `demo-server` command line.
import Testing
@testable import DemoAPI

@Suite struct DemoServerCommandTests {
    @Test func parsesPortDataAndRepeatedFaults() throws {
        let options = try DemoServerCommand.parse(["--port", "8099", "--demo-data", "/tmp", "--fault", "/users=hang", "--fault", "/posts=status:500"])
        #expect(options.port == 8099)
        #expect(options.dataDirectory == "/tmp")
        #expect(options.faults.rules.map(\.pathPrefix) == ["/users", "/posts"])
    }

    @Test func defaultsAreAnEphemeralPortAndNoFaults() throws {
        #expect(try DemoServerCommand.parse([]) == DemoServerCommand.Options())
    }

    @Test(arguments: [
        (["--port"], "--port needs a value"),
        (["--port", "http"], "--port: 'http' is not a port number"),
        (["--port", "70000"], "--port: '70000' is not a port number"),
        (["--demo-data", "/nonexistent-folder"], "--demo-data: '/nonexistent-folder' is not a folder"),
        (["--fault", "nope"], "--fault: fault rule 'nope' needs PREFIX=EFFECT"),
        (["--verbose"], "unknown argument '--verbose'"),
    ])
    func badArgumentsAreNamed(_ arguments: [String], _ message: String) {
        #expect(throws: DemoServerCommand.UsageError(message: message)) { try DemoServerCommand.parse(arguments) }
    }

    @Test func badArgumentsExitWithStatus2AndHelpWith0() {
        #expect(DemoServerCommand.run(arguments: ["--bogus"]) == 2)
        #expect(DemoServerCommand.run(arguments: ["--help"]) == 0)
    }
}
