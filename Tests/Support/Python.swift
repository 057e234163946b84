import Foundation

/// Python code run by a test: the scripts PinBench ships, and parsers the tests borrow (PyYAML).
public enum Python {
    /// Runs `code` (`python -c`) with `arguments` and `input` on stdin; its status and stdout, or nil
    /// when `python` cannot be started. Its stderr is dropped.
    public static func run(_ python: String = "python3", code: String, arguments: [String] = [], input: Data? = nil)
        -> (status: Int32, output: Data)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", code] + arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
