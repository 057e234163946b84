import Foundation

/// How the user ran this pin-bench, for the commands it prints back to them (a bug's reproduction):
/// what the SwiftPM plugin names in `variable` (`swift package pin-bench`), else the executable's
/// file name (`pin-bench`, or a package's own `my-bench`).
enum Invocation {
    /// Set by Plugins/PinBenchPlugin for the executable it runs.
    static let variable = "PIN_BENCH_INVOCATION"

    /// Set once by `main` (`configure`), before any verb runs.
    nonisolated(unsafe) private(set) static var command = executableName

    /// Reads `variable` from `main`'s environment.
    static func configure(environment: [String: String]) {
        command = environment[variable] ?? executableName
    }

    private static var executableName: String { URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent }
}
