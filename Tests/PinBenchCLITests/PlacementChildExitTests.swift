import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// How `run --placements K` ends when a placement's child fails on its own: the child has said why on the
/// shared standard error, and its status (6: a measurement this host cannot give) is passed on
/// instead of being reported as pin-bench's own bug (70).
final class PlacementChildExitTests: TemporaryDirectoryTestCase {
    /// A stand-in child that exits with `status`, as a layout child whose measurement was refused does.
    private func child(exiting status: Int32) throws -> PlacementRunner.Executable {
        let script = path("child-\(status).sh")
        try "#!/bin/sh\nexit \(status)\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return PlacementRunner.Executable(path: script, linkSeed: nil)
    }

    private func failure(exiting status: Int32) throws -> PlacementRunError {
        let plan = SuiteName.ci.suite().plan(filter: try CasePattern.compile("manual/depth:16/"))
        XCTAssertFalse(plan.isEmpty)
        let executable = try child(exiting: status)
        do throws(PlacementRunError) {
            _ = try PlacementRunner.run(plan, prepared: [], settings: MeasurementSettings(), executables: [executable], varying: [], cpu: nil,
                                        showsProgress: false, timeLimit: ChildTimeLimit(), process: .ofThisTest)
        } catch {
            return error
        }
        XCTFail("a child that exits \(status) is a failed layout")
        return PlacementRunError("none")
    }

    func testAChildsSixIsPassedOn() throws {
        let refused = try failure(exiting: 6)
        XCTAssertEqual(refused.childExitStatus, 6)
        XCTAssertTrue(refused.description.contains("placement 1's process failed (exited 6)"), refused.description)
        XCTAssertEqual(ExitCode(MeasurementError.placements(refused)), .environment)
        XCTAssertEqual(ExitCode.environment.rawValue, PlacementRunError.refusedMeasurementStatus, "the status a refused placement is measured again on")
    }

    /// One preempted sample can leave a placement's child without a measurement to save (exit 6):
    /// the placement is measured once more in a fresh process, said as a warning, and the run goes on.
    func testAPlacementThatGaveNoMeasurementIsMeasuredOnceMore() throws {
        let committed = Repository.path("results/latest.json")
        let script = path("flaky-child.sh"), marker = path("first-attempt")
        // The first start exits 6; the next writes a readable document to its output (the last argument).
        try """
        #!/bin/sh
        if [ ! -e '\(marker)' ]; then touch '\(marker)'; exit 6; fi
        for out; do :; done
        cp '\(committed)' "$out"
        """.write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let plan = SuiteName.ci.suite().plan(filter: try CasePattern.compile("manual/depth:16/"))
        var warnings: [String] = []
        let outcome = try PlacementRunner.run(plan, prepared: [], settings: MeasurementSettings(), executables: [.init(path: script, linkSeed: nil)],
                                              varying: [], cpu: nil, showsProgress: false, timeLimit: ChildTimeLimit(), process: .ofThisTest,
                                              warning: { warnings.append($0) })
        XCTAssertEqual(outcome.documents.count, 1)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("placement 1 gave no measurement") == true, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("measuring it again in a fresh process") == true, "\(warnings)")
    }

    func testAnyOtherFailureIsStillAnInternalError() throws {
        XCTAssertEqual(ExitCode(MeasurementError.placements(try failure(exiting: 1))), .internalError)
        XCTAssertEqual(ExitCode(MeasurementError.placements(try failure(exiting: 64))), .internalError, "a usage error of the child is the parent's bug")
        XCTAssertEqual(ExitCode(MeasurementError.unreadable("repeats a case name")), .environment, "run and check alike")
    }
}
