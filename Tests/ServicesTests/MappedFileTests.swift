// MappedFile: a file's bytes from an offset on, read in place; pages let go of stop counting in
// the process's memory and read the same when touched again.
import Foundation
import Testing

@testable import Services

#if canImport(Glibc)
    import Glibc
#endif

/// The kB of the mapping starting at `address` resident in this process, from /proc/self/smaps.
private func residentKilobytes(ofMappingAt address: UnsafeRawPointer) throws -> Int {
    // /proc files say they are empty: read until the end, not for their size.
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps"))
    defer { try? handle.close() }
    let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    let start = String(UInt(bitPattern: address), radix: 16)
    var inMapping = false
    for line in smaps.split(separator: "\n") {
        if let range = line.split(separator: " ").first, range.contains("-") {
            inMapping = range.split(separator: "-").first.map { $0.drop { $0 == "0" } == start } ?? false
        } else if inMapping, line.hasPrefix("Rss:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
        }
    }
    throw CocoaError(.fileNoSuchFile)
}

@Test func aMappedFileReadsTheSameBytesBeforeAndAfterItsPagesAreLetGo() throws {
    let temp = try TemporaryDirectory()
    let url = temp.url.appendingPathComponent("file")
    let content = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 12) }
    try Data(content).write(to: url)
    let descriptor = open(url.path, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }

    let file = try #require(MappedFile(descriptor: descriptor, size: content.count, from: 100))
    #expect(file.bytes.elementsEqual(content[100...]), "every byte, read where it is")
    let mapping = try #require(file.bytes.baseAddress) - 100
    #expect(try residentKilobytes(ofMappingAt: mapping) >= 4000, "the whole file was just read")

    file.releasePages(in: 0..<file.bytes.count)
    #expect(try residentKilobytes(ofMappingAt: mapping) <= 4, "at most the partial first page stays")
    #expect(file.bytes.elementsEqual(content[100...]), "read again from the file")

    #expect(MappedFile(descriptor: descriptor, size: content.count, from: content.count) == nil, "nothing left")
}
