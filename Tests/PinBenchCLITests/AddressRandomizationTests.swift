import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import XCTest

/// Timing verbs re-execute themselves with address-space randomization off (PIN_BENCH_KEEP_ASLR keeps
/// it); the results record the state. Runs the built pin-bench as a child process.
final class AddressRandomizationTests: XCTestCase {
    func testExactlyTheTimingVerbsAskForIt() {
        let timing = Commands.all.filter { $0.measuresTime }.map { $0.name }
        XCTAssertEqual(Set(timing), ["run", "check", "gate-selftest", "calibrate"])
    }

    func testARunRecordsRandomizationOffUnlessAskedToKeepIt() throws {
        guard let pinBench = Executables.pinBench() else {
            return XCTFail("no pin-bench executable next to the test bundle")
        }
        guard Self.succeeds("/usr/bin/setarch", ["-R", "/bin/true"]) else {
            throw XCTSkip("this system refuses ADDR_NO_RANDOMIZE (setarch -R fails), so pin-bench runs with it as it is")
        }
        XCTAssertEqual(try Self.recordedState(pinBench, keep: false), true)
        // Kept: the child inherits this test process's own state.
        XCTAssertEqual(try Self.recordedState(pinBench, keep: true), AddressRandomization.isDisabled)
    }

    func testThePlacementsOfARunHaveRandomizationOnAlthoughTheParentTurnedItOff() throws {
        guard let pinBench = Executables.pinBench() else {
            return XCTFail("no pin-bench executable next to the test bundle")
        }
        guard Self.succeeds("/usr/bin/setarch", ["-R", "/bin/true"]) else {
            throw XCTSkip("this system refuses ADDR_NO_RANDOMIZE (setarch -R fails)")
        }
        let document = try Self.run(pinBench, ["--layouts", "2", "--no-instructions"], keep: false)
        let placements = try XCTUnwrap(document.placements)
        XCTAssertEqual(placements.map(\.addressRandomizationOff), [false, false])
        XCTAssertEqual(document.environment.addressRandomizationOff, false)
    }

    /// A copy of pin-bench under another name still starts its placements' children from itself (it looked
    /// for a file called pin-bench and failed: "cannot find the pin-bench executable").
    func testARenamedCopyRunsItsPlacements() throws {
        guard let pinBench = Executables.pinBench() else {
            return XCTFail("no pin-bench executable next to the test bundle")
        }
        let directory = NSTemporaryDirectory() + "pin-bench-renamed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let copy = directory + "/pb-main"
        try FileManager.default.copyItem(atPath: pinBench, toPath: copy)
        let document = try Self.run(copy, ["--layouts", "2", "--no-instructions"], keep: false)
        XCTAssertEqual(document.placements?.count, 2)
    }

    /// `environment.addressRandomizationOff` of a tiny run's JSON.
    private static func recordedState(_ pinBench: String, keep: Bool) throws -> Bool? {
        try run(pinBench, ["--placements", "1"], keep: keep).environment.addressRandomizationOff
    }

    /// A tiny run's results (manual and if-else at depth 1), with `options` added.
    private static func run(_ pinBench: String, _ options: [String], keep: Bool) throws -> ResultsDocument {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pinBench)
        process.arguments = ["run", "--strategies", "manual,if-else", "--depths", "1", "--rounds", "2", "--min-time", "0.0005",
                             "--quiet", "--allow-debug", "--no-save", "--format", "json"] + options
        var environment = ProcessInfo.processInfo.environment
        environment[AddressRandomization.keepVariable] = keep ? "1" : nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try JSONDecoder().decode(ResultsDocument.self, from: data)
    }

    /// Whether `executable` runs and exits 0 (`setarch -R /bin/true`: whether the system lets randomization be turned off).
    static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
