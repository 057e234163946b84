import PinBenchSystem

/// pin-bench's exit codes, distinct per outcome for CI; `meaning` is the one description every table
/// renders.
enum ExitCode: Int32, CaseIterable {
    case success = 0
    case regression = 2
    case verificationFailure = 3
    case improvementOnly = 4
    case badBaseline = 5
    case environment = 6
    case inconclusive = 7
    case childTimeout = 8
    case usage = 64
    case internalError = 70
    case ioError = 74
    case hangUp = 129
    case interrupted = 130
    case terminated = 143

    /// What the code means, for every table of codes.
    var meaning: String {
        switch self {
        case .success: "success: done as asked (a gate passed, every difference explained)"
        case .regression: "regression: a significant change above the threshold"
        case .verificationFailure: "verification failure: frames or warnings differ without a documented finding"
        case .improvementOnly: "improvements only, with --fail-on-improvement"
        case .badBaseline: "a baseline or results file missing, unreadable, malformed, of another schema version, without "
            + "cases, repeating a case name, with a non-positive or non-finite sample, lacking cases or a tier the verb needs, or "
            + "sharing no case with the other files"
        case .environment: "this host cannot measure what was asked: instructions without valgrind, a placement that cannot "
            + "relink, a CPU that cannot be pinned, a reset-corrected time still at or below zero"
        case .inconclusive: "inconclusive: no regression, but some case undecided: too few placements, or a 95% interval across the threshold"
        case .childTimeout: "a child process ran past its time limit and was stopped (--child-timeout sets it)"
        case .usage: "usage error: unknown verb or option, malformed or empty value, an output that is an input or "
            + "another output, a scenario over the work budget"
        case .internalError: "internal error: a bug in pin-bench; please report it"
        case .ioError: "an output file (or stdout) could not be written"
        case .hangUp: "stopped by SIGHUP: child processes ended, temporary files removed"
        case .interrupted: "stopped by SIGINT (Ctrl-C): child processes ended, temporary files removed"
        case .terminated: "stopped by SIGTERM: child processes ended, temporary files removed"
        }
    }

    /// "exit N": how help text names a code, so that its number is never typed there.
    var said: String { "exit \(rawValue)" }

    /// The codes every verb can end with, besides its own.
    static let common: [ExitCode] = [.success, .usage, .internalError, .ioError, .hangUp, .interrupted, .terminated]

    /// The status of a run ended by `signal` (one of those `TerminationSignals` handles).
    static func stopped(by signal: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + signal) ?? .internalError
    }

    /// "Exit codes:" and one line per code of `codes`, in numeric order, for help text.
    static func table(_ codes: some Sequence<ExitCode>) -> String {
        (["Exit codes:"] + Set(codes).sorted { $0.rawValue < $1.rawValue }.map { "  \(String($0.rawValue).padding(5))\($0.meaning)" })
            .joined(separator: "\n")
    }

    /// Every code, for the overview (`pin-bench --help`).
    static var documentation: String { table(allCases) }

    /// Every code as a Markdown table (the README's).
    static var markdownTable: String {
        (["| code | meaning |", "| ---: | --- |"] + allCases.map { "| \($0.rawValue) | \($0.meaning) |" }).joined(separator: "\n")
    }
}
