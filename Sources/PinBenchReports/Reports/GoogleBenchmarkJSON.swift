import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// Google Benchmark 1.7.1's JSON format, for `compare.py`: rows per round, then aggregates.
enum GoogleBenchmarkJSON {
    /// The file: what `--benchmark_out_format=json` writes.
    struct File: Encodable {
        var context: Context
        var benchmarks: [Row]
    }

    /// 1.7.1's context keys, plus PinBench's provenance as string custom keys.
    struct Context: Encodable {
        var date: String
        var hostName: String
        var executable = "pin-bench"
        var numCPUs: Int
        var mhzPerCPU: Int
        var caches: [String] = []
        var loadAverage: [Double]
        var libraryBuildType: String
        var schema: String
        var gitCommit: String
        var swiftVersion: String
        var cpuModel: String
        var placements: String
        var counters: String

        enum CodingKeys: String, CodingKey {
            case date, executable, caches
            case hostName = "host_name", numCPUs = "num_cpus", mhzPerCPU = "mhz_per_cpu", loadAverage = "load_avg"
            case libraryBuildType = "library_build_type", schema = "pinbench_schema", gitCommit = "git_commit"
            case swiftVersion = "swift_version", cpuModel = "cpu_model", placements = "pinbench_placements", counters = "pinbench_counters"
        }
    }

    /// One row: an iteration (one round) or an aggregate over the rounds. Counters are flat keys.
    struct Row: Encodable {
        var name: String
        var familyIndex: Int
        var perFamilyInstanceIndex: Int
        var runName: String
        var repetitions: Int
        var threads = 1
        var label: String?
        var runType: String
        var repetitionIndex: Int?
        var aggregateName: String?
        var aggregateUnit: String?
        var iterations: Int
        var realTime: Double
        var cpuTime: Double
        var timeUnit = "ns"
        var counters: [String: Double] = [:]

        enum CodingKeys: String, CodingKey {
            case name, repetitions, threads, label, iterations
            case familyIndex = "family_index", perFamilyInstanceIndex = "per_family_instance_index", runName = "run_name"
            case runType = "run_type", repetitionIndex = "repetition_index", aggregateName = "aggregate_name"
            case aggregateUnit = "aggregate_unit", realTime = "real_time", cpuTime = "cpu_time", timeUnit = "time_unit"
        }

        /// A counter's flat key.
        struct CounterKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(familyIndex, forKey: .familyIndex)
            try container.encode(perFamilyInstanceIndex, forKey: .perFamilyInstanceIndex)
            try container.encode(runName, forKey: .runName)
            try container.encode(repetitions, forKey: .repetitions)
            try container.encode(threads, forKey: .threads)
            try container.encodeIfPresent(label, forKey: .label)
            try container.encode(runType, forKey: .runType)
            try container.encodeIfPresent(repetitionIndex, forKey: .repetitionIndex)
            try container.encodeIfPresent(aggregateName, forKey: .aggregateName)
            try container.encodeIfPresent(aggregateUnit, forKey: .aggregateUnit)
            try container.encode(iterations, forKey: .iterations)
            try container.encode(realTime, forKey: .realTime)
            try container.encode(cpuTime, forKey: .cpuTime)
            try container.encode(timeUnit, forKey: .timeUnit)
            var flat = encoder.container(keyedBy: CounterKey.self)
            for (key, value) in counters { try flat.encode(value, forKey: CounterKey(stringValue: key)) }
        }
    }

    static func render(_ document: ResultsDocument) throws -> String {
        try JSONText.encode(file(document))
    }

    static func file(_ document: ResultsDocument) -> File {
        var benchmarks: [Row] = []
        var familyIndex: [String: Int] = [:]
        var instanceIndex: [String: Int] = [:]
        for result in document.cases {
            let family = BenchmarkCase.family(strategy: result.strategy.rawValue, series: result.series)
            let familyNumber = familyIndex[family] ?? familyIndex.count
            familyIndex[family] = familyNumber
            let instance = instanceIndex[family, default: -1] + 1
            instanceIndex[family] = instance
            let rounds = result.samples.count
            // The time verdict against the reference, as a label (compare.py shows labels).
            let label = result.ratio.map { "\($0.verdict.rawValue) vs \($0.reference)" }
            func row(_ name: String, type: String, iterations: Int, realTime: Double, cpuTime: Double) -> Row {
                Row(name: name, familyIndex: familyNumber, perFamilyInstanceIndex: instance, runName: result.name, repetitions: rounds,
                    label: label, runType: type, iterations: iterations, realTime: realTime, cpuTime: cpuTime)
            }
            var counters: [String: Double] = ["views": Double(result.depth), "ns_per_view": result.nanosecondsPerView]
            // Counters are numbers only: one that could not be had is left out, and the context says why.
            for counter in Counter.all {
                if let value = result.counts[counter.id] { counters[counter.fieldName] = Double(value) }
            }
            if let range = result.ratio?.placementRange {
                counters["ratio_placement_min"] = range.lower
                counters["ratio_placement_max"] = range.upper
            }
            for (index, (wall, cpu)) in zip(result.samples, result.cpuSamples).enumerated() {
                var iteration = row(result.name, type: "iteration", iterations: result.passesPerSample, realTime: wall, cpuTime: cpu)
                iteration.repetitionIndex = index
                iteration.counters = counters
                benchmarks.append(iteration)
            }
            let aggregates: [(String, (([Double]) -> Double), String)] = [
                ("mean", Statistics.mean, "time"),
                ("median", Statistics.median, "time"),
                ("stddev", Statistics.standardDeviation, "time"),
                ("cv", { Statistics.standardDeviation($0) / Statistics.mean($0) }, "percentage"),
            ]
            for (name, function, unit) in aggregates {
                var aggregate = row("\(result.name)_\(name)", type: "aggregate", iterations: rounds,
                                    realTime: function(result.samples), cpuTime: function(result.cpuSamples))
                aggregate.aggregateName = name
                aggregate.aggregateUnit = unit
                benchmarks.append(aggregate)
            }
        }
        let environment = document.environment
        let context = Context(date: environment.date, hostName: environment.hostName, numCPUs: environment.cores,
                              mhzPerCPU: environment.cpuMHz, loadAverage: environment.loadAverage,
                              libraryBuildType: environment.buildConfiguration,
                              schema: "\(ResultsDocument.schemaName)/\(ResultsDocument.currentSchemaVersion)",
                              gitCommit: environment.gitCommit, swiftVersion: environment.swiftVersion, cpuModel: environment.cpuModel,
                              placements: "\(document.placementCount)", counters: counterText(document))
        return File(context: context, benchmarks: benchmarks)
    }

    /// What the counters count, and which could not be had.
    static func counterText(_ document: ResultsDocument) -> String {
        let known = Counter.all.map { "\($0.fieldName): \($0.measuredBy)" }.joined(separator: ", ") + "; all over one steady-state pass"
        let unavailable = ResultsReport.unavailableCounterLines(document)
        return unavailable.isEmpty ? known : known + "; " + unavailable.joined(separator: "; ")
    }
}
