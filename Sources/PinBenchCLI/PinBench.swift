import PinBenchKit
import PinBenchSystem

/// The pin-bench command line, as a library: an executable's whole `main.swift` is
/// `PinBench.main(strategies: [MyStrategy.self], screens: [MyScreen()])`.
public enum PinBench {
    /// Registers `strategies` and `screens` after the built-in ones, runs the verb and exits with its
    /// code; a taken or malformed name is a usage error.
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
