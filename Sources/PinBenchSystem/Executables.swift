import Foundation

/// The pin-bench executable that PinBench re-runs as a child.
package enum Executables {
    /// The pin-bench to re-run: this process, else the one built beside it.
    package static func pinBench(isPinBench: Bool = false) -> String? {
        let current = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let url = URL(fileURLWithPath: current)
        if isPinBench || url.lastPathComponent == "pin-bench" { return current }
        let sibling = url.deletingLastPathComponent().appendingPathComponent("pin-bench").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }
}
