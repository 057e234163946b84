/// pin-bench's exit codes. Distinct per outcome so that CI can tell them apart; documented in
/// `pin-bench --help` and the README.
enum ExitCode: Int32, CaseIterable {
    /// Success: no regression, no unexplained difference.
    case success = 0
    /// `check`/`compare`: a statistically significant regression above the threshold.
    case regression = 2
    /// Frames or warnings differ from the reference in a way no documented finding explains.
    case verificationFailure = 3
    /// `check`/`compare` with `--fail-on-improvement`: only improvements.
    case improvementOnly = 4
    /// A baseline or results file is missing, unreadable, malformed or of another schema version.
    case badBaseline = 5
    /// A tier asked for cannot be measured here (valgrind missing for instruction counts).
    case environment = 6
    /// `check`/`compare`: no regression, but some case could not be judged (too few samples to reach
    /// the significance level). Not a pass.
    case inconclusive = 7
    /// A child process (a layout of `run --layouts`, a side of `ab`, the valgrind run) ran past its
    /// time limit (`--child-timeout`) and was stopped.
    case childTimeout = 8
    /// Bad command line (unknown verb or option, malformed value).
    case usage = 64
    /// An internal error: a bug in pin-bench (please report it with the command line).
    case internalError = 70
    /// An output file (or stdout) could not be written.
    case ioError = 74
    /// Stopped by SIGHUP, SIGINT or SIGTERM (128 + the signal's number), every child process ended
    /// and every temporary directory removed.
    case hangUp = 129
    case interrupted = 130
    case terminated = 143

    /// The status of a run ended by `signal` (one of those `TerminationSignals` handles).
    static func stopped(by signal: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + signal) ?? .internalError
    }

    static let documentation = """
        Exit codes:
          0   success (no regression, every difference explained)
          2   regression (check, compare)
          3   verification failure: frames or warnings differ without a documented finding
          4   improvements only, with --fail-on-improvement (check, compare)
          5   baseline or results file missing, unreadable, malformed, of another schema version,
              without cases, repeating a case name, with a non-positive or non-finite sample,
              lacking baseline cases or cases the verb needs, sharing no case with the other file,
              not the same cases as the other files (merge, several pr256 --timings), or lacking
              a tier named with --tier (or sharing no tier with the other side)
          6   a tier named with --tier cannot be measured here (check or ab --tier instructions
              without valgrind)
          7   inconclusive: no regression, but too few samples to judge some case, or --tier time
              against a baseline with too few rounds for its cases (check, compare)
          8   a child process ran past its time limit and was stopped: a layout of run --layouts, a
              side of ab, the valgrind run of --instructions (raise it with --child-timeout)
          64  usage error (unknown verb or option, malformed or empty value, an output that is one
              of the inputs or another output, a scenario over the work budget)
          70  internal error (a bug in pin-bench; please report it)
          74  an output file (or stdout) could not be written
          129, 130, 143   stopped by SIGHUP, SIGINT (Ctrl-C), SIGTERM: child processes ended,
              temporary files removed
        """
}
