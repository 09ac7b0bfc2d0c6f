// FaultPlanParsingTests: the `--fault` grammar, its examples and its error messages.
import Testing

@testable import DemoAPI

@Suite struct FaultPlanParsingTests {
    @Test func simpleStatus() throws {
        #expect(
            try FaultPlan(parsing: "/users=status:500")
                == FaultPlan([FaultRule(pathPrefix: "/users", fault: .status(500))]))
    }

    @Test func methodDelayStatusRetryAfterAndTimes() throws {
        let plan = try FaultPlan(parsing: "get /posts = delay:300, status:503, retry-after:2, times:2")
        #expect(
            plan.rules == [
                FaultRule(
                    method: "GET", pathPrefix: "/posts", delayMilliseconds: 300,
                    fault: .status(503, retryAfter: 2), limit: 2)
            ])
    }

    @Test func bodyTakesTheRestOfTheRuleIncludingCommasAndSemicolons() throws {
        let plan = try FaultPlan(parsing: #"/data/2.5/weather=status:429,body:{"cod":429,"message":"a;b"}"#)
        #expect(plan.rules.first?.fault == .status(429, body: #"{"cod":429,"message":"a;b"}"#))
    }

    @Test func severalRulesSeparatedBySemicolons() throws {
        let plan = try FaultPlan(parsing: "/users=hang; /posts=drip:5 ;/comments=delay:10")
        #expect(plan.rules.map(\.pathPrefix) == ["/users", "/posts", "/comments"])
        #expect(plan.rules.map(\.fault) == [.hang, .slowDrip(intervalMilliseconds: 5), nil])
    }

    @Test(arguments: [
        ("truncate", Fault.truncatedBody), ("malformed", .malformedJSON), ("wrong-shape", .wrongShape),
        ("empty", .emptyBody), ("huge:5", .hugeBody(megabytes: 5)), ("drop", .dropConnection),
        ("hang", .hang), ("drip:20", .slowDrip(intervalMilliseconds: 20)),
        ("rate:40", .throttled(kilobytesPerSecond: 40)),
    ])
    func everyFaultKeyword(_ effect: String, _ fault: Fault) throws {
        #expect(try FaultPlan(parsing: "/x=\(effect)").rules.first?.fault == fault)
    }

    @Test(arguments: [
        ("", "empty fault spec"),
        ("/users", "fault rule '/users' needs PREFIX=EFFECT"),
        ("users=status:500", "fault rule 'users=status:500': prefix 'users' must start with '/'"),
        ("/users=status:abc", "fault rule '/users=status:abc': 'status:abc' needs a number in 100...599"),
        ("/users=explode", "fault rule '/users=explode': unknown effect 'explode'"),
        ("/users=hang,drop", "fault rule '/users=hang,drop': more than one fault ('drop')"),
        ("/users=retry-after:3", "fault rule '/users=retry-after:3': retry-after and body need status:CODE"),
        ("/users=times:2", "fault rule '/users=times:2' has no effect"),
        ("/users=hang:3", "fault rule '/users=hang:3': 'hang' takes no value"),
        ("GET POST /users=hang", "fault rule 'GET POST /users=hang': expected '[METHOD] /prefix' before '='"),
    ])
    func invalidSpecsAreRejectedWithAMessage(_ spec: String, _ message: String) {
        #expect(throws: FaultPlanParseError(description: message)) { try FaultPlan(parsing: spec) }
    }

    @Test func firstMatchingRuleWinsAndUsedUpRulesFallThrough() throws {
        let server = try startedServer(faults: FaultPlan(parsing: "/users/1=status:418,times:1;/users=status:500"))
        defer { server.stop() }
        #expect(try get(server, "/users/1").status == 418)
        #expect(try get(server, "/users/1").status == 500)
        #expect(try get(server, "/users/2").status == 500)
    }
}
