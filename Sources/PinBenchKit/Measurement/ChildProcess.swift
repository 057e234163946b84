import Foundation

/// Runs a program to its end and keeps one of its output streams: the one place the measuring code
/// starts a child and waits for it (valgrind, objcopy, a layout's child, one side of `ab`, host tools).
enum ChildProcess {
    /// Which stream is read back; the other one is discarded. `.none` leaves both to the parent's.
    enum Kept { case none, standardOutput, standardError }

    struct Outcome {
        /// Exit status, or the signal's number when `exited` is false.
        var status: Int32
        var exited: Bool
        /// The kept stream, whole.
        var output: Data
        var succeeded: Bool { exited && status == 0 }
        /// The kept stream's last `count` lines, joined with `separator`.
        func lastLines(_ count: Int, separator: String = "\n") -> String {
            String(decoding: output, as: UTF8.self).split(separator: "\n").suffix(count).joined(separator: separator)
        }
    }

    /// Starts `executable` with `arguments` (and `environment`, else this process's) and waits for it;
    /// throws the error of `Process.run()` when it cannot start.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    keeping kept: Kept = .none) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        switch kept {
        case .none: break
        case .standardOutput:
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
        case .standardError:
            process.standardOutput = FileHandle.nullDevice
            process.standardError = pipe
        }
        try process.run()
        let output = kept == .none ? Data() : pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, exited: process.terminationReason == .exit, output: output)
    }
}
