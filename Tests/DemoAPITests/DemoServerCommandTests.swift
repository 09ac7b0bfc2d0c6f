// DemoServerCommandTests: the `demo-server` command line.
import Foundation
import Synchronization
import Testing

@testable import DemoAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DemoServerCommandTests {
    @Test func parsesPortDataAndRepeatedFaults() throws {
        let options = try DemoServerCommand.parse([
            "--port", "8099", "--demo-data", "/tmp", "--fault", "/users=hang", "--fault", "/posts=status:500",
        ])
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

@Suite struct DemoServerCommandRunTests {
    /// A port that was free a moment ago.
    private func freePort() throws -> UInt16 {
        let probe = try DemoServer(fixturesDirectory: fixturesDirectory())
        try probe.start()
        defer { probe.stop() }
        return probe.port
    }

    @Test func servesUntilSIGTERMThenExits0() throws {
        let port = try freePort()
        let finished = DispatchSemaphore(value: 0)
        let result = Mutex<(thread: pthread_t?, status: Int32?)>((nil, nil))
        Thread.detachNewThread {
            result.withLock { $0.thread = pthread_self() }
            let status = DemoServerCommand.run(arguments: ["--port", String(port), "--fault", "/posts=status:503"])
            result.withLock { $0.status = status }
            finished.signal()
        }
        var served: RawResponse?
        _ = eventually {  // the command has started listening
            served = try? RawHTTPClient(port: port).readResponseAfterGet("/posts")
            return served != nil
        }
        #expect(served?.status == 503)
        let thread = try #require(result.withLock { $0.thread })
        pthread_kill(thread, SIGTERM)
        #expect(finished.wait(timeout: .now() + 5) == .success)
        #expect(result.withLock { $0.status } == 0)
    }
}

extension RawHTTPClient {
    /// Sends a GET that closes the connection and reads its response.
    func readResponseAfterGet(_ target: String) throws -> RawResponse {
        request("GET", target, headers: ["Connection": "close"])
        return try readResponse()
    }
}
