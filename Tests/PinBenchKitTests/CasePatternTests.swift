@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// User patterns that could backtrack for ever are refused; the ones case filters use pass.
final class CasePatternTests: XCTestCase {
    func testEverydayFiltersPass() throws {
        for pattern in ["depth:16/", "if-else|otherwise", "/depth:(1|4)/", "^BM_Chain/.*/hidden:none", "screen:cell", "fanin:[0-9]+$",
                        "(?:if-else)/depth:1024", "x{2,5}", "(ab){3}", "a.*b.*c"] {
            XCTAssertNil(CasePattern.backtrackingProblem(pattern), pattern)
            XCTAssertNoThrow(try CasePattern.compile(pattern), pattern)
        }
    }

    func testNestedOrAlternatingRepetitionIsRefused() {
        for pattern in ["(.*.*)*#", "(a+)+b", "(x|y)+#", "((a*)b)*", "(?:a|aa){2,}", "(a*){1,30}"] {
            XCTAssertNotNil(CasePattern.backtrackingProblem(pattern), pattern)
            XCTAssertThrowsError(try CasePattern.compile(pattern), pattern)
        }
    }

    func testManyUnboundedRepetitionsAreRefused() {
        XCTAssertNil(CasePattern.backtrackingProblem(".*a.*b.*c"))
        XCTAssertNotNil(CasePattern.backtrackingProblem(".*.*.*.*#"))
    }

    func testEscapesAndClassesAreNotSyntax() {
        XCTAssertNil(CasePattern.backtrackingProblem(#"\(a*\)*"#), "escaped parentheses are letters")
        XCTAssertNil(CasePattern.backtrackingProblem("[(]a*[)]+"), "parentheses in a class are letters")
        XCTAssertNil(CasePattern.backtrackingProblem("(a)?"), "an optional group does not repeat")
    }

    func testAnInvalidPatternSaysSo() {
        XCTAssertThrowsError(try CasePattern.compile("(")) { error in
            XCTAssertEqual((error as? CasePatternError)?.description, "'(' is not a valid regular expression")
        }
    }

    /// The keys `GateThresholds.load` accepts are the ones a rule encodes: one fact.
    func testThresholdRuleKeysAreTheCodableOnes() throws {
        let rule = GateThresholds.Rule(case: "c", pattern: "p", instructions: 1, counters: 1, cost: 1, time: 1, note: "n")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(rule)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), GateThresholds.Rule.keys)
    }

    /// An older pin-bench's results are read through the upgrade, so `ab` can gate a change that
    /// bumps the schema; a version it cannot read is refused.
    func testAServeChildOfAnOlderReadableSchemaIsAccepted() {
        XCTAssertNil(ABProtocol.Hello(schemaVersion: ResultsDocument.currentSchemaVersion - 1, cases: []).incompatibility)
        XCTAssertNotNil(ABProtocol.Hello(schemaVersion: ResultsDocument.currentSchemaVersion + 1, cases: []).incompatibility)
        XCTAssertNotNil(ABProtocol.Hello(protocolVersion: ABProtocol.version + 1, cases: []).incompatibility)
    }
}
