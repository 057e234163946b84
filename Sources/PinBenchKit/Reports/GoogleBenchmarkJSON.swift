import Foundation

/// Google Benchmark 1.7.1's JSON reporter format, so that `compare.py` and existing dashboards read
/// PinBench's results: a `context` (1.7.1's keys plus string custom keys for provenance) and, per
/// case, one `iteration` row per round followed by mean/median/stddev/cv aggregates. Times are ns
/// per layout pass (reset subtracted); extra numbers are flat counters, which compare.py ignores.
public enum GoogleBenchmarkJSON {
    public static func render(_ document: ResultsDocument) throws -> String {
        var benchmarks: [[String: Any]] = []
        var familyIndex: [String: Int] = [:]
        var instanceIndex: [String: Int] = [:]
        for result in document.cases {
            let family = "BM_Chain/\(result.strategy)"
            let familyNumber = familyIndex[family] ?? familyIndex.count
            familyIndex[family] = familyNumber
            let instance = instanceIndex[family, default: -1] + 1
            instanceIndex[family] = instance
            let rounds = result.samples.count
            func row(_ name: String, _ extra: [String: Any]) -> [String: Any] {
                var row: [String: Any] = ["name": name, "family_index": familyNumber, "per_family_instance_index": instance,
                                          "run_name": result.name, "repetitions": rounds, "threads": 1]
                row.merge(extra) { $1 }
                // The time verdict against the reference, as a label (compare.py shows labels).
                if let ratio = result.ratio { row["label"] = "\(ratio.verdict.rawValue) vs \(ratio.reference)" }
                return row
            }
            var counters: [String: Any] = ["views": Double(result.depth), "ns_per_view": result.nanosecondsPerView,
                                           "allocs_per_pass": Double(result.allocationsPerPass)]
            // Counters are numbers only: one that could not be had is left out, and the context says why.
            let optional: [(String, Int?)] = [("retains_per_pass", result.retainsPerPass), ("releases_per_pass", result.releasesPerPass),
                                              ("instructions_per_pass", result.instructionsPerPass)]
            for case let (key, value?) in optional { counters[key] = Double(value) }
            if let range = result.ratio?.layoutRange {
                counters["ratio_layout_min"] = range.lower
                counters["ratio_layout_max"] = range.upper
            }
            for (index, (wall, cpu)) in zip(result.samples, result.cpuSamples).enumerated() {
                benchmarks.append(row(result.name, ["run_type": "iteration", "repetition_index": index,
                                                    "iterations": result.passesPerSample, "real_time": wall,
                                                    "cpu_time": cpu, "time_unit": "ns"].merging(counters) { $1 }))
            }
            let aggregates: [(String, (([Double]) -> Double), String)] = [
                ("mean", Statistics.mean, "time"),
                ("median", Statistics.median, "time"),
                ("stddev", Statistics.standardDeviation, "time"),
                ("cv", { Statistics.standardDeviation($0) / Statistics.mean($0) }, "percentage"),
            ]
            for (name, function, unit) in aggregates {
                benchmarks.append(row("\(result.name)_\(name)", ["run_type": "aggregate", "aggregate_name": name,
                                                                  "aggregate_unit": unit, "iterations": rounds,
                                                                  "real_time": function(result.samples),
                                                                  "cpu_time": function(result.cpuSamples), "time_unit": "ns"]))
            }
        }
        let environment = document.environment
        let context: [String: Any] = [
            "date": environment.date, "host_name": environment.hostName, "executable": "pin-bench",
            "num_cpus": environment.cores, "mhz_per_cpu": environment.cpuMHz, "caches": [] as [Any],
            "load_avg": environment.loadAverage, "library_build_type": environment.buildConfiguration,
            "pinbench_schema": "\(ResultsDocument.schemaName)/\(ResultsDocument.currentSchemaVersion)",
            "git_commit": environment.gitCommit, "swift_version": environment.swiftVersion,
            "cpu_model": environment.cpuModel, "pinbench_layouts": "\(document.layoutCount)",
            "pinbench_counters": counterText(document),
        ]
        let data = try JSONSerialization.data(withJSONObject: ["context": context, "benchmarks": benchmarks],
                                              options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// What the counters count, and which could not be had.
    static func counterText(_ document: ResultsDocument) -> String {
        let known = "allocs_per_pass: heap allocations, retains_per_pass/releases_per_pass: swift_retain(_n)/swift_release(_n) calls, "
            + "instructions_per_pass (with --instructions): all in one steady-state pass"
        let unavailable = ResultsReport.unavailableCounterLines(document)
        return unavailable.isEmpty ? known : known + "; " + unavailable.joined(separator: "; ")
    }
}
