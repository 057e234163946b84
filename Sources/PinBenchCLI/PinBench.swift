import PinBenchKit

/// The pin-bench command line, as a library: an executable's whole `main.swift` is
/// `PinBench.main(strategies: [MyStrategy.self])`.
public enum PinBench {
    /// Registers `strategies` after the built-in ones, then runs the verb this process's arguments
    /// name (default: run) and exits with its exit code. `list`, `verify`, `run` and the other verbs
    /// treat the extra strategies like the built-in ones; the child processes some verbs start re-run
    /// this executable, so they register the same strategies before they dispatch.
    public static func main(strategies: [any ChainStrategy.Type] = []) -> Never {
        do {
            try StrategyRegistry.register(strategies)
        } catch {
            Output.error("pin-bench: \(error)")
            ProcessCleanup.exit(ExitCode.usage.rawValue)
        }
        ProcessCleanup.exit(PinBenchCLI.main().rawValue)
    }
}
