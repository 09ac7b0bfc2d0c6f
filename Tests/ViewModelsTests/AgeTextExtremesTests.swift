// Ages come from cache entries, which may be damaged: any number is described, none traps.
import Foundation
import Testing
import ViewModels

@Test(
    arguments: [
        (-1e300, "just now"), (.nan, "just now"), (.infinity, "just now"), (4, "just now"), (42, "42s ago"),
        (1e19, "long ago"), (1e300, "long ago"), (Double.greatestFiniteMagnitude, "long ago"),
        (2.9e13, "335648148d ago"),
    ] as [(Double, String)])
func agesOfAnySizeAreDescribed(seconds: Double, expected: String) {
    #expect(AgeText.describe(seconds) == expected)
}
