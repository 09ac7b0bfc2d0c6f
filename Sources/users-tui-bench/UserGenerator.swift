// UserGenerator: deterministic JSONPlaceholder-shaped users made in-process (the same shape and
// mix of names as ../shared/bench/gen_users.py: accents, a decomposed accent, CJK, Hangul, an
// emoji), so the benchmarks need no files.
import Foundation
import Models

/// Makes `count` users from a fixed seed; the same count always gives the same users.
enum UserGenerator {
    private static let first = [
        "Leanne", "Ervin", "Clementine", "Patricia", "Chelsey", "Dennis", "Kurtis",
        "Nicholas", "Glenna", "Clementina", "Ada", "Grace", "Alan", "Linus", "Margaret",
        "Ken", "Barbara", "Frances", "John", "Radia", "Edsger", "Donald", "Hedy", "Tim",
    ]
    private static let last = [
        "Graham", "Howell", "Bauch", "Lebsack", "Dietrich", "Schulist", "Weissnat",
        "Runolfsdottir", "Reichert", "DuBuque", "Lovelace", "Hopper", "Turing", "Torvalds",
        "Hamilton", "Thompson", "Liskov", "Ritchie", "Allen", "McCarthy", "Knuth", "Lamarr",
    ]
    private static let international = [
        "José Müller", "Zoë Ñúñez", "Łukasz Żółć", "François Lefèvre",
        "Søren Kierkegård", "Zoe\u{301} Cafe\u{301}", "王芳", "李伟", "山田 太郎",
        "김민준", "Ada 🚀 Lovelace", "Ægir Þórsson", "Dvořák Šimon",
    ]
    private static let streets = ["Kulas Light", "Victor Plains", "Douglas Extension", "Hoeger Mall", "Skiles Walks"]
    private static let cities = ["Gwenborough", "Wisokyburgh", "McKenziehaven", "South Elvis", "Roscoeview", "Zürich"]
    private static let domains = ["april.biz", "melissa.tv", "yesenia.net", "kory.org", "annie.ca", "jasper.info"]
    private static let companies = ["Romaguera-Crona", "Deckow-Crist", "Keebler LLC", "Robel-Corkery", "Yost and Sons"]
    private static let phrases = [
        "Multi-layered client-server neural-net", "Proactive didactic contingency",
        "Face to face bifurcated interface", "Synchronised bottom-line toolset",
    ]
    private static let slogans = [
        "harness real-time e-markets", "synergize scalable supply-chains",
        "e-enable \"innovative\" applications", "aggregate B2C/B2B eyeballs",
    ]

    /// Users 1...count.
    static func users(_ count: Int) -> [User] {
        var random = SplitMix64(seed: 1)
        return (0..<count).map { user(id: $0 + 1, random: &random) }
    }

    private static func user(id: Int, random: inout SplitMix64) -> User {
        let given = random.pick(first)
        let family = random.pick(last)
        let name = random.next() % 100 < 15 ? random.pick(international) : "\(given) \(family)"
        let username = random.next() % 2 == 0 ? "\(given).\(family)\(id)" : "\(given)_\(id)"
        let geo = Geo(
            lat: String(format: "%.4f", random.unit() * 180 - 90),
            lng: String(format: "%.4f", random.unit() * 360 - 180))
        let address = Address(
            street: random.pick(streets), suite: "Apt. \(random.next() % 999 + 1)",
            city: random.pick(cities),
            zipcode: String(format: "%05d-%04d", random.next() % 100_000, random.next() % 10_000),
            geo: geo)
        return User(
            id: id, name: name, username: username,
            email: "\(given.lowercased())\(id)@\(random.pick(domains))", address: address,
            phone:
                "1-\(random.next() % 800 + 200)-\(random.next() % 900 + 100)-\(random.next() % 10_000) x\(random.next() % 99_900 + 100)",
            website: "\(family.lowercased())\(id).org",
            company: Company(name: random.pick(companies), catchPhrase: random.pick(phrases), bs: random.pick(slogans)))
    }
}

/// A small, fast, deterministic pseudo-random generator.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
