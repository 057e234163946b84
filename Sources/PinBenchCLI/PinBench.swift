import PinBenchKit
import PinBenchSystem

/// The pin-bench command line, as a library: an executable's whole `main.swift` is
/// `PinBench.main(strategies: [MyStrategy.self], screens: [MyScreen()])`.
public enum PinBench {
    /// Registers `strategies` after the built-in strategies and `screens` after the built-in app
    /// screens, then runs the verb this process's arguments name (default: run) and exits with its
    /// exit code. `list`, `verify`, `run` and the other verbs treat them like the built-in ones; the
    /// child processes some verbs start re-run this executable, so they register the same ones before
    /// they dispatch. A name that is taken or malformed is a usage error (exit 64).
    public static func main(strategies: [any ChainStrategy.Type] = [], screens: [any ScreenDefinition] = []) -> Never {
        do {
            try StrategyRegistry.register(strategies)
            try ScreenRegistry.register(screens)
        } catch {
            Output.error("pin-bench: \(error)")
            ProcessCleanup.exit(ExitCode.usage.rawValue)
        }
        ProcessCleanup.exit(PinBenchCLI.main().rawValue)
    }
}
