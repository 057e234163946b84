import PinBenchGate
import PinBenchKit
import PinBenchMeasurement
import PinBenchReports

/// The gate's options, shared by `compare`, `check` and `ab` (and, the thresholds, `gate-selftest`).
enum GateOptions {
    static let tier = Option.value("--tier", .text, "LIST", help: "comma-separated tiers: instructions, allocations (count and bytes per "
        + "pass), arc (retains + releases per pass), cost (estimated cycles: `pin-bench cost-model`), time; 'deterministic' for the "
        + "first three, 'all' (or 'both') for every tier. A tier "
        + "named here that a file lacks is an error (\(ExitCode.badBaseline.said); \(ExitCode.environment.said) when this machine cannot measure it; \(ExitCode.inconclusive.said) for a baseline with too "
        + "few rounds for time, or runs of two hosts without prices); naming time across hosts judges it as --across-hosts predict "
        + "does. Without --tier: every tier both sides have (cost only when asked), the others left out and said why; raw times only "
        + "within one host and build, the ratio to manual within one host")
    static let acrossHosts = Option.value("--across-hosts", .choice(GateSettings.AcrossHosts.allCases.map(\.rawValue)), "HOW",
                                          default: GateSettings.AcrossHosts.skip.rawValue,
                                          help: "the time tier when the runs come from different hosts (identity or prices): skip leaves it "
                                              + "out and says what the prices predict; predict judges each ratio to manual against the "
                                              + "baseline's moved by the counts at the new host's prices (calibrated on both, else fitted)")
    static let failOnImprovement = Option.flag("--fail-on-improvement", help: "\(ExitCode.improvementOnly.said) when there are improvements and no regression")
    static let thresholds = Option.value("--thresholds", .file, "FILE", help: "per-case thresholds (JSON: rules by case name or pattern, "
        + "per tier; see docs/ci.md, \"What to gate on\"; `gate-selftest --write-thresholds` seeds one)")
    static let allowMissing = Option.flag("--allow-missing", help: "judge the cases both files have even when the new one lacks some of "
        + "the baseline's (otherwise \(ExitCode.badBaseline.said), naming them)")
    static let format = Option.format(GateReportRendering.renderers)
    static let out = OutputOptions.out
    static let verbose = Option.flag("--verbose", help: "text: every case and figure (by default the changed cases, one line each, and a "
        + "count of the unchanged)")

    static let timeThreshold = Option.value("--time-threshold", .number(0...10), "X", default: GateSettings().timeThreshold,
                                            help: "smallest time change called, as a fraction")
    static let instructionThreshold = Option.value("--instruction-threshold", .number(0...10), "X", default: GateSettings().instructionThreshold,
                                                   help: "smallest instruction change called")
    static let counterThreshold = Option.value("--counter-threshold", .number(0...10), "X", default: GateSettings().counterThreshold,
                                               help: "smallest change of allocations, bytes or retains + releases called (0: any change; "
                                                   + "an allocation where there was none always is)")
    static let costThreshold = Option.value("--cost-threshold", .number(0...10), "X", default: GateSettings().costThreshold,
                                            help: "smallest change of estimated cycles called (the cost tier)")
    static let alpha = Option.value("--alpha", .number(0.000_001...0.5), "A", default: GateSettings().alpha,
                                    help: "significance level for the time tier")

    /// The thresholds and significance level, stating `defaults`' values (and `timeHelp` for the time threshold's, if given).
    static func thresholdOptions(defaults: GateSettings, timeHelp: String? = nil) -> [Option] {
        [timeThreshold.with(default: "\(defaults.timeThreshold)", help: timeHelp), instructionThreshold.with(default: "\(defaults.instructionThreshold)"),
         counterThreshold.with(default: "\(defaults.counterThreshold)"), costThreshold.with(default: "\(defaults.costThreshold)"),
         alpha.with(default: "\(defaults.alpha)")]
    }

    /// The gate options from `defaults`; `acrossHosts` for verbs comparing two hosts' runs, `format`
    /// for another report kind.
    static func group(defaults: GateSettings = GateSettings(), acrossHosts: Bool = true, format: Option = GateOptions.format) -> OptionGroup {
        OptionGroup("Gate", [tier] + (acrossHosts ? [Self.acrossHosts] : []) + thresholdOptions(defaults: defaults)
            + [failOnImprovement, thresholds, allowMissing, format, out, verbose])
    }

    /// The gate settings of the command line over `defaults`; a bad `--thresholds` file throws its `InputFileError` (exit 5).
    static func parse(_ arguments: Arguments, defaults: GateSettings = GateSettings()) throws -> GateSettings {
        var settings = defaults
        if let list = arguments.string(tier) {
            settings.tiers = []
            settings.tiersAsked = true
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                switch name {
                case "all", "both": settings.tiers.formUnion(GateTier.allCases)
                case "deterministic": settings.tiers.formUnion(GateTier.deterministic)
                default:
                    guard let tier = GateTier(rawValue: String(name)) else {
                        throw UsageError("option --tier: '\(name)' is not a tier ("
                            + (GateTier.allCases.map(\.rawValue) + ["deterministic", "all"]).joined(separator: ", ") + ")")
                    }
                    settings.tiers.insert(tier)
                }
            }
        }
        settings.timeThreshold = arguments.double(timeThreshold) ?? settings.timeThreshold
        settings.instructionThreshold = arguments.double(instructionThreshold) ?? settings.instructionThreshold
        settings.counterThreshold = arguments.double(counterThreshold) ?? settings.counterThreshold
        settings.costThreshold = arguments.double(costThreshold) ?? settings.costThreshold
        settings.alpha = arguments.double(alpha) ?? settings.alpha
        settings.failOnImprovement = arguments.flag(failOnImprovement)
        settings.allowMissing = arguments.flag(allowMissing)
        if let how = arguments.string(acrossHosts) { settings.acrossHosts = GateSettings.AcrossHosts(rawValue: how) ?? .skip }
        if let path = arguments.string(thresholds) { settings.thresholds = try GateThresholds.load(path) }
        return settings
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
        case .tooFewPlacements, .hostsDiffer: .inconclusive
        }
    }

    /// Loads and validates a results file for `verb`; a problem is reported, exit 5.
    static func load(_ path: String, as role: String, for verb: String) -> ResultsDocument? {
        do {
            return try ResultsDocument.load(path)
        } catch {
            Output.error("pin-bench \(verb): \(role) \(error)")
            return nil
        }
    }

    /// Warns of thresholds rules matching no judged case (docs/bad-input.md).
    static func warnOfUnmatchedRules(_ settings: GateSettings, names: [String], verb: String) {
        guard let thresholds = settings.thresholds else { return }
        for rule in thresholds.unmatchedRules(among: names) {
            let target = thresholds.rules[rule - 1].case.map { "case '\($0)'" } ?? "pattern '\(thresholds.rules[rule - 1].pattern ?? "")'"
            Output.error("pin-bench \(verb): warning: thresholds rule \(rule) (\(target)) matches none of the \(names.count) cases, so it "
                + "changes no threshold; is its name mistyped?")
        }
    }

    static func loadPair(baseline: String, candidate: String, for verb: String) -> (ResultsDocument, ResultsDocument)? {
        guard let old = load(baseline, as: "baseline", for: verb), let new = load(candidate, as: "candidate", for: verb) else { return nil }
        if let problem = old.pairingProblem(baseline, with: new, candidate) {
            Output.error("pin-bench \(verb): candidate \(problem)")
            return nil
        }
        return (old, new)
    }
}
