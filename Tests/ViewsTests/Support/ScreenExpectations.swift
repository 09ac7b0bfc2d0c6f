// Comparing a whole headless screen with an expected text snapshot, showing both on failure.
import Testing

/// Expects the screen `actual` to equal `expected` line for line, naming the first difference.
func expectScreen(_ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let row = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actualLines.count, expectedLines.count)
    Issue.record("Screen differs from row \(row):\n--- actual\n\(actual)\n--- expected\n\(expected)",
                 sourceLocation: sourceLocation)
}
