import PinBenchKit

/// The gate's options, shared by `compare` and `check`.
enum GateOptions {
    static let help = """
          --tier LIST          comma-separated tiers: instructions, allocations (count and bytes per
                               pass), arc (retains + releases per pass), time; 'deterministic' for the
                               first three, 'all' (or 'both') for every tier. A tier named here that
                               a file lacks is an error (exit 5; exit 6 when this machine cannot
                               measure it; exit 7 for a baseline with too few rounds for time), and
                               naming time judges raw times even across hosts or builds. Without
                               --tier: every tier both sides have, the others left out and said why;
                               raw times only within one host and build (the ratio to manual, taken
                               within each run, always)
          --time-threshold X   smallest time change called, as a fraction (default 0.05; ab: 0.03)
          --instruction-threshold X   smallest instruction change called (default 0.01)
          --counter-threshold X   smallest change of allocations, bytes or retains + releases called
                               (default 0: any change; an allocation where there was none always is)
          --alpha A            Mann–Whitney significance level for the time tier (default 0.01)
          --fail-on-improvement   exit 4 when there are improvements and no regression
          --thresholds FILE    per-case thresholds (JSON: rules by case name or pattern, per tier; see
                               docs/ci.md, "The regression gate"; `gate-selftest --write-thresholds` seeds one)
          --allow-missing      judge the cases both files have even when the new one lacks some of the
                               baseline's (otherwise exit 5, naming them)
          --format F           text (default; also spelled table), md (a pull-request comment) or json
          --out FILE           write the report to FILE (atomically) instead of stdout
        """

    /// The gate settings of the command line over `defaults`; a bad `--thresholds` file throws its `InputFileError` (exit 5).
    static func parse(_ arguments: inout Arguments, defaults: GateSettings = GateSettings()) throws -> GateSettings {
        var settings = defaults
        if let list = try arguments.value("--tier") {
            settings.tiers = []
            settings.tiersAsked = true
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                switch name {
                case "all", "both": settings.tiers.formUnion(GateTier.allCases)
                case "deterministic": settings.tiers.formUnion(GateTier.deterministic)
                default:
                    guard let tier = GateTier(rawValue: String(name)) else {
                        throw UsageError("option --tier: '\(name)' is not a tier (instructions, allocations, arc, time, deterministic, all)")
                    }
                    settings.tiers.insert(tier)
                }
            }
        }
        if let value = try arguments.double("--time-threshold", in: 0...10) { settings.timeThreshold = value }
        if let value = try arguments.double("--counter-threshold", in: 0...10) { settings.counterThreshold = value }
        if let value = try arguments.double("--instruction-threshold", in: 0...10) { settings.instructionThreshold = value }
        if let value = try arguments.double("--alpha", in: 0.000_001...0.5) { settings.alpha = value }
        settings.failOnImprovement = arguments.flag("--fail-on-improvement")
        settings.allowMissing = arguments.flag("--allow-missing")
        if let path = try arguments.value("--thresholds") { settings.thresholds = try GateThresholds.load(path) }
        return settings
    }

    /// `report` in `format`; the text within `width` columns when given.
    static func render(_ report: GateReport, format: OutputFormat, width: Int? = nil) throws -> String {
        switch format {
        case .md: GateReportRendering.markdown(report)
        case .json: try GateReportRendering.json(report)
        default: GateReportRendering.text(report, width: width)
        }
    }

    static func exitCode(_ report: GateReport) -> ExitCode {
        switch report.verdict {
        case .pass: .success
        case .regression: .regression
        case .improvementOnly: .improvementOnly
        case .verificationFailure: .verificationFailure
        case .missingCases: .badBaseline
        case .inconclusive: .inconclusive
        case .refusedTier: exitCode(report.tiers.refused[0].cause)
        case .nothingJudged: .badBaseline
        }
    }

    /// The exit of a tier asked for that cannot be judged.
    static func exitCode(_ cause: TierGap.Cause) -> ExitCode {
        switch cause {
        case .fileLacksIt: .badBaseline
        case .machineCannotMeasure: .environment
        case .tooFewRounds: .inconclusive
        }
    }

    /// The `--thresholds` file's path, read before `parse` consumes it, for the output-path checks.
    static func thresholdsPath(in arguments: Arguments) -> String? { arguments.peek("--thresholds") }

    /// Loads a results file for `verb` (`ResultsDocument.load` validates it: cases, unique names, sane
    /// samples); a problem is reported and becomes exit 5.
    static func load(_ path: String, as role: String, for verb: String) -> ResultsDocument? {
        do {
            return try ResultsDocument.load(path)
        } catch {
            Output.error("pin-bench \(verb): \(role) \(error)")
            return nil
        }
    }

    /// A baseline and a candidate that can be compared case by case: each valid, with a case in common,
    /// and no name that means another scenario in the other file. Nil (after reporting why) otherwise.
    static func loadPair(baseline: String, candidate: String, for verb: String) -> (ResultsDocument, ResultsDocument)? {
        guard let old = load(baseline, as: "baseline", for: verb), let new = load(candidate, as: "candidate", for: verb) else { return nil }
        if let problem = old.pairingProblem(baseline, with: new, candidate) {
            Output.error("pin-bench \(verb): candidate \(problem)")
            return nil
        }
        return (old, new)
    }
}
