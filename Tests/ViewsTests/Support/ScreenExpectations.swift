// Comparing a headless screen with an expected text snapshot, showing both on failure. A
// snapshot is about a screen, not the tab bar above it: the top row is compared only when asked
// for, so adding a tab changes the tab bar's own test and no other.
import Testing

/// Expects the screen `actual` to equal `expected` line for line, naming the first difference;
/// the tab bar's row (the first) is left out unless `includingTabBar`.
func expectScreen(
    _ actual: String, _ expected: String, includingTabBar: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let compared = includingTabBar ? (actual, expected) : (belowTabBar(actual), belowTabBar(expected))
    guard compared.0 != compared.1 else { return }
    let actualLines = compared.0.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = compared.1.split(separator: "\n", omittingEmptySubsequences: false)
    let difference =
        zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    let row = includingTabBar ? difference : difference + 1
    Issue.record(
        "Screen differs from row \(row):\n--- actual\n\(actual)\n--- expected\n\(expected)",
        sourceLocation: sourceLocation)
}

/// `screen` without its first row.
private func belowTabBar(_ screen: String) -> String {
    screen.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().joined()
}
