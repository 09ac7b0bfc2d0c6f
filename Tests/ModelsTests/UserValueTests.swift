// User behaves as the plain struct of Strings it used to be, though its text now lives in one
// shared buffer: every field reads back what was stored (escapes, any Unicode, empty, at the
// edges of each offset width, longer than 64 KiB), copies never see each other's changes, users
// made on several threads at once keep their own text, equality and hashing follow the fields,
// and JSON coding gives the same values, output and errors.
import Foundation
import Synchronization
import Testing

@testable import Models

struct UserValueTests {
    /// Texts that stress the buffer: empty, escapes and control characters, precomposed and
    /// combining accents, CJK, Hangul, emoji, the last scalar, and 80 KB (offsets past 16 bits).
    static let unusualTexts = [
        "", "say \"hi\" \\ / \n\t\r\u{0}\u{1F}\u{7F}", "José Müller", "Zoe\u{301} Cafe\u{301}",
        "王芳 김민준", "Ada 🚀 Lovelace", "\u{10FFFF}\u{FEFF}\u{200F}x",
        String(repeating: "ab🚀é", count: 10_000),
    ]

    @Test(arguments: unusualTexts)
    func everyFieldReadsBackWhatWasStored(text: String) {
        for field in PlainUser.stringFields {
            var plain = PlainUser.sample
            plain[keyPath: field.plain] = text
            #expect(PlainUser(User(plain)) == plain, "\(field.path)")
        }
        var everyField = PlainUser.sample
        for field in PlainUser.stringFields { everyField[keyPath: field.plain] = text + field.path }
        #expect(PlainUser(User(everyField)) == everyField)
    }

    /// A text of 255 bytes keeps one-byte offsets and one of 64 KiB minus one byte two-byte
    /// ones; one byte more takes the next width: every field reads back on both sides of each
    /// switch, and texts of different lengths compare unequal.
    @Test(arguments: [255, 65_535])
    func textAtTheEdgeOfAnOffsetWidthReadsBack(largestOfWidth edge: Int) {
        let others = PlainUser.stringFields.dropFirst().reduce(0) { total, field in
            total + PlainUser.sample[keyPath: field.plain].utf8.count
        }
        #expect(others < edge - 1, "the first field's length sets the total")
        var users: [User] = []
        for total in edge - 1...edge + 2 {
            var plain = PlainUser.sample
            plain[keyPath: PlainUser.stringFields[0].plain] = String(repeating: "x", count: total - others)
            let user = User(plain)
            #expect(PlainUser(user) == plain, "text of \(total) bytes")
            users.append(user)
        }
        #expect(Set(users).count == 4)
    }

    @Test func unusualTextRoundTripsThroughJSONLikeAPlainStruct() throws {
        let plains = Self.unusualTexts.enumerated().map { index, text in
            var plain = PlainUser.sample
            plain.id = index
            for field in PlainUser.stringFields { plain[keyPath: field.plain] = text }
            return plain
        }
        let users = plains.map(User.init)
        let data = try JSONEncoder().encode(users)
        #expect(try sameJSON(data, JSONEncoder().encode(plains)))
        #expect(try JSONDecoder().decode([User].self, from: data).map(PlainUser.init) == plains)
        #expect(try UserListDecoder.decode(data).map(PlainUser.init) == plains)
    }

