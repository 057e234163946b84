import Foundation

// `pin-bench crosscheck`: the Swift harness's results against the C++ harness's (Benchmarks/GBench,
// Google Benchmark 1.7.1 JSON), case by case. Both time reset + one layout pass and subtract the
// reset's median: the Swift file already holds net medians; for gbench the net is the median of the
// case's iteration rows minus the median of its `BM_ChainReset/...` rows (`BM_ChainResetNative/...`
// for the native `cpp-*` rows). A report, not a gate.

// MARK: - Reading Google Benchmark JSON

/// The rows of a Google Benchmark JSON file that matter here, times converted to nanoseconds.
public struct GoogleBenchmarkRun: Sendable {
    public struct Row: Sendable, Equatable {
        public var name: String
        /// `name` without an aggregate suffix (`run_name`, or `name` when absent).
        public var runName: String
        /// nil for iteration rows (or rows without `run_type`), else "mean", "median", "BigO", ...
        public var aggregate: String?
        /// Real time per iteration in ns; nil for rows without a time (BigO, RMS, errors).
        public var realNanoseconds: Double?
        public var iterations: Int?
        /// `error_message` when `error_occurred` is true.
        public var error: String?

        public init(name: String, runName: String? = nil, aggregate: String? = nil, realNanoseconds: Double?,
                    iterations: Int? = nil, error: String? = nil) {
            self.name = name
            self.runName = runName ?? name
            self.aggregate = aggregate
            self.realNanoseconds = realNanoseconds
            self.iterations = iterations
            self.error = error
        }
    }

    public var rows: [Row]
    /// `context` strings worth printing (date, host_name, library_build_type), when present.
    public var context: [String: String]

    public init(rows: [Row], context: [String: String] = [:]) {
        self.rows = rows
        self.context = context
    }

