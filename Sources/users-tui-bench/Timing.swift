// Timing: runs a body a few times after a warm-up and keeps the median, in nanoseconds.
import Foundation

/// The spread of one measurement's iterations, in nanoseconds.
struct Timing: Codable {
    var medianNanoseconds: Double
    var minimumNanoseconds: Double
    var maximumNanoseconds: Double
    var iterations: Int

    init(samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        medianNanoseconds = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimumNanoseconds = sorted.first ?? 0
        maximumNanoseconds = sorted.last ?? 0
        iterations = sorted.count
    }
}

/// How many times measurements repeat.
struct Repetitions {
    var warmUp: Int
    var iterations: Int
}

/// Nanoseconds on the monotonic clock.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Times `body` `repetitions.iterations` times after `repetitions.warmUp` untimed runs.
@MainActor
func measure(_ repetitions: Repetitions, _ body: () throws -> Void) rethrows -> Timing {
    for _ in 0..<repetitions.warmUp { try body() }
    var samples: [Double] = []
    for _ in 0..<repetitions.iterations {
        let start = monotonicNanoseconds()
        try body()
        samples.append(Double(monotonicNanoseconds() - start))
    }
    return Timing(samples: samples)
}

/// Times the asynchronous `body`: `prepare` runs untimed before each run.
@MainActor
func measure(_ repetitions: Repetitions, prepare: () -> Void = {}, _ body: () async -> Void) async -> Timing {
    for _ in 0..<repetitions.warmUp {
        prepare()
        await body()
    }
    var samples: [Double] = []
    for _ in 0..<repetitions.iterations {
        prepare()
        let start = monotonicNanoseconds()
        await body()
        samples.append(Double(monotonicNanoseconds() - start))
    }
    return Timing(samples: samples)
}