    @Test(arguments: ["users.json", "users_1.json", "data.json"])
    func sharedPayloadsDecodeAndEncodeLikeAPlainStruct(file: String) throws {
        let data = try SharedData.data("jsonplaceholder/\(file)")
        let decoder = JSONDecoder()
        let (users, plains): ([User], [PlainUser]) =
            switch file {
            case "users.json":
                try (decoder.decode([User].self, from: data), decoder.decode([PlainUser].self, from: data))
            case "users_1.json":
                try ([decoder.decode(User.self, from: data)], [decoder.decode(PlainUser.self, from: data)])
            default:
                try (
                    decoder.decode(Database<User>.self, from: data).users,
                    decoder.decode(Database<PlainUser>.self, from: data).users
                )
            }
        #expect(!users.isEmpty)
        #expect(users.map(PlainUser.init) == plains)
        for formatting in [
            JSONEncoder.OutputFormatting.sortedKeys, [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes],
        ] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = formatting
            #expect(try encoder.encode(users) == encoder.encode(plains))
        }
        #expect(try sameJSON(JSONEncoder().encode(users), JSONEncoder().encode(plains)))
    }

    /// A valid user object, which the bad inputs below break one way each.
    static let validJSON =
        #"{"id":1,"name":"A","username":"b","email":"c","address":{"street":"s","suite":"s","#
        + #""city":"c","zipcode":"z","geo":{"lat":"1","lng":"2"}},"phone":"p","website":"w","#
        + #""company":{"name":"n","catchPhrase":"c","bs":"b"}}"#

    @Test(arguments: [
        validJSON.replacingOccurrences(of: #""id":1,"#, with: ""),  // a key missing
        validJSON.replacingOccurrences(of: #""name":"A","#, with: ""),
        validJSON.replacingOccurrences(of: #","geo":{"lat":"1","lng":"2"}"#, with: ""),
        validJSON.replacingOccurrences(of: #""catchPhrase":"c","#, with: ""),
        validJSON.replacingOccurrences(of: #","company":{"name":"n","catchPhrase":"c","bs":"b"}"#, with: ""),
        validJSON.replacingOccurrences(of: #""id":1"#, with: #""id":"1""#),  // a value of the wrong type
        validJSON.replacingOccurrences(of: #""name":"A""#, with: #""name":null"#),
        validJSON.replacingOccurrences(of: #""lat":"1""#, with: #""lat":1.5"#),
        validJSON.replacingOccurrences(of: #"{"name":"n","catchPhrase":"c","bs":"b"}"#, with: #""none""#),
        "[]", "null",
    ])
    func badInputFailsAsAPlainStructDoes(json: String) {
        let data = Data(json.utf8)
        let mine = Result { try JSONDecoder().decode(User.self, from: data) }
        let plain = Result { try JSONDecoder().decode(PlainUser.self, from: data) }
        switch (mine, plain) {
        case (.failure(let mine), .failure(let plain)):
            #expect(String(describing: mine) == String(describing: plain))
        default:
            Issue.record("expected both to fail: \(mine), \(plain)")
        }
    }

    @Test func copiesNeverSeeEachOthersChanges() {
        let original = User(PlainUser.sample)
        for field in PlainUser.stringFields {
            var copy = original
            copy[keyPath: field.user] = "changed"
            var expected = PlainUser.sample
            expected[keyPath: field.plain] = "changed"
            #expect(PlainUser(copy) == expected, "\(field.path)")
            #expect(PlainUser(original) == PlainUser.sample, "\(field.path)")

            var changedFirst = original
            let untouched = changedFirst
            changedFirst[keyPath: field.user] = "changed"
            #expect(PlainUser(untouched) == PlainUser.sample, "\(field.path)")
        }
        var copy = original
        copy.id = 7
        copy.address = Address(street: "s", suite: "", city: "c", zipcode: "z", geo: Geo(lat: "1", lng: "2"))
        copy.company = Company(name: "n", catchPhrase: "", bs: "b")
        copy.address.city = "Zürich"
        #expect(copy.id == 7 && copy.address.city == "Zürich" && copy.address.street == "s" && copy.company.bs == "b")
        #expect(copy.name == original.name)
        #expect(PlainUser(original) == PlainUser.sample)
    }

    @Test func equalityAndHashingFollowTheFields() {
        var variants = [PlainUser.sample]
        for field in PlainUser.stringFields {
            var changed = PlainUser.sample
            changed[keyPath: field.plain] += "!"
            variants.append(changed)
        }
        var otherID = PlainUser.sample
        otherID.id = 2
        var precomposed = PlainUser.sample
        var decomposed = PlainUser.sample
        precomposed.name = "Zoë"
        decomposed.name = "Zoe\u{308}"
        var kelvin = PlainUser.sample
        var letterK = PlainUser.sample
        kelvin.company.bs = "\u{212A}"
        letterK.company.bs = "K"
        variants += [otherID, precomposed, decomposed, kelvin, letterK]

        let users = variants.map(User.init)
        for (i, a) in variants.enumerated() {
            for (j, b) in variants.enumerated() {
                #expect((users[i] == users[j]) == (a == b), "\(a) vs \(b)")
                if a == b { #expect(users[i].hashValue == users[j].hashValue, "\(a) vs \(b)") }
            }
        }
        #expect(Set(users).count == Set(variants).count)
    }

    @Test func printsAsAPlainStructDoes() {
        let plain = String(describing: PlainUser.sample).replacingOccurrences(of: "PlainUser(", with: "User(")
        #expect(String(describing: User(PlainUser.sample)) == plain)
    }

    @Test func aUserIsItsIdAndWhereItsTextIs() {
        // The id, the chunk holding the text and where in the chunk: 24 bytes in an array.
        #expect(MemoryLayout<User>.size == MemoryLayout<Int>.size + MemoryLayout<AnyObject>.size + 4)
        #expect(MemoryLayout<User>.stride == 24)
    }

    @Test func usersDecodedTogetherShareChunksOfText() throws {
        let users = (1...300).map { id in
            var user = PlainUser.sample
            user.id = id
            return user
        }
        let decoded = try UserListDecoder.decode(JSONEncoder().encode(users))
        #expect(decoded.map(PlainUser.init) == users)
        // The decoding thread's chunk may be partly taken by whatever ran on it before, so the
        // bound leaves room for that and still rules out an allocation per user.
        let chunks = Set(decoded.map(\.textChunk))
        #expect(chunks.count <= 300 / 10, "many users per chunk, not one allocation each")
    }

    /// Threads making users side by side (as a list's decoding threads do) each fill chunks of
    /// their own, so they never share a chunk (or its reference count): every user reads back its
    /// own text, across many chunks on every thread.
    @Test func usersMadeOnSeveralThreadsAtOnceKeepTheirOwnTextInTheirOwnChunks() {
        let threads = 3
        let perThread = 3_000  // about 150 bytes each: several 64 KiB chunks per thread
        let made = Mutex([[User]](repeating: [], count: threads))
        let started = DispatchGroup()
        let allStarted = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for thread in 0..<threads {
            started.enter()
            finished.enter()
            Thread {
                // Every thread makes its users while the others make theirs.
                started.leave()
                allStarted.wait()
                let users = (0..<perThread).map { index in
                    var plain = PlainUser.sample
                    plain.id = thread * perThread + index
                    for field in PlainUser.stringFields {
                        plain[keyPath: field.plain] = "\(field.path) \(thread)-\(index)"
                    }
                    return User(plain)
                }
                made.withLock { $0[thread] = users }
                finished.leave()
            }.start()
        }
        started.wait()
        for _ in 0..<threads { allStarted.signal() }
        finished.wait()
        let lists = made.withLock { $0 }
        for (thread, users) in lists.enumerated() {
            #expect(users.count == perThread)
            let othersChunks = Set(
                lists.enumerated().filter { $0.offset != thread }.flatMap { $0.element.map(\.textChunk) })
            let shared = Set(users.map(\.textChunk)).intersection(othersChunks)
            #expect(shared.isEmpty, "thread \(thread) shares \(shared.count) chunks with the others")
            for (index, user) in users.enumerated() {
                for field in PlainUser.stringFields
                where user[keyPath: field.user] != "\(field.path) \(thread)-\(index)" {
                    Issue.record("user \(index) of thread \(thread): \(field.path) is \(user[keyPath: field.user])")
                    return
                }
            }
        }
    }
}

/// Whether two JSON documents hold the same values (without `.sortedKeys`, JSONEncoder writes an
/// object's keys in no fixed order, so the bytes may differ).
private func sameJSON(_ first: Data, _ second: Data) throws -> Bool {
    try (JSONSerialization.jsonObject(with: first) as? NSArray)
        == (JSONSerialization.jsonObject(with: second) as? NSArray)
}

/// The JSONPlaceholder database file: every collection under its name.
private struct Database<Person: Decodable>: Decodable {
    var users: [Person]
}
