// PackedUserList: users read back as they were written, whatever their text (empty fields, a
// field larger than an arena chunk, text from every script), and bytes that are not such a list
// refused, never read out of bounds: a torn file, another count, a damaged header, a record
// pointing outside its block, and every single damaged byte.
import Foundation
import Testing

@testable import Models

/// The packed bytes of `users`.
private func packed(_ users: [User]) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try PackedUserList.write(users) { bytes.append(contentsOf: $0) }
    return bytes
}

/// Bytes in memory standing in for a mapped file (the cache's tests map real ones); records the
/// ranges it is asked to let go of.
private final class BytesInMemory: MappedBytes, @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer
    private(set) var released: [Range<Int>] = []

    init(_ array: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 16)
        buffer.copyBytes(from: array)
        bytes = UnsafeRawBufferPointer(buffer)
    }

    deinit { bytes.deallocate() }

    func releasePages(in range: Range<Int>) { released.append(range) }
}

/// The users read back from `bytes`, announced as `count` users.
private func unpacked(_ bytes: [UInt8], count: Int) throws -> [User]? {
    PackedUserList.read(count: count, from: BytesInMemory(bytes))
}

private func user(_ id: Int, name: String, catchPhrase: String = "Multi-layered client-server neural-net") -> User {
    User(
        id: id, name: name, username: "user\(id)", email: "user\(id)@example.org",
        address: Address(
            street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874",
            geo: Geo(lat: "-37.3159", lng: "81.1496")),
        phone: "1-770-736-8031 x56442", website: "hildegard.org",
        company: Company(name: "Romaguera-Crona", catchPhrase: catchPhrase, bs: "harness real-time e-markets"))
}

/// JSONPlaceholder's users, then enough generated ones to fill several blocks, among them an
/// empty one, one in many scripts and one whose text is larger than an arena chunk.
private func sampleUsers() throws -> [User] {
    let real = try UserListDecoder.decode(SharedData.data("jsonplaceholder/users.json"))
    let generated = (0..<2_000).map { user(100 + $0, name: "Person \($0)") }
    let unusual = [
        User(
            id: -5, name: "", username: "", email: "",
            address: Address(street: "", suite: "", city: "", zipcode: "", geo: Geo(lat: "", lng: "")),
            phone: "", website: "", company: Company(name: "", catchPhrase: "", bs: "")),
        user(Int.max, name: "José Müller 李小龍 한국어 e\u{301} Ada 🚀 Lovelace"),
        user(Int.min, name: "Long", catchPhrase: String(repeating: "word ", count: 30_000)),
        user(7, name: "After the long one"),
    ]
    return real + generated + unusual
}

struct PackedUserListTests {
    @Test func usersReadBackAsTheyWereWritten() throws {
        let users = try sampleUsers()
        let bytes = try packed(users)
        let read = try #require(try unpacked(bytes, count: users.count))
        #expect(read == users)
        #expect(read.map(\.id) == users.map(\.id))
        #expect(read.map(\.company.catchPhrase) == users.map(\.company.catchPhrase))
        #expect(try unpacked(try packed([]), count: 0) == [])
    }

    @Test func usersReadBackShareChunksLikeDecodedOnes() throws {
        let users = (0..<1_000).map { user($0, name: "Person \($0)") }
        let read = try #require(try unpacked(try packed(users), count: users.count))
        #expect(Set(read.map(\.textChunk)).count < 10, "1,000 users of ~250 bytes fill a few 64 KiB chunks")
    }

    @Test func checkedBytesAreLetGoOfAsTheCheckGoesOnAndAllOfThemAtTheEnd() throws {
        let users = (0..<20_000).map { user($0, name: "Person \($0)") }
        let file = BytesInMemory(try packed(users))
        #expect(PackedUserList.read(count: users.count, from: file) == users)
        let steps = file.released.dropLast()
        #expect(steps.count > 2, "let go of in steps, not only at the end")
        #expect(steps.allSatisfy { !$0.isEmpty && $0.upperBound <= file.bytes.count })
        #expect(Set(steps.map(\.lowerBound)).count == steps.count, "each step lets go of new bytes")
        #expect(file.released.last == 0..<file.bytes.count)
    }

    @Test func bytesThatAreNotTheAnnouncedListAreRefused() throws {
        let users = try sampleUsers()
        let bytes = try packed(users)
        #expect(try unpacked(bytes, count: users.count - 1) == nil, "another count")
        #expect(try unpacked(bytes, count: Int.max) == nil, "an absurd count")
        #expect(try unpacked(bytes, count: -1) == nil, "a negative count")
        #expect(try unpacked(Array(bytes.dropLast()), count: users.count) == nil, "torn")
        #expect(try unpacked(bytes + [0], count: users.count) == nil, "too long")
        #expect(try unpacked(Array(bytes.prefix(10)), count: users.count) == nil, "a stub")
        var otherFormat = bytes
        otherFormat[7] = UInt8(ascii: "2")
        #expect(try unpacked(otherFormat, count: users.count) == nil, "another format")
    }

    @Test func aPlacementOutsideItsBlockIsRefused() throws {
        let users = (0..<3).map { user($0, name: "Person \($0)") }
        let bytes = try packed(users)
        let lastPlacement = bytes.count - 16
        for (offset, value) in [(8, UInt32(1)), (12, UInt32(60_000)), (12, UInt32.max), (12, UInt32(1))] {
            var damaged = bytes
            withUnsafeBytes(of: value.littleEndian) {
                damaged.replaceSubrange((lastPlacement + offset)..<(lastPlacement + offset + 4), with: $0)
            }
            #expect(try unpacked(damaged, count: 3) == nil, "block/offset at +\(offset) = \(value)")
        }
    }

    @Test func everyDamagedByteIsRefusedOrReadWithinBounds() throws {
        let users = [
            user(1, name: "Ada"), user(2, name: "José"),
            User(
                id: 3, name: "", username: "", email: "",
                address: Address(street: "", suite: "", city: "", zipcode: "", geo: Geo(lat: "", lng: "")), phone: "",
                website: "", company: Company(name: "", catchPhrase: "", bs: "")),
        ]
        let bytes = try packed(users)
        for index in bytes.indices {
            for value: UInt8 in [0, 3, 0x7F, 0xFF] where bytes[index] != value {
                var damaged = bytes
                damaged[index] = value
                guard let read = try unpacked(damaged, count: 3) else { continue }
                // Read back: every field of every user is there to read.
                #expect(read.count == 3)
                #expect(read.allSatisfy { !"\($0.name)\($0.address)\($0.company)".isEmpty })
            }
        }
    }
}
