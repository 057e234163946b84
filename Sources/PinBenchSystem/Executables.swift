import Foundation

/// The pin-bench executable that PinBench re-runs as a child.
package enum Executables {
    /// The pin-bench executable to re-run: this process when `isPinBench` (the pin-bench executable
    /// says so at startup, whatever its file is called: a copy at `/tmp/pb-main` re-runs itself) or
    /// its file is called pin-bench, else the pin-bench built next to it (tests run inside an .xctest
    /// executable in the same build directory).
    package static func pinBench(isPinBench: Bool = false) -> String? {
        let current = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let url = URL(fileURLWithPath: current)
        if isPinBench || url.lastPathComponent == "pin-bench" { return current }
        let sibling = url.deletingLastPathComponent().appendingPathComponent("pin-bench").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }
}
