import PinBenchKit
import PinBenchSystem

/// `--child-timeout SECONDS`, on the verbs that start child processes.
enum ChildTimeoutOption {
    /// The option, its help naming the verb's `children`.
    static func option(_ children: String) -> Option {
        Option.value("--child-timeout", .number(0.001...1_000_000), "S",
               help: "seconds a child process may run: \(children) (default \(Int(ChildTimeLimit.factor)) x what its plan should take, "
                   + "at least \(Int(ChildTimeLimit.floorSeconds / 60)) min); one past it is stopped (SIGTERM, then SIGKILL 5 s later) "
                   + "and named, \(ExitCode.childTimeout.said)")
            .with(short: "seconds a child (\(children)) may run")
    }

    static func parse(_ arguments: Arguments) -> ChildTimeLimit {
        ChildTimeLimit(fixed: arguments.double(option("")))
    }

    /// 8 when a child ran past its limit, else `otherwise`.
    static func exitCode(_ error: some ChildTimeoutReporting, otherwise: ExitCode) -> ExitCode {
        error.childTimeout == nil ? otherwise : .childTimeout
    }
}
