// Numbers from response headers are range-checked where they become numbers: extreme,
// negative, fractional or non-numeric values are refused (nil), never trusted or trapped on.
import Foundation
import Testing

@testable import Services

@Test(
    arguments: [
        ("0", 0), ("42", 42), (" 7 ", 7), ("9223372036854775807", Int.max),
        ("9223372036854775808", nil), ("18446744073709551616", nil), ("1e19", nil), ("1e400", nil), ("-1", nil),
        ("+5", nil), ("3.5", nil), ("NaN", nil), ("", nil), ("0x10", nil), ("١٢", nil),
    ] as [(String, Int?)])
func countsAreWholeNonNegativeNumbersThatFit(text: String, expected: Int?) {
    #expect(HeaderNumber.count(text) == expected)
    #expect(ResponseHead(status: 200, headers: ["content-length": text]).contentLength == expected)
}

@Test(
    arguments: [
        ("2", 2.0), ("0.5", 0.5), ("0", 0.0), ("1e400", nil), ("inf", nil), ("NaN", nil), ("-1", nil),
        ("Wed, 21 Oct 2015 07:28:00 GMT", nil), ("", nil), ("9223372036854775807", 9_223_372_036_854_775_807.0),
    ] as [(String, Double?)])
func retryAfterIsAFiniteNonNegativeNumberOfSeconds(text: String, expected: Double?) {
    #expect(ResponseHead(status: 429, headers: ["retry-after": text]).retryAfter == expected)
}

@Test func aHugeRetryAfterIsCappedByThePolicy() {
    let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.1, maxDelay: 5)
    let retryAfter = ResponseHead(status: 503, headers: ["retry-after": "9223372036854775807"]).retryAfter
    #expect(policy.delay(beforeRetry: 1, retryAfter: retryAfter) == 5)
    #expect(policy.delay(beforeRetry: Int.max, random: { 0 }) == 5, "backoff of a huge retry number stays capped")
}

@Test(arguments: [
    #"{"formatVersion":1,"storedAt":1e308,"payloadLength":2}"#,
    #"{"formatVersion":1,"storedAt":-1e300,"payloadLength":2}"#,
    #"{"formatVersion":1,"storedAt":1e400,"payloadLength":2}"#,
    #"{"formatVersion":1,"storedAt":1,"payloadLength":2,"itemCount":-5}"#,
    #"{"formatVersion":1,"storedAt":1,"payloadLength":1e19}"#,
    #"{"formatVersion":9223372036854775808,"storedAt":1,"payloadLength":2}"#,
])
func cacheHeadersWithOutOfRangeNumbersAreCorruptNotFreshForever(header: String) throws {
    let directory = try TemporaryDirectory()
    let cache = try JSONDiskCache(directory: directory.url)
    let path = directory.url.appendingPathComponent(cache.fileName(forKey: "users"))
    try Data((header + "\n[]").utf8).write(to: path)
    #expect(try cache.entry(forKey: "users") == nil)
    #expect(FileManager.default.fileExists(atPath: path.path + ".corrupt"))
}
