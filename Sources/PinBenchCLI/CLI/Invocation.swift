import Foundation

/// How the user ran this pin-bench, for the commands it prints back to them (a bug's reproduction):
/// what the SwiftPM plugin names in `variable` (`swift package pin-bench`), else the executable's
/// file name (`pin-bench`, or a package's own `my-bench`).
enum Invocation {
    /// Set by Plugins/PinBenchPlugin for the executable it runs.
    static let variable = "PIN_BENCH_INVOCATION"

    static var command: String {
        ProcessInfo.processInfo.environment[variable] ?? URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
    }
}
