import Foundation
import PinBenchMeasurement
import PinBenchSystem

/// The rows of a Google Benchmark 1.7.1 JSON file that matter here, in ns.
package struct GoogleBenchmarkRun: Sendable {
    package struct Row: Sendable, Equatable {
        package var name: String
        /// `name` without an aggregate suffix (`run_name`, or `name` when absent).
        var runName: String
        /// nil for iteration rows (or rows without `run_type`), else "mean", "median", "BigO", ...
        var aggregate: String?
        /// Real time per iteration in ns; nil for rows without a time (BigO, RMS, errors).
        var realNanoseconds: Double?
        var iterations: Int?
        /// `error_message` when `error_occurred` is true.
        package var error: String?

        package init(name: String, runName: String? = nil, aggregate: String? = nil, realNanoseconds: Double?,
                    iterations: Int? = nil, error: String? = nil) {
            self.name = name
            self.runName = runName ?? name
            self.aggregate = aggregate
            self.realNanoseconds = realNanoseconds
            self.iterations = iterations
            self.error = error
        }
    }

    package var rows: [Row]
    /// `context` strings worth printing (date, host_name, library_build_type), when present.
    package var context: [String: String]

    init(rows: [Row], context: [String: String] = [:]) {
        self.rows = rows
        self.context = context
    }

    /// Nanoseconds per time unit Google Benchmark writes.
    static let unitNanoseconds: [String: Double] = ["ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9]

    package static func load(_ path: String) throws(InputFileError) -> GoogleBenchmarkRun {
        let data = try InputFileError.contents(of: path)
        return try parse(data, source: path)
    }

    /// Parses Google Benchmark's JSON; rows without a time are kept, error rows keep their message.
    package static func parse(_ data: Data, source: String) throws(InputFileError) -> GoogleBenchmarkRun {
        guard !data.isEmpty else { throw InputFileError(source, "is empty") }
        // Google Benchmark writes non-finite doubles as bare NaN / Infinity, which JSON does not allow.
        let text = nonFiniteTokensAsNull(String(decoding: data, as: UTF8.self))
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw InputFileError(source, "is not valid JSON; truncated or not a Google Benchmark JSON file")
        }
        guard let top = object as? [String: Any], let benchmarks = top["benchmarks"] as? [Any] else {
            throw InputFileError(source, "has no \"benchmarks\" array; not a Google Benchmark JSON file (--benchmark_out_format=json)")
        }
        var rows: [Row] = []
        for (index, element) in benchmarks.enumerated() {
            guard let row = element as? [String: Any] else { throw InputFileError(source, "benchmarks[\(index)] is not an object") }
            guard let name = row["name"] as? String, !name.isEmpty else {
                throw InputFileError(source, "benchmarks[\(index)] has no \"name\"")
            }
            let runType = row["run_type"] as? String
            let aggregate = runType == "aggregate" ? (row["aggregate_name"] as? String ?? "aggregate") : nil
            let error = (row["error_occurred"] as? Bool ?? false) ? (row["error_message"] as? String ?? "error_occurred") : nil
            var nanoseconds: Double?
            if error == nil, let value = row["real_time"] {
                guard let time = number(value) else {
                    throw InputFileError(source, "benchmarks[\(index)] ('\(name)') has a real_time that is not a number")
                }
                guard let unitName = row["time_unit"] as? String else {
                    throw InputFileError(source, "benchmarks[\(index)] ('\(name)') has a real_time but no time_unit")
                }
                guard let unit = unitNanoseconds[unitName] else {
                    throw InputFileError(source, "benchmarks[\(index)] ('\(name)') has time_unit '\(unitName)' (expected ns, us, ms or s)")
                }
                // For the cv aggregate the "time" is a fraction; it is never used as a time.
                nanoseconds = row["aggregate_unit"] as? String == "percentage" ? nil : time * unit
                if let nanoseconds, !(nanoseconds >= 0 && nanoseconds <= ResultsDocument.longestTime) {
                    throw InputFileError(source, "benchmarks[\(index)] ('\(name)') has a real_time of \(time) \(unitName); "
                        + "a time must be finite, not negative and at most 1e15 ns")
                }
            }
            var iterations: Int?
            if let value = row["iterations"] {
                // A row that failed (error_occurred) may have run no iteration.
                let least: Double = error == nil ? 1 : 0
                guard let count = number(value), count >= least, count <= Double(ResultsDocument.largestCount), count == count.rounded() else {
                    throw InputFileError(source, "benchmarks[\(index)] ('\(name)') has \(value) iterations; a count of iterations is a whole number from \(Int(least)) to 2^53")
                }
                iterations = Int(count)
            }
            rows.append(Row(name: name, runName: row["run_name"] as? String, aggregate: aggregate,
                            realNanoseconds: nanoseconds, iterations: iterations, error: error))
        }
        var context: [String: String] = [:]
        if let values = top["context"] as? [String: Any] {
            for key in ["date", "host_name", "library_build_type", "executable"] {
                if let value = values[key] as? String { context[key] = value }
            }
        }
        return GoogleBenchmarkRun(rows: rows, context: context)
    }

    private static func number(_ value: Any) -> Double? {
        if let value = value as? Double { return value }
        if let value = value as? Int { return Double(value) }
        if let value = value as? NSNumber { return value.doubleValue }
        return nil
    }

    /// The text with bare `NaN`, `Infinity` and `-Infinity` tokens outside strings replaced by null.
    static func nonFiniteTokensAsNull(_ text: String) -> String {
        guard text.contains("NaN") || text.contains("Infinity") else { return text }
        var result = ""
        var inString = false
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                result.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                index = text.index(after: index)
                continue
            }
            if character == "\"" { inString = true }
            var matched = false
            for token in ["-Infinity", "Infinity", "-NaN", "NaN"] where text[index...].hasPrefix(token) {
                result += "null"
                index = text.index(index, offsetBy: token.count)
                matched = true
                break
            }
            if !matched {
                result.append(character)
                index = text.index(after: index)
            }
        }
        return result
    }

    /// A case's real times: its iteration rows, else its median aggregate.
    package func times(of name: String) -> [Double] {
        let iterations = rows.filter { $0.name == name && $0.aggregate == nil && $0.error == nil }.compactMap(\.realNanoseconds)
        if !iterations.isEmpty { return iterations }
        return rows.filter { $0.runName == name && $0.aggregate == "median" && $0.error == nil }.compactMap(\.realNanoseconds)
    }

    /// Iterations per repetition of a case (its iteration rows).
    func iterations(of name: String) -> [Int] {
        rows.filter { $0.name == name && $0.aggregate == nil && $0.error == nil }.compactMap(\.iterations)
    }

    /// Cases with at least one time, in file order.
    var timedCases: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for row in rows where row.error == nil && row.realNanoseconds != nil {
            let name = row.aggregate == nil ? row.name : row.runName
            if row.aggregate != nil && row.aggregate != "median" { continue }
            if seen.insert(name).inserted { result.append(name) }
        }
        return result
    }

    /// Rows that reported an error (name and message), each case once.
    package var errors: [(name: String, message: String)] {
        var seen = Set<String>()
        return rows.compactMap { row in
            guard let error = row.error, seen.insert(row.runName).inserted else { return nil }
            return (row.runName, error)
        }
    }
}
