import PinBenchKit

/// The pin-bench command line, as a library: an executable's whole `main.swift` is `PinBench.main()`.
public enum PinBench {
    /// Runs the verb this process's arguments name (default: run) and exits with its exit code.
    public static func main() -> Never {
        ProcessCleanup.exit(PinBenchCLI.main().rawValue)
    }
}
