// FaultPlanParser: the text form of a FaultPlan, used by `demo-server --fault SPEC`.
//
// Grammar (whitespace around tokens is ignored):
//   plan    = rule *( ";" rule )
//   rule    = [ METHOD SP ] prefix "=" effect *( "," effect )
//   effect  = "delay:" MS                 added latency in milliseconds
//           | "status:" CODE              answer CODE (body "{}" unless body: is given)
//           | "retry-after:" SECONDS      with status: add a Retry-After header
//           | "truncate"                  declared Content-Length, half the body, then close
//           | "malformed"                 invalid JSON
//           | "wrong-shape"               valid JSON of the wrong shape
//           | "empty"                     200 with an empty body
//           | "huge:" MB                  a valid JSON body of about MB megabytes
//           | "drop"                      close after reading the request
//           | "hang"                      never answer
//           | "drip:" MS                  send one byte every MS milliseconds
//           | "rate:" KB                  send about KB kilobytes a second
//           | "times:" K                  only the first K matching requests, then succeed
//           | "body:" TEXT                with status: the body; must come last, takes the rest
//                                         of the rule (commas included)
// At most one of status/truncate/malformed/wrong-shape/empty/huge/drop/hang/drip/rate per rule.
// Examples: "/users=status:500"  "GET /posts=delay:300,status:503,retry-after:2,times:2"
//           "/data/2.5/weather=status:429,body:{\"cod\":429,\"message\":\"slow down\"}"

/// A fault spec that does not follow the grammar; `description` says where and why.
public struct FaultPlanParseError: Error, Equatable, CustomStringConvertible {
    /// A one-line explanation naming the offending part of the spec.
    public var description: String
}

extension FaultPlan {
    /// Parses a plan written in the grammar documented in `FaultPlanParser.swift`.
    public init(parsing spec: String) throws(FaultPlanParseError) {
        var rules: [FaultRule] = []
        for ruleText in Self.splitRules(spec) {
            rules.append(try Self.parseRule(ruleText))
        }
        guard !rules.isEmpty else { throw FaultPlanParseError(description: "empty fault spec") }
        self.init(rules)
    }

    /// Splits on ";" except inside a trailing `body:` (which takes the rest of its rule).
    private static func splitRules(_ spec: String) -> [String] {
        var rules: [String] = []
        var current = ""
        for character in spec {
            if character == ";" && !current.contains("body:") {
                rules.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        rules.append(current)
        return rules.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    private static func parseRule(_ text: String) throws(FaultPlanParseError) -> FaultRule {
        guard let equals = text.firstIndex(of: "=") else {
            throw FaultPlanParseError(description: "fault rule '\(text)' needs PREFIX=EFFECT")
        }
        let target = text[..<equals].trimmingWhitespace()
        let words = target.split(separator: " ", omittingEmptySubsequences: true)
        var method: String?
        let prefix: String
        switch words.count {
        case 1: prefix = String(words[0])
        case 2:
            method = words[0].uppercased()
            prefix = String(words[1])
        default:
            throw FaultPlanParseError(description: "fault rule '\(text)': expected '[METHOD] /prefix' before '='")
        }
        guard prefix.hasPrefix("/") else {
            throw FaultPlanParseError(description: "fault rule '\(text)': prefix '\(prefix)' must start with '/'")
        }
        var rule = FaultRule(method: method, pathPrefix: prefix)
        var retryAfter: Int?
        var body: String?
        var remaining = Substring(text[text.index(after: equals)...])
        while !remaining.isEmpty {
            let trimmed = remaining.drop { $0 == " " }
            if trimmed.hasPrefix("body:") {
                body = String(trimmed.dropFirst("body:".count))
                break
            }
            let comma = trimmed.firstIndex(of: ",") ?? trimmed.endIndex
            let effect = trimmed[..<comma].trimmingWhitespace()
            remaining = comma == trimmed.endIndex ? "" : trimmed[trimmed.index(after: comma)...]
            try apply(effect, to: &rule, retryAfter: &retryAfter, ruleText: text)
        }
        if retryAfter != nil || body != nil {
            guard case .status(let code, _, _) = rule.fault else {
                throw FaultPlanParseError(description: "fault rule '\(text)': retry-after and body need status:CODE")
            }
            rule.fault = .status(code, retryAfter: retryAfter, body: body)
        }
        guard rule.fault != nil || rule.delayMilliseconds > 0 else {
            throw FaultPlanParseError(description: "fault rule '\(text)' has no effect")
        }
        return rule
    }

    private static func apply(
        _ effect: String, to rule: inout FaultRule, retryAfter: inout Int?, ruleText: String
    ) throws(FaultPlanParseError) {
        let parts = effect.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace() }
        let name = parts.first?.lowercased() ?? ""
        let argument = parts.count == 2 ? parts[1] : nil
        func number(_ range: ClosedRange<Int>) throws(FaultPlanParseError) -> Int {
            guard let argument, let value = Int(argument), range.contains(value) else {
                throw FaultPlanParseError(
                    description:
                        "fault rule '\(ruleText)': '\(effect)' needs a number in \(range.lowerBound)...\(range.upperBound)"
                )
            }
            return value
        }
        func noArgument() throws(FaultPlanParseError) {
            guard argument == nil else {
                throw FaultPlanParseError(description: "fault rule '\(ruleText)': '\(name)' takes no value")
            }
        }
        var fault: Fault?
        switch name {
        case "delay": rule.delayMilliseconds = try number(0...600_000)
        case "times": rule.limit = try number(1...1_000_000)
        case "retry-after": retryAfter = try number(0...86_400)
        case "status": fault = .status(try number(100...599))
        case "huge": fault = .hugeBody(megabytes: try number(1...4096))
        case "drip": fault = .slowDrip(intervalMilliseconds: try number(1...60_000))
        case "rate": fault = .throttled(kilobytesPerSecond: try number(1...1_000_000))
        case "truncate":
            try noArgument()
            fault = .truncatedBody
        case "malformed":
            try noArgument()
            fault = .malformedJSON
        case "wrong-shape":
            try noArgument()
            fault = .wrongShape
        case "empty":
            try noArgument()
            fault = .emptyBody
        case "drop":
            try noArgument()
            fault = .dropConnection
        case "hang":
            try noArgument()
            fault = .hang
        default:
            throw FaultPlanParseError(description: "fault rule '\(ruleText)': unknown effect '\(effect)'")
        }
        if let fault {
            guard rule.fault == nil else {
                throw FaultPlanParseError(description: "fault rule '\(ruleText)': more than one fault ('\(name)')")
            }
            rule.fault = fault
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
