import Foundation

/// How the user ran this pin-bench, for commands printed back to them: the plugin's name in `variable`,
/// else the executable's file name.
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
