// A created item's id when the server's is taken: past the largest known id, without ever
// overflowing when a hostile list holds Int.max.
import Models
import Testing

@testable import Repositories

@Test(
    arguments: [
        ([], 1), ([1, 2, 3], 4), ([-5], 1), ([Int.max], 1), ([1, Int.max], 2), ([1, 2, Int.max, Int.min], 3),
    ] as [(Set<Int>, Int)])
func aCreatedItemGetsAnUnusedID(taken: Set<Int>, expected: Int) {
    #expect(LocalCreations<Post>.unusedID(avoiding: taken) == expected)
}
