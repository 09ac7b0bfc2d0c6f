// The renderer's identity-keyed table: lookups, overwrites, growth, removal by predicate and the
// reserved empty key.
import Testing

@testable import TerminalUI

struct IdentityTableTests {
    @Test func storesOverwritesAndGrowsPastItsFirstCapacity() {
        var table = IdentityTable<Int>(capacity: 4)
        let keys = (0..<1_000).map { ChildID.mix(7, $0) }
        for (index, key) in keys.enumerated() { table[key] = index }
        table[keys[3]] = -3
        #expect(table.count == 1_000)
        #expect(table[keys[3]] == -3)
        #expect(keys.enumerated().dropFirst(4).allSatisfy { table[$0.element] == $0.offset })
        #expect(table[ChildID.mix(8, 1)] == nil)
    }

    @Test func keyZeroIsAnOrdinaryKey() {
        var table = IdentityTable<String>()
        table[0] = "zero"
        table[1] = "one"
        #expect(table[0] == "zero")
        #expect(table[1] == "one")
    }

    @Test func removingByPredicateKeepsTheRest() {
        var table = IdentityTable<Int>()
        for key in 1...100 { table[ChildID.mix(0, key)] = key }
        table.removeAll { $0 % 2 == 0 }
        #expect(table.count == 50)
        #expect(table[ChildID.mix(0, 3)] == 3)
        #expect(table[ChildID.mix(0, 4)] == nil)
        table.removeAll()
        #expect(table.count == 0 && table[ChildID.mix(0, 3)] == nil)
    }

    @Test func removalsInPlaceKeepEveryOtherKeyReachable() {
        var table = IdentityTable<Int>(capacity: 8)
        var expected: [Int: Int] = [:]
        var generator = SystemRandomNumberGenerator()
        // Clustered keys (few distinct low bits) make long probe runs that wrap around.
        let keys = (0..<400).map { ($0 % 7) | (($0 / 7) << 20) }
        for round in 0..<20 {
            for key in keys.shuffled(using: &generator).prefix(150) {
                table[key] = round
                expected[key] = round
            }
            let cut = Int.random(in: 0..<20, using: &generator)
            table.removeAll { $0 == cut }
            expected = expected.filter { $0.value != cut }
            #expect(table.count == expected.count)
            #expect(keys.allSatisfy { table[$0] == expected[$0] })
        }
    }
}
