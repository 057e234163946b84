/// `pin-bench run`: the timing harness (the default verb).
enum RunCommand: Command {
    static let name = "run"
    static let summary = "time every strategy on the default suite (the default verb)"
    static let help = """
        Usage: pin-bench run [options]

        Not available yet: use `pin-bench verify`.
        """

    static func run(_ arguments: inout Arguments) throws -> ExitCode {
        try arguments.finish()
        Output.error("pin-bench run: the timing harness is not built yet; try `pin-bench verify`")
        return .usage
    }
}
