import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Running pin-bench from the tests: a verb in this process (`run(_:_:)`), or the real executable as a
/// user would run it (`runPinBench`), for the tests that need the whole process (exit codes, signals,
/// re-execution, what is printed): in the test's directory, its output in files there (a pipe could
/// fill and stall it), killed and failed after `limit` seconds.
struct PinBenchOutcome {
    var status: Int32
    var output: String
    var errors: String
}

extension TemporaryDirectoryTestCase {
    /// Runs pin-bench with `arguments`. `environment` edits this process's environment (nil removes a
    /// variable); `ownTemporaryDirectory` gives the child a TMPDIR of its own that must be empty when
    /// it ends (nothing left behind).
    func runPinBench(_ arguments: [String], environment edits: [String: String?] = [:], ownTemporaryDirectory: Bool = false,
                     limit: Double = 120, file: StaticString = #filePath, line: UInt = #line) throws -> PinBenchOutcome {
        let executable = try XCTUnwrap(Executables.pinBench(), "no pin-bench executable next to the test bundle",
                                       file: file, line: line)
        let run = "\(directory)/pin-bench-run-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: false)
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in edits { environment[name] = value }
        if ownTemporaryDirectory {
            try FileManager.default.createDirectory(atPath: "\(run)/tmp", withIntermediateDirectories: false)
            environment["TMPDIR"] = "\(run)/tmp"
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(run)/stdout", contents: nil))
        XCTAssertTrue(FileManager.default.createFile(atPath: "\(run)/stderr", contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(run)/stdout"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(run)/stderr"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("pin-bench \(arguments.joined(separator: " ")) still ran after \(limit) s", file: file, line: line)
        }
        process.waitUntilExit()
        if ownTemporaryDirectory {
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "\(run)/tmp"), [], "temporary files left behind",
                           file: file, line: line)
        }
        func text(_ name: String) -> String { String(decoding: FileManager.default.contents(atPath: "\(run)/\(name)") ?? Data(), as: UTF8.self) }
        return PinBenchOutcome(status: process.terminationStatus, output: text("stdout"), errors: text("stderr"))
    }
}

extension XCTestCase {
    /// Runs verb `command` in this process with `arguments` (the words after the verb), as `main`
    /// would, without its exit-code mapping: usage errors arrive as thrown `UsageError`s.
    func run(_ command: any Command.Type, _ arguments: [String]) throws -> ExitCode {
        var parsed = try command.parse(arguments)
        parsed.process = .ofThisTest
        return try command.run(&parsed)
    }
}
