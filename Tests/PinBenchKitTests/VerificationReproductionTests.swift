@testable import PinBenchKit
@testable import PinBenchReports
import XCTest

/// A bug's reproduction names the command the user ran, and one reproduction is printed once
/// (twenty bugs that shrank to one scenario printed it twenty times).
final class VerificationReproductionTests: XCTestCase {
    func testAReproductionNamesTheInvocationAndIsPrintedOnce() {
        var summary = VerificationSummary(seed: 1, depthMax: 8, randomScenarios: 3, edgeCaseScenarios: 0, strategies: ["my-edges"])
        let bug = VerificationSummary.BugRecord(strategy: "my-edges", kind: "frames", scenario: "depth=4 seed=1", view: 2, expected: "(0, 0, 1, 1)",
                                                actual: "(0, 1, 1, 1)", expectedWarnings: 0, actualWarnings: 0, matchesFindings: [],
                                                shrunk: "depth=2 seed=1")
        summary.bugs = [bug, bug]
        summary.bugCount = 2
        let text = VerificationReport.text(summary, executable: "swift package pin-bench")
        XCTAssertEqual(text.components(separatedBy: "swift package pin-bench verify --strategies my-edges --scenario 'depth=2 seed=1'").count, 2,
                       "once: \(text)")
        XCTAssertTrue(text.contains("smallest reproduction: the same as above"), text)
        XCTAssertTrue(VerificationReport.markdown(summary, command: "x", executable: "my-bench").contains("my-bench verify --strategies my-edges"))
    }
}
