import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchReports

/// `pin-bench merge`: pools results of one suite from several hosts or runs.
enum MergeCommand: Command {
    static let name = "merge"
    static let summary = "pool results files from several hosts: verdicts per host and across hosts"
    static let positionals = Completions.Positionals.files
    static let usage = ["pin-bench merge A.json B.json [C.json ...] --out M.json"]
    static let about = """
        Pools results files of the same cases (e.g. one `pin-bench run` per host) into one results
        file, and prints which host is which and each ratio's verdict across hosts. Nothing is measured.

        A time ratio is a property of the code on one host: the same source can be slower on one host
        and faster on another of the same kind. Per case, each host's verdict is kept, and across hosts
        the verdict "holds on N of N hosts" when every host says the same faster, slower or same, else
        "host-dependent", with what each host said.

        Hosts are told apart by their fingerprint: CPU model, MHz (within 2%), microcode, kernel and
        cores (not the host name, which containers change). Files from one host are that host's runs:
        its verdict holds only if it holds in every placement of every run. A merged file may be given
        again; its runs are pooled with the others.

        Deterministic counts (instructions, allocations, bytes, retains, releases) should be the same
        on every host; a case whose count differs (another build) is named on stderr and recorded in
        the merged file (a warning: the file is still written, its headline counts the first file's).

        M.json is the first file's document, whole (so every verb reads it as that run), plus `hosts`:
        every run, the verdicts per host and across hosts, the differing counts and builds. `pin-bench
        report M.json` shows them; `pr256 --timings M.json` takes each host's times from it.
        """
    static let out = OutputOptions.out.with(help: "the merged results file (written atomically); must not be one of the inputs")
    static let options = [OptionGroup([out])]
    static let epilogue = """
        Files whose counts differ are merged (\(ExitCode.success.said)), the differences said.
        """
    static let exitCodes: [ExitCode] = [.badBaseline]

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        var paths: [String] = []
        while let path = arguments.positional() { paths.append(path) }
        let out = arguments.string(Self.out)
        guard paths.count >= 2 else { throw UsageError("merge needs at least two results files") }
        guard let out else { throw UsageError("merge needs --out FILE for the merged results") }
        try Output.checkOutputs(["--out": out], inputList: paths.map { ("results file", $0) })
        var inputs: [(file: String, document: ResultsDocument)] = []
        for path in paths {
            guard let document = GateOptions.load(path, as: "results file", for: name) else { return .badBaseline }
            inputs.append((path, document))
        }
        if let problem = HostPool.poolingProblem(inputs) {
            Output.error("pin-bench merge: \(problem)")
            return .badBaseline
        }
        let pool = HostPool(inputs)
        for difference in pool.countDifferences {
            Output.error("pin-bench merge: warning: counts differ: \(difference.line(files: pool.runs.map(\.file)))")
        }
        var pooled = ResultsDocument.pooled(pool)
        pooled.judgeableTiers = pooled.tiersItCanJudge
        // Fields a newer pin-bench wrote are kept: the first file's at the top, each run's in its run.
        try Output.write(try UnknownFields.pooled(inputs).added(to: pooled.jsonText()), to: out)
        Output.sayWrote([out], verb: name)
        try Output.write(CrossHostReport.lines(pool).joined(separator: "\n").wrappingLongLines(width: TerminalWidth.columns) + "\n", to: nil)
        return .success
    }
}
