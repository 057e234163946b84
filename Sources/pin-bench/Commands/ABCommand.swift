import Foundation
import PinBenchKit

/// `pin-bench ab OLD NEW`: the regression gate on two builds measured on this machine, round by round.
enum ABCommand: Command {
    static let name = "ab"
    static let summary = "gate two pin-bench builds against each other, interleaved round by round (pull requests)"
    static let help = """
        Usage: pin-bench ab OLD NEW [options]

        OLD and NEW are two pin-bench executables, e.g. main's and a pull request's release builds.
        Every round runs both once, in a shuffled order, each as a fresh process that times every case
        of the suite (`run --rounds 3`, with its frame reset subtracted); the round contributes each
        case's median to its side. Drift of the host between rounds therefore moves both sides alike.
        The deterministic tiers are gated as `compare` does; the time tier is judged on the pairs: each
        case's per-round NEW ÷ OLD ratios, with the Wilcoxon signed-rank test, Holm's correction over the
        cases and the bootstrap interval of the median ratio, which must lie wholly beyond the threshold.
        Executables whose suites or results schemas differ are refused.

        Options:
          --suite NAME         ci (default) or standard
          --filter REGEX       only the cases whose name matches (passed to both)
          --rounds N           rounds (default 14: the signed-rank test of 28 cases needs 13 to reach
                               0.01 after Holm's correction)
          --min-time S         seconds per sample in each child (default 0.004)
          --seed S             seeds the order of the rounds (default 1)
          --instructions       also count instructions (each executable once under callgrind)
          --inject-new P       the gate's self-test: NEW's if-else does P% more work (1, 5, 10 or 20),
                               so that OLD and NEW can be the same build (PIN_BENCH_INJECT_WORK)
          --allow-debug        let debug builds be timed
          --quiet              no progress on stderr
        \(GateOptions.help)

        \(ExitCode.documentation)
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        guard let oldPath = arguments.positional(), let newPath = arguments.positional() else {
            throw UsageError("ab needs two pin-bench executables: OLD NEW")
        }
        let settings = try GateOptions.parse(&arguments)
        let suite = try arguments.choice("--suite", ["ci", "standard"]) ?? "ci"
        let filter = try arguments.value("--filter")
        let rounds = try arguments.int("--rounds", in: 1...1_000) ?? 14
        let minTime = try arguments.double("--min-time", in: 0.000_001...60) ?? 0.004
        var random = SplitMix64(seed: try arguments.seed("--seed") ?? 1)
        let instructions = arguments.flag("--instructions")
        let injection = try arguments.int("--inject-new", in: 1...20)
        if let injection, !InjectedWork.percents.contains(injection) {
            throw UsageError("option --inject-new must be one of \(InjectedWork.percents.map(String.init).joined(separator: ", ")), got \(injection)")
        }
        let allowDebug = arguments.flag("--allow-debug")
        let format = try arguments.format([.text, .md, .json], default: .text)
        let out = try arguments.value("--out")
        let progress = Progress(verb: name, quiet: arguments.flag("--quiet"))
        try arguments.finish()
        try Output.checkWritable(out)
        for (role, path) in [("OLD", oldPath), ("NEW", newPath)] where !FileManager.default.isExecutableFile(atPath: path) {
            Output.error("pin-bench ab: \(role) \(path) is not an executable file")
            return .badBaseline
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pin-bench-ab-\(UUID().uuidString)").path
        try Output.createDirectory(directory)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var common = ["run", "--suite", suite, "--rounds", "3", "--min-time", "\(minTime)", "--no-save", "--format", "json", "--quiet"]
        if let filter { common += ["--filter", filter] }
        if allowDebug { common.append("--allow-debug") }

        let start = ContinuousClock.now
        var results: [[ResultsDocument]] = [[], []]
        let sides = [(role: "OLD", path: oldPath), (role: "NEW", path: newPath)]
        for round in 0..<rounds {
            progress.update(ProgressStep("round \(round + 1)/\(rounds)", done: round, total: rounds))
            var order = [0, 1]
            order.shuffle(using: &random)
            for side in order {
                var childArguments = common + ["--seed", "\(round + 1)"]
                if instructions && round == 0 { childArguments.append("--instructions") }
                let file = "\(directory)/\(sides[side].role)-\(round).json"
                let environment = side == 1 ? injection.map { [InjectedWork.variable: "\($0)"] } ?? [:] : [:]
                guard let document = measure(sides[side].role, sides[side].path, childArguments + ["--out", file], file,
                                             environment: environment) else {
                    progress.finish()
                    return .badBaseline
                }
                results[side].append(document)
            }
        }
        progress.finish()
        let comparison: ABComparison
        do {
            comparison = try ABComparison(oldRounds: results[0], newRounds: results[1])
        } catch {
            Output.error("pin-bench ab: \(error)")
            return .badBaseline
        }
        let elapsed = ContinuousClock.now - start
        var report = comparison.paired(Gate.compare(baseline: comparison.old, candidate: comparison.new, settings: settings))
        report.notes.insert("\(rounds) rounds, OLD and NEW in a shuffled order each round, each a fresh process "
            + "(\(Int(elapsed.components.seconds)) s); the time tier is judged on each case's per-round NEW ÷ OLD ratios "
            + "(Wilcoxon signed-rank, Holm over the cases, the interval of the median ratio), not Mann–Whitney", at: 0)
        try Output.write(try comparison.render(report, format: format), to: out)
        return GateOptions.exitCode(report)
    }

    /// Runs one side once; its results file, or nil after saying why.
    private static func measure(_ role: String, _ executable: String, _ arguments: [String], _ file: String,
                                environment: [String: String]) -> ResultsDocument? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Output.error("pin-bench ab: cannot start \(role) \(executable): \(error.localizedDescription)")
            return nil
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Output.error("pin-bench ab: \(role) \(executable) exited \(process.terminationStatus): "
                + stderr.split(separator: "\n").suffix(3).joined(separator: " / "))
            return nil
        }
        do {
            return try ResultsDocument.load(file)
        } catch {
            Output.error("pin-bench ab: \(role) \(executable) wrote results this pin-bench cannot compare: \(error.problem)")
            return nil
        }
    }
}
