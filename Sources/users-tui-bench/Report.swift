// Report: the benchmark results as a table on stdout and as JSON (bench/micro.json).
import Foundation

/// One measured line of the report.
struct ResultRow: Codable {
    /// The group, e.g. "decode".
    var group: String
    /// What was measured.
    var name: String
    /// The number of items the measurement covers (users, list rows), or 1.
    var items: Int
    /// The timing of one run over all items.
    var timing: Timing
    /// A remark (matches found, growth with N, ...).
    var note: String = ""

    var perItemNanoseconds: Double { timing.medianNanoseconds / Double(max(1, items)) }
}

/// The whole run: where and when, and every row.
struct Report: Codable {
    var date: String
    var machine: String
    var processors: Int
    var quick: Bool
    var rows: [ResultRow]

    /// The rows as an aligned text table.
    func table() -> String {
        let header = ["group", "benchmark", "N", "median", "min", "per item", "note"]
        let lines = rows.map { row in
            [
                row.group, row.name, String(row.items), Self.duration(row.timing.medianNanoseconds),
                Self.duration(row.timing.minimumNanoseconds),
                row.items > 1 ? Self.duration(row.perItemNanoseconds) : "-", row.note,
            ]
        }
        let all = [header] + lines
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { cells in
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    /// `ns`, `µs`, `ms` or `s` with three significant digits.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    /// The CPU model from /proc/cpuinfo, or "unknown".
    static func cpuModel() -> String {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
