// A list download's progress: by the elements read when the server said how many there are, by
// the body's announced length when it did not, at whole percents, and at most once in
// `ListDownload.progressInterval` however fast the body arrives (each report redraws the screen),
// but for the last, 99%, said at once.
import Foundation
import Models
import Services
import Synchronization
import Testing

@testable import Repositories

/// A clock that moves only when the test moves it.
private final class TestTime: Sendable {
    private let start = ContinuousClock.now
    private let elapsed = Mutex(Duration.zero)

    var now: ContinuousClock.Instant { start + elapsed.withLock { $0 } }

    func advance(by duration: Duration) { elapsed.withLock { $0 += duration } }
}

/// The fractions a download reported, in order.
private final class Reports: Sendable {
    private let fractions = Mutex<[Double]>([])

    var all: [Double] { fractions.withLock { $0 } }

    func append(_ fraction: Double) { fractions.withLock { $0.append(fraction) } }
}

/// Rows the download decodes: what the element is does not matter here.
private let decodeAny: StreamingListDecoder<Int>.ElementDecoder = { $0.count }

/// A JSON array of `count` equal objects, and the body split in ten pieces.
private func body(of count: Int) -> (whole: Data, pieces: [Data]) {
    let element = #"{"id":1,"title":"twenty characters!!"}"#
    let whole = Data(("[" + Array(repeating: element, count: count).joined(separator: ",") + "]").utf8)
    let size = whole.count / 10 + 1
    let pieces = stride(from: 0, to: whole.count, by: size).map { whole[$0..<min($0 + size, whole.count)] }
    return (whole, pieces.map { Data($0) })
}

/// A download of a body of `length` bytes (as `Content-Length` says, when given; `compressed`
/// says it is gzip on the wire) expecting `count` elements, its reports collected in `reports`.
private func download(
    expecting count: Int?, length: Int?, compressed: Bool = false, time: TestTime, reports: Reports
) throws -> ListDownload<Int> {
    let download = ListDownload<Int>(
        decodeElement: decodeAny, expectedCount: count, destination: nil,
        onProgress: { reports.append($0) }, now: { time.now })
    var headers = length.map { ["content-length": String($0)] } ?? [:]
    if compressed { headers["content-encoding"] = "gzip" }
    try download.begin(ResponseHead(status: 200, headers: headers))
    return download
}

@Test func withoutACountProgressIsTheShareOfTheAnnouncedBodyThatArrived() throws {
    let (whole, pieces) = body(of: 200)
    let time = TestTime()
    let reports = Reports()
    let list = try download(expecting: Int?.none, length: whole.count, time: time, reports: reports)
    var arrived = 0
    var expected: [Double] = []
    for piece in pieces {
        try list.append(piece)
        arrived += piece.count
        let percent = min(99, arrived * 100 / whole.count)
        if expected.last.map({ percent > Int(($0 * 100).rounded()) }) ?? (percent > 0) {
            expected.append(Double(percent) / 100)
        }
        time.advance(by: ListDownload<Int>.progressInterval)
    }
    #expect(try list.finish().elements.count == 200)
    #expect(reports.all == expected)
    #expect(
        expected.count == pieces.count && expected.last == 0.99, "a report a piece, the last at 99% (100 is the list)")
}

@Test func progressIsReportedAtMostOnceAnIntervalHoweverFastTheBodyArrives() throws {
    let (whole, pieces) = body(of: 200)
    let time = TestTime()
    let reports = Reports()
    let list = try download(expecting: Int?.none, length: whole.count, time: time, reports: reports)
    try list.append(pieces[0])
    try list.append(pieces[1])
    time.advance(by: ListDownload<Int>.progressInterval - .milliseconds(1))
    try list.append(pieces[2])
    #expect(reports.all.count == 1, "the first piece is reported, the next two come too soon")
    time.advance(by: .milliseconds(1))
    try list.append(pieces[3])
    #expect(reports.all.count == 2, "an interval after the first: the share that arrived since")
    let second = reports.all[1]
    #expect(second == Double(min(99, (pieces[0...3].map(\.count).reduce(0, +)) * 100 / whole.count)) / 100)
    for piece in pieces[4..<pieces.count - 1] { try list.append(piece) }
    #expect(reports.all.count == 2, "nothing more within the interval")
    try list.append(pieces[pieces.count - 1])
    #expect(reports.all.count == 3 && reports.all.last == 0.99, "the whole body is said at once: \(reports.all)")
    #expect(try list.finish().elements.count == 200)
}

@Test func withACountProgressIsTheShareOfTheElementsRead() throws {
    let (_, pieces) = body(of: 200)
    let time = TestTime()
    let reports = Reports()
    let list = try download(expecting: 400, length: Int?.none, time: time, reports: reports)
    for piece in pieces {
        try list.append(piece)
        time.advance(by: ListDownload<Int>.progressInterval)
    }
    let fractions = reports.all
    #expect(!fractions.isEmpty && fractions == fractions.sorted())
    #expect(fractions.last.map { $0 > 0.4 && $0 <= 0.5 } == true, "200 of the 400 said: \(fractions)")
}

@Test(arguments: [false, true])
func withNeitherACountNorALengthOfWhatArrivesNothingIsReported(compressed: Bool) throws {
    // Compressed, the announced length is the wire's (a tenth, say), not that of what arrives.
    let (whole, pieces) = body(of: 200)
    let time = TestTime()
    let reports = Reports()
    let list = try download(
        expecting: Int?.none, length: compressed ? whole.count / 10 : nil, compressed: compressed, time: time,
        reports: reports)
    for piece in pieces {
        try list.append(piece)
        time.advance(by: ListDownload<Int>.progressInterval)
    }
    #expect(try list.finish().elements.count == 200)
    #expect(reports.all.isEmpty)
}
