// CompactOffsets: every value comes back as it was added, in order, whether all fit in 32 bits or
// one does not (those before it are kept when the storage widens).
import Testing

@testable import DemoAPI

@Suite struct CompactOffsetsTests {
    @Test func valuesThatFitIn32BitsComeBackInOrder() {
        let values = [0, 1, 17, 65_535, 65_536, Int(UInt32.max)]
        var offsets = CompactOffsets()
        for value in values { offsets.append(value) }
        #expect(Array(offsets) == values)
        #expect(CompactOffsets(values) == offsets)
        #expect(offsets.count == values.count)
    }

    @Test func aValueBeyond32BitsWidensTheStorageAndKeepsTheOthers() {
        let large = Int(UInt32.max) + 1
        var offsets = CompactOffsets([3, 5, Int(UInt32.max)])
        offsets.append(large)
        offsets.append(7)
        offsets.append(1 << 40)
        #expect(Array(offsets) == [3, 5, Int(UInt32.max), large, 7, 1 << 40])
        #expect(offsets[3] == large)
    }

    @Test func anIndexOfElementsPastFourGigabytesGivesTheirRanges() {
        let base = 5 << 30
        let index = ArrayElementIndex(starts: [1, base, base + 10], ends: [9, base + 8, base + 20], isComplete: true)
        #expect(index.byteRange(ofElement: 0) == 1..<9)
        #expect(index.byteRange(ofElement: 2) == (base + 10)..<(base + 20))
        #expect(index.byteRange(of: 1..<3) == base..<(base + 20))
    }
}
