import Foundation
@testable import PinBenchKit
@testable import PinBenchSystem
import XCTest

/// A parent killed a moment before its child looked is a zombie until reaped: it has ended. (A
/// placement child that looked then took the zombie for a live parent that was not its own, and ran
/// on, orphaned, for its whole measurement.)
final class ParentWatchTests: XCTestCase {
    func testAZombieHasEndedAndALiveProcessHasNot() throws {
        func spawn(_ arguments: [String]) throws -> pid_t {
            var pid: pid_t = 0
            let argv = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            XCTAssertEqual(posix_spawn(&pid, arguments[0], nil, nil, argv, nil), 0)
            return pid
        }
        let quick = try spawn(["/bin/true"])
        var status: Int32 = 0
        // Not reaped: a zombie once it has exited.
        var waited = 0
        while waited < 500, (try? String(contentsOfFile: "/proc/\(quick)/stat", encoding: .utf8))?.contains(") Z") != true {
            usleep(10_000)
            waited += 1
        }
        XCTAssertTrue(ParentWatch.hasEnded(quick), "a zombie")
        waitpid(quick, &status, 0)
        XCTAssertTrue(ParentWatch.hasEnded(quick), "reaped")
        let sleeping = try spawn(["/bin/sleep", "5"])
        XCTAssertFalse(ParentWatch.hasEnded(sleeping))
        kill(sleeping, SIGKILL)
        waitpid(sleeping, &status, 0)
    }
}
