// users-tui-bench: in-process micro-benchmarks of the hot paths (decoding the cached user list,
// filtering per keystroke, rendering and diffing a frame, a key in the whole app screen, a key in
// a long text field). Prints a table and writes JSON.
//
//     swift run -c release users-tui-bench [--quick] [--only decode,filter,sort,render,app,field] [--out bench/micro.json]
import Foundation
import Models

@MainActor
func runBenchmarks() async throws {
    let arguments = CommandLine.arguments.dropFirst()
    let quick = arguments.contains("--quick")
    var output = "bench/micro.json"
    if let flag = arguments.firstIndex(of: "--out"), arguments.index(after: flag) < arguments.endIndex {
        output = arguments[arguments.index(after: flag)]
    }
    let slow = quick ? Repetitions(warmUp: 0, iterations: 1) : Repetitions(warmUp: 1, iterations: 3)
    let fast = quick ? Repetitions(warmUp: 1, iterations: 3) : Repetitions(warmUp: 2, iterations: 9)
    let keys = quick ? Repetitions(warmUp: 2, iterations: 5) : Repetitions(warmUp: 3, iterations: 15)
    let frames = quick ? Repetitions(warmUp: 20, iterations: 100) : Repetitions(warmUp: 100, iterations: 1_000)
    let appKeys = quick ? Repetitions(warmUp: 10, iterations: 50) : Repetitions(warmUp: 20, iterations: 1_000)

    // `--only decode,app` runs just those groups (decode, filter, sort, render, app, field).
    var groups: Set<String> = ["decode", "filter", "sort", "render", "app", "field"]
    if let flag = arguments.firstIndex(of: "--only"), arguments.index(after: flag) < arguments.endIndex {
        groups = Set(arguments[arguments.index(after: flag)].split(separator: ",").map(String.init))
    }

    var rows: [ResultRow] = []
    if groups.contains("field") { rows += TextFieldBenchmarks(repetitions: keys).run() }
    guard !groups.isDisjoint(with: ["decode", "filter", "sort", "render", "app"]) else {
        return try write(rows, quick: quick, to: output)
    }
    let users = UserGenerator.users(100_000)
    if groups.contains("decode") { rows += try DecodeBenchmarks(users: users, slow: slow, fast: fast).run() }
    if groups.contains("filter") { rows += await FilterBenchmarks(users: users, repetitions: keys).run() }
    if groups.contains("sort") { rows += await SortBenchmarks(users: users, repetitions: keys).run() }
    if groups.contains("render") { rows += try RenderBenchmarks(users: users, repetitions: frames).run() }
    if groups.contains("app") { rows += try await AppFrameBenchmarks(users: users, repetitions: appKeys).run() }
    try write(rows, quick: quick, to: output)
}

/// Prints the table of `rows` and writes them as JSON to `output`.
@MainActor
func write(_ rows: [ResultRow], quick: Bool, to output: String) throws {
    let report = Report(
        date: Date().formatted(.iso8601), machine: Report.cpuModel(),
        processors: ProcessInfo.processInfo.activeProcessorCount, quick: quick, rows: rows)
    print(
        "users-tui micro-benchmarks, \(report.date), \(report.processors) x \(report.machine)\(quick ? ", quick" : "")")
    print(report.table())
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let url = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(report).write(to: url)
    print("wrote \(output)")
}

do {
    try await runBenchmarks()
} catch {
    FileHandle.standardError.write(Data("users-tui-bench: \(error)\n".utf8))
    exit(1)
}
