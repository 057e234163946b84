import Foundation
import Synchronization

/// The executables PinBench starts: pin-bench itself (re-run as a child) and tools found on PATH.
package enum Executables {
    /// Whether this process said it is pin-bench (`registerRunningPinBench()`), whatever its file is called.
    private static let runningIsPinBench = Atomic<Bool>(false)

    /// Called by the pin-bench executable at startup, so that a copy under another name (`/tmp/pb-main`)
    /// re-runs itself rather than looking for a file called pin-bench.
    package static func registerRunningPinBench() {
        runningIsPinBench.store(true, ordering: .relaxed)
    }

    /// The pin-bench executable to re-run: this process when it is pin-bench, else the pin-bench built
    /// next to it (tests run inside an .xctest executable in the same build directory).
    package static var pinBench: String? {
        let current = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let url = URL(fileURLWithPath: current)
        if runningIsPinBench.load(ordering: .relaxed) || url.lastPathComponent == "pin-bench" { return current }
        let sibling = url.deletingLastPathComponent().appendingPathComponent("pin-bench").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// The path of `tool` on PATH, or nil.
    package static func onPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