    /// Nanoseconds per time unit Google Benchmark writes.
    public static let unitNanoseconds: [String: Double] = ["ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9]

    public static func load(_ path: String) throws(InputFileError) -> GoogleBenchmarkRun {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputFileError(path, FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist")
        }
        return try parse(data, source: path)
    }

    /// Parses the JSON `--benchmark_out_format=json` writes. Rows without a time (BigO, RMS) are kept
    /// without one; error rows keep their message.
    public static func parse(_ data: Data, source: String) throws(InputFileError) -> GoogleBenchmarkRun {
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
            }
            rows.append(Row(name: name, runName: row["run_name"] as? String, aggregate: aggregate,
                            realNanoseconds: nanoseconds, iterations: (row["iterations"]).flatMap(number).map { Int($0) },
                            error: error))
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

    /// The per-repetition real times (ns) of a case: its iteration rows, or, when the file holds
    /// aggregates only (--benchmark_report_aggregates_only), its median aggregate.
    public func times(of name: String) -> [Double] {
        let iterations = rows.filter { $0.name == name && $0.aggregate == nil && $0.error == nil }.compactMap(\.realNanoseconds)
        if !iterations.isEmpty { return iterations }
        return rows.filter { $0.runName == name && $0.aggregate == "median" && $0.error == nil }.compactMap(\.realNanoseconds)
    }

    /// Iterations per repetition of a case (its iteration rows).
    public func iterations(of name: String) -> [Int] {
        rows.filter { $0.name == name && $0.aggregate == nil && $0.error == nil }.compactMap(\.iterations)
    }

    /// Cases with at least one time, in file order.
    public var timedCases: [String] {
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
    public var errors: [(name: String, message: String)] {
        var seen = Set<String>()
        return rows.compactMap { row in
            guard let error = row.error, seen.insert(row.runName).inserted else { return nil }
            return (row.runName, error)
        }
    }
}

// MARK: - Case names

/// `BM_Chain/<strategy>/depth:<N>/hidden:<P>/fanin:<k>`, taken apart.
public struct ChainCaseName: Equatable, Sendable {
    public var strategy: String
    public var depth: Int
    /// `hidden:<P>/fanin:<k>`, the series label.
    public var series: String

    public init?(_ name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 4, parts[0] == "BM_Chain", parts[2].hasPrefix("depth:"),
              let depth = Int(parts[2].dropFirst("depth:".count)) else { return nil }
        strategy = parts[1]
        self.depth = depth
        series = parts[3...].joined(separator: "/")
    }

    /// Native C++ rows (`cpp-reference`, `cpp-integer-pixels`) have no Swift counterpart and their own reset.
    public var isNative: Bool { strategy.hasPrefix("cpp-") }

    /// The reset row the case's time is corrected with.
    public var resetName: String {
        "\(isNative ? "BM_ChainResetNative" : "BM_ChainReset")/depth:\(depth)/\(series)"
    }
}

// MARK: - The cross-check

public struct CrossCheckReport: Sendable {
    public enum Verdict: String, Sendable {
        case agree, disagree
        /// The gbench file has no reset row for the case, so its net time is unknown.
        case noReset = "no reset row"
    }

    /// One case present in both files.
    public struct Comparison: Sendable {
        public var name: String
        public var strategy: String
        public var series: String
        public var depth: Int
        /// Swift: median ns per pass, reset subtracted (CaseResult.stats.median), and its sample range.
        public var swiftMedian: Double
        public var swiftMin: Double
        public var swiftMax: Double
        /// Swift: median ns of one reset on this scenario, when the file has it.
        public var swiftReset: Double?
        public var swiftPasses: Int
        public var swiftRounds: Int
        /// gbench: median real ns per iteration (reset included), its repetitions' range, its reset.
        public var gbenchRaw: Double
        public var gbenchRawMin: Double
        public var gbenchRawMax: Double
        public var gbenchReset: Double?
        public var gbenchIterations: Int
        public var gbenchRepetitions: Int
        public var verdict: Verdict
        /// Why they disagree, with the figures that support it ("" when they agree).
        public var reason: String

        /// gbench net: median minus the reset's median.
        public var gbenchNet: Double? { gbenchReset.map { gbenchRaw - $0 } }
        /// gbench net / Swift - 1.
        public var relativeDifference: Double? {
            guard let net = gbenchNet, swiftMedian > 0, net > 0 else { return nil }
            return net / swiftMedian - 1
        }
    }

    /// Median ns per view, reset subtracted, of one row of the per-view table.
    public struct PerViewRow: Sendable {
        public var series: String
        public var strategy: String
        /// "Swift harness", "C API (gbench)" or "native C++ (gbench)".
        public var source: String
        public var nanosecondsPerView: [Int: Double]
    }

    public var tolerance: Double
    public var comparisons: [Comparison]
    public var perView: [PerViewRow]
    /// Swift cases the gbench file does not have (or has only as errors).
    public var onlyInSwift: [String]
    /// gbench `BM_Chain/` cases of Swift strategies that the Swift file does not have.
    public var onlyInGBench: [String]
    public var gbenchErrors: [(name: String, message: String)]
    public var swiftDescription: String
    public var gbenchDescription: String

    public var agreements: Int { comparisons.filter { $0.verdict == .agree }.count }
    public var disagreements: Int { comparisons.filter { $0.verdict == .disagree }.count }
    public var uncompared: Int { comparisons.filter { $0.verdict == .noReset }.count }
}

public enum CrossCheck {
    public static let defaultTolerance = 0.10

    /// Loads both files and compares them. Throws `InputFileError` naming the file at fault.
    public static func run(swiftPath: String, gbenchPath: String, tolerance: Double = defaultTolerance) throws -> CrossCheckReport {
        let swift = try ResultsDocument.load(swiftPath)
        let gbench = try GoogleBenchmarkRun.load(gbenchPath)
        return compare(swift: swift, gbench: gbench, tolerance: tolerance)
    }

    public static func compare(swift: ResultsDocument, gbench: GoogleBenchmarkRun, tolerance: Double = defaultTolerance) -> CrossCheckReport {
        let gbenchCases = gbench.timedCases
        func median(_ values: [Double]) -> Double? { values.isEmpty ? nil : Statistics.median(values) }

        var comparisons: [CrossCheckReport.Comparison] = []
        var onlyInSwift: [String] = []
        for result in swift.cases {
            let times = gbench.times(of: result.name)
            guard !times.isEmpty, let parsed = ChainCaseName(result.name) else {
                onlyInSwift.append(result.name)
                continue
            }
            let swiftReset = swift.resets.first { $0.series == result.series && $0.depth == result.depth }?.medianNanoseconds
            let gbenchReset = median(gbench.times(of: parsed.resetName))
            let iterations = gbench.iterations(of: result.name)
            comparisons.append(CrossCheckReport.Comparison(
                name: result.name, strategy: result.strategy, series: parsed.series, depth: result.depth,
                swiftMedian: result.stats.median, swiftMin: result.stats.min, swiftMax: result.stats.max,
                swiftReset: swiftReset, swiftPasses: result.passesPerSample, swiftRounds: result.samples.count,
                gbenchRaw: Statistics.median(times), gbenchRawMin: times.min()!, gbenchRawMax: times.max()!,
                gbenchReset: gbenchReset,
                gbenchIterations: iterations.isEmpty ? 0 : Int(Statistics.median(iterations.map(Double.init)).rounded()),
                gbenchRepetitions: times.count, verdict: .agree, reason: ""))
        }
        let costs = fixedCosts(comparisons)
        for index in comparisons.indices {
            (comparisons[index].verdict, comparisons[index].reason) = judge(comparisons[index], among: comparisons,
                                                                            tolerance: tolerance, costs: costs)
        }

        let swiftNames = Set(swift.cases.map(\.name))
        let onlyInGBench = gbenchCases.filter { name in
            guard let parsed = ChainCaseName(name), !parsed.isNative else { return false }
            return !swiftNames.contains(name)
        }

        return CrossCheckReport(
            tolerance: tolerance, comparisons: comparisons,
            perView: perViewRows(swift: swift, gbench: gbench, comparisons: comparisons),
            onlyInSwift: onlyInSwift, onlyInGBench: onlyInGBench, gbenchErrors: gbench.errors,
            swiftDescription: "\(swift.environment.commandLine) on \(swift.environment.date), commit \(swift.environment.gitCommit.prefix(12))",
            gbenchDescription: ["executable", "date", "host_name", "library_build_type"].compactMap { key in
                gbench.context[key].map { "\(key.replacingOccurrences(of: "_", with: " ")) \($0)" }
            }.joined(separator: ", "))
    }

    /// The fixed cost per pass one harness pays and the other does not, per strategy: the median
    /// difference (gbench net - Swift) of its cases at the smallest depth (at most 4) where nothing but
    /// that cost is left. Strategies without such a case get the median over all of them.
    static func fixedCosts(_ comparisons: [CrossCheckReport.Comparison]) -> (perStrategy: [String: Double], all: [Double]) {
        let small = comparisons.filter { $0.depth <= 4 && $0.gbenchNet != nil }
        guard let smallest = small.map(\.depth).min() else { return ([:], []) }
        let atSmallest = small.filter { $0.depth == smallest }
        var perStrategy: [String: Double] = [:]
        for strategy in Set(atSmallest.map(\.strategy)) {
            perStrategy[strategy] = Statistics.median(atSmallest.filter { $0.strategy == strategy }.map { $0.gbenchNet! - $0.swiftMedian })
        }
        return (perStrategy, atSmallest.map { $0.gbenchNet! - $0.swiftMedian })
    }

    /// Agreement within the tolerance, or the likeliest reason the figures support.
    static func judge(_ c: CrossCheckReport.Comparison, among all: [CrossCheckReport.Comparison], tolerance: Double,
                      costs: (perStrategy: [String: Double], all: [Double])) -> (CrossCheckReport.Verdict, String) {
        guard let gbenchReset = c.gbenchReset, let net = c.gbenchNet else {
            return (.noReset, "the gbench file has no \(ChainCaseName(c.name)?.resetName ?? "reset") row, so its net time is unknown")
        }
        let swiftReset = c.swiftReset.map { "\(fixed($0, 1)) ns" } ?? "unknown"
        guard c.swiftMedian > 0, net > 0 else {
            return (.disagree, "a net time is not positive (Swift \(fixed(c.swiftMedian, 1)) ns, gbench \(fixed(net, 1)) ns): the reset "
                + "(Swift \(swiftReset), gbench \(fixed(gbenchReset, 1)) ns) is as large as the pass, so the subtraction is within noise")
        }
        let relative = net / c.swiftMedian - 1
        if abs(relative) <= tolerance { return (.agree, "") }
        let slower = relative > 0 ? "gbench" : "Swift"
        let difference = net - c.swiftMedian

        // Noise: the Swift samples' range and the gbench repetitions' range (net) overlap.
        let gbenchLow = c.gbenchRawMin - gbenchReset
        let gbenchHigh = c.gbenchRawMax - gbenchReset
        if c.gbenchRepetitions > 1, gbenchLow <= c.swiftMax, c.swiftMin <= gbenchHigh {
            return (.disagree, "\(slower) slower, but within noise: the ranges overlap (Swift samples \(fixed(c.swiftMin, 1))–"
                + "\(fixed(c.swiftMax, 1)) ns, gbench repetitions \(fixed(gbenchLow, 1))–\(fixed(gbenchHigh, 1)) ns)")
        }

        // A fixed cost per pass (measured at the smallest depth, where nothing else is left): the case
        // agrees once it is taken off.
        let allFixed = costs.all.isEmpty ? nil : Statistics.median(costs.all)
        let fixedCost = costs.perStrategy[c.strategy] ?? allFixed ?? 0
        func withoutFixedCost(_ x: CrossCheckReport.Comparison) -> Double? {
            guard let net = x.gbenchNet, x.swiftMedian > 0 else { return nil }
            return (net - (costs.perStrategy[x.strategy] ?? allFixed ?? 0)) / x.swiftMedian - 1
        }
        let adjusted = withoutFixedCost(c) ?? relative
        if fixedCost > 0, difference > 0, fixedCost >= 0.5 * difference, abs(adjusted) <= tolerance {
            let range = costs.all.isEmpty ? "" : " (at the smallest depth every strategy's difference is "
                + "\(fixed(costs.all.min()!, 1))–\(fixed(costs.all.max()!, 1)) ns)"
            return (.disagree, "gbench slower by a fixed cost per pass, not per view: +\(fixed(difference, 1)) ns here, and "
                + "+\(fixed(fixedCost, 1)) ns per pass for this strategy at the smallest depth\(range); with that taken "
                + "off the difference is \(CrossCheckRendering.signedPercent(adjusted)). That is the C-call boundary: pin_chain_run checks "
                + "its arguments, sets the globals and calls the strategy through an existential, once per pass")
        }

        // The whole scenario moved: `manual` (the plainest code, the same in both) differs alike on it.
        let manual = all.first { $0.strategy == "manual" && $0.series == c.series && $0.depth == c.depth && $0.name != c.name }
        if let manualDifference = manual.flatMap(withoutFixedCost), abs(manualDifference) > tolerance,
           (manualDifference > 0) == (adjusted > 0), abs((1 + adjusted) / (1 + manualDifference) - 1) <= tolerance {
            return (.disagree, "\(slower) slower on this whole scenario, not this strategy: manual differs by "
                + "\(CrossCheckRendering.signedPercent(manualDifference)) on it too, fixed per-pass cost taken off "
                + "(machine or cache state during one of the runs)")
        }

        // A per-view difference of this strategy: the same relative difference at every depth where the
        // per-pass cost no longer matters, while manual agrees.
        let group = all.filter { $0.strategy == c.strategy && $0.series == c.series }.sorted { $0.depth < $1.depth }
        let deep = group.filter { $0.depth >= 64 }.compactMap(\.relativeDifference)
        if deep.count >= 2, deep.allSatisfy({ ($0 > 0) == (adjusted > 0) && abs($0) > tolerance / 2 }),
           abs((1 + adjusted) / (1 + Statistics.median(deep)) - 1) <= tolerance {
            let manualText = manual.flatMap(withoutFixedCost).map {
                " while manual on this scenario differs by \(CrossCheckRendering.signedPercent($0)) (fixed per-pass cost taken off)"
            } ?? ""
            return (.disagree, "\(slower) slower per view for this strategy at every depth >= 64 of the series ("
                + deep.map(CrossCheckRendering.signedPercent).joined(separator: ", ") + ")\(manualText): the same Swift code "
                + "runs at a different speed per view in the two executables (likely code placement; the C boundary is a "
                + "fixed cost per pass, not a share of each view)")
        }

        // The reset figures differ by enough to explain most of it.
        if let swiftResetValue = c.swiftReset, abs(gbenchReset - swiftResetValue) >= 0.5 * abs(difference) {
            return (.disagree, "\(slower) slower; the reset figures differ by \(fixed(gbenchReset - swiftResetValue, 1)) ns "
                + "(Swift \(fixed(swiftResetValue, 1)) ns, gbench \(fixed(gbenchReset, 1)) ns), at least half of the "
                + "\(fixed(difference, 1)) ns difference")
        }

        return (.disagree, "\(slower) slower by \(fixed(abs(difference), 1)) ns per pass; not explained by these figures: different "
            + "batches (Swift \(c.swiftRounds) rounds of \(c.swiftPasses) passes interleaved with the other strategies; gbench "
            + "\(c.gbenchRepetitions) repetition(s) of \(c.gbenchIterations) iterations, one case at a time) and noise")
    }

    /// Median ns per view per series: each Swift strategy from both harnesses, then the native rows.
    static func perViewRows(swift: ResultsDocument, gbench: GoogleBenchmarkRun,
                            comparisons: [CrossCheckReport.Comparison]) -> [CrossCheckReport.PerViewRow] {
        var series: [String] = []
        var nativeStrategies: [String] = []
        var native: [String: [String: [Int: Double]]] = [:]  // series -> strategy -> depth -> ns/view
        for name in gbench.timedCases {
            guard let parsed = ChainCaseName(name), parsed.isNative else { continue }
            let times = gbench.times(of: name)
            guard let reset = gbench.times(of: parsed.resetName).nonEmptyMedian else { continue }
            if !series.contains(parsed.series) { series.append(parsed.series) }
            if !nativeStrategies.contains(parsed.strategy) { nativeStrategies.append(parsed.strategy) }
            native[parsed.series, default: [:]][parsed.strategy, default: [:]][parsed.depth] =
                (Statistics.median(times) - reset) / Double(parsed.depth)
        }
        for comparison in comparisons where !series.contains(comparison.series) { series.append(comparison.series) }
        var rows: [CrossCheckReport.PerViewRow] = []
        for label in series {
            let inSeries = comparisons.filter { $0.series == label }
            for strategy in swift.strategies where inSeries.contains(where: { $0.strategy == strategy }) {
                let cases = inSeries.filter { $0.strategy == strategy }
                rows.append(.init(series: label, strategy: strategy, source: "Swift harness",
                                  nanosecondsPerView: Dictionary(uniqueKeysWithValues: cases.map { ($0.depth, $0.swiftMedian / Double($0.depth)) })))
                rows.append(.init(series: label, strategy: strategy, source: "C API (gbench)",
                                  nanosecondsPerView: Dictionary(uniqueKeysWithValues: cases.compactMap { c in
                                      c.gbenchNet.map { (c.depth, $0 / Double(c.depth)) }
                                  })))
            }
            for strategy in nativeStrategies {
                guard let values = native[label]?[strategy] else { continue }
                rows.append(.init(series: label, strategy: strategy, source: "native C++ (gbench)", nanosecondsPerView: values))
            }
        }
        return rows
    }
}

extension Array where Element == Double {
    fileprivate var nonEmptyMedian: Double? { isEmpty ? nil : Statistics.median(self) }
}

// MARK: - Rendering

public enum CrossCheckRendering {
    public static func summary(_ report: CrossCheckReport) -> String {
        let slower = report.comparisons.filter { $0.verdict == .disagree && ($0.relativeDifference ?? 0) > 0 }.count
        var text = "crosscheck: \(report.comparisons.count) cases in both files, \(report.agreements) agree within "
            + "±\(significant(report.tolerance * 100))%, \(report.disagreements) disagree"
        if report.disagreements > 0 { text += " (gbench slower in \(slower), faster in \(report.disagreements - slower))" }
        if report.uncompared > 0 { text += ", \(report.uncompared) without a reset row" }
        text += "; \(report.onlyInSwift.count) only in the Swift file, \(report.onlyInGBench.count) only in the gbench file, "
            + "\(report.gbenchErrors.count) gbench error row(s)"
        return text
    }

    public static func text(_ report: CrossCheckReport) -> String {
        var lines = [summary(report), ""]
        lines.append("Swift: \(report.swiftDescription)")
        lines.append("gbench: \(report.gbenchDescription)")
        lines.append("")
        lines.append("Per case: ns per pass, reset subtracted (gbench net = median of its rows - median of its reset rows)")
        lines.append(caseTable(report, withReasons: false).text)
        let disagreeing = report.comparisons.filter { $0.verdict != .agree }
        if !disagreeing.isEmpty {
            lines.append("")
            lines.append("Why they differ:")
            for c in disagreeing { lines.append("  \(c.name): \(c.reason)") }
        }
        for table in perViewTables(report) {
            lines.append("")
            lines.append("\(table.series): median ns per view, reset subtracted")
            lines.append(table.table.text)
        }
        lines.append(contentsOf: footer(report, bullet: ""))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ report: CrossCheckReport) -> String {
        var lines = ["# PinBench cross-check: Swift harness vs Google Benchmark harness", ""]
        lines.append("**\(summary(report))**")
        lines.append("")
        lines.append("- Swift: \(report.swiftDescription)")
        lines.append("- gbench: \(report.gbenchDescription)")
        lines.append("- Rule: Swift's median ns per pass (reset subtracted) vs gbench's median real time per iteration minus "
            + "the median of the matching `BM_ChainReset` rows; they agree within ±\(significant(report.tolerance * 100))% of the Swift figure.")
        lines.append("")
        lines.append("## ns per view")
        lines.append("")
        lines.append("Median ns per view, reset subtracted. The C++ rows subtract `BM_ChainResetNative` (their own memcpy reset).")
        for table in perViewTables(report) {
            lines.append("")
            lines.append("### \(table.series)")
            lines.append("")
            lines.append(table.table.markdown)
        }
        lines.append("")
        lines.append("## Per case")
        lines.append("")
        lines.append("ns per pass. gbench net = gbench median − gbench reset.")
        lines.append("")
        lines.append(caseTable(report, withReasons: true).markdown)
        lines.append(contentsOf: footer(report, bullet: "- "))
        return lines.joined(separator: "\n") + "\n"
    }

    static func caseTable(_ report: CrossCheckReport, withReasons: Bool) -> TextTable {
        var headers = ["case", "Swift", "Swift reset", "gbench", "gbench reset", "gbench net", "difference", "verdict"]
        if withReasons { headers.append("why") }
        var table = TextTable(headers: headers, rightAligned: Set(1...6))
        for c in report.comparisons {
            var row = [c.name, fixed(c.swiftMedian, 1), c.swiftReset.map { fixed($0, 1) } ?? "-", fixed(c.gbenchRaw, 1),
                       c.gbenchReset.map { fixed($0, 1) } ?? "-", c.gbenchNet.map { fixed($0, 1) } ?? "-",
                       c.relativeDifference.map(signedPercent) ?? "-", c.verdict.rawValue]
            if withReasons { row.append(c.reason.isEmpty ? "-" : c.reason) }
            table.append(row)
        }
        return table
    }

    static func perViewTables(_ report: CrossCheckReport) -> [(series: String, table: TextTable)] {
        var series: [String] = []
        for row in report.perView where !series.contains(row.series) { series.append(row.series) }
        return series.map { label in
            let rows = report.perView.filter { $0.series == label }
            let depths = Array(Set(rows.flatMap { $0.nanosecondsPerView.keys })).sorted()
            var table = TextTable(headers: ["strategy", "harness"] + depths.map { "\($0)" }, rightAligned: Set(2..<(2 + depths.count)))
            for row in rows {
                table.append([row.strategy, row.source] + depths.map { depth in row.nanosecondsPerView[depth].map(perView) ?? "-" })
            }
            return (label, table)
        }
    }

    static func perView(_ value: Double) -> String {
        // Three significant digits, deciding on the rounded value (9.996 prints as 10.0, not 10.00).
        abs(value) >= 99.95 ? fixed(value, 0) : abs(value) >= 9.995 ? fixed(value, 1) : fixed(value, 2)
    }

    static func signedPercent(_ value: Double) -> String { (value >= 0 ? "+" : "") + fixed(value * 100, 1) + "%" }

    static func footer(_ report: CrossCheckReport, bullet: String) -> [String] {
        var lines: [String] = []
        if !report.gbenchErrors.isEmpty {
            lines.append("gbench error rows (not compared):")
            lines.append(contentsOf: report.gbenchErrors.map { "\(bullet.isEmpty ? "  " : bullet)\($0.name): \($0.message)" })
        }
        if !report.onlyInSwift.isEmpty {
            lines.append("Only in the Swift file (\(report.onlyInSwift.count)): \(grouped(report.onlyInSwift))")
        }
        if !report.onlyInGBench.isEmpty {
            lines.append("Only in the gbench file (\(report.onlyInGBench.count)): \(grouped(report.onlyInGBench))")
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    /// Names grouped by series ("hidden:random-50/fanin:all: 24 cases, depths 16, 64"), or listed when few.
    static func grouped(_ names: [String]) -> String {
        guard names.count > 6 else { return names.joined(separator: ", ") }
        var order: [String] = []
        var byseries: [String: [ChainCaseName]] = [:]
        var other: [String] = []
        for name in names {
            guard let parsed = ChainCaseName(name) else { other.append(name); continue }
            if byseries[parsed.series] == nil { order.append(parsed.series) }
            byseries[parsed.series, default: []].append(parsed)
        }
        var parts = order.map { series -> String in
            let cases = byseries[series]!
            let depths = Array(Set(cases.map(\.depth))).sorted().map(String.init).joined(separator: ", ")
            let strategies = Array(Set(cases.map(\.strategy))).sorted().joined(separator: ", ")
            return "\(series): \(cases.count) cases (depths \(depths); \(strategies))"
        }
        parts += other
        return parts.joined(separator: "; ")
    }
}
