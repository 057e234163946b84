@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// User patterns are matched without backtracking (`CaseMatcher`): they answer what Swift's `Regex`
/// answers, in time bounded by the program's size per character, and what the matcher cannot do is
/// refused.
final class CasePatternTests: XCTestCase {
    private let names = ["BM_Chain/if-else/depth:16/hidden:none/fanin:1", "BM_Chain/manual/depth:1024/hidden:random-50/fanin:all",
                         "BM_Screen/first-visible/screen:cell/hidden:all", "x{2}", "ab ab ab", "(a)", "a.b", "", "zz", "tab\there"]

    /// (Patterns on which `Regex` itself takes exponential time are left out: it is the reference.)
    func testEverydayPatternsAgreeWithSwiftsRegex() throws {
        for pattern in ["depth:16/", "if-else|otherwise", "/depth:(1|4)/", "^BM_Chain/.*/hidden:none", "screen:cell", "fanin:[0-9]+$",
                        "(?:if-else)/depth:1024", "x{2,5}", "(ab){3}", "a.*b.*c", "(a+)+b$", "(x|y)+a", "((a*)b)*",
                        "(?:a|aa){2,}", "(a*){1,3}", #"\(a*\)*"#, "[(]a*[)]+", "(a)?", "^$", "\\d+", "[^/]+$",  "[a-c-]", "x{2}", "\\.", "[\\w:]+/depth", "\\s", "\\S\\S", "a??b", "(|a)z",
                        ".{0,3}e", "hidden:(none|all)$", "z{2}$", "\\W"] {
            let matcher = try CasePattern.compile(pattern)
            let regex = try Regex(pattern)
            for name in names {
                XCTAssertEqual(matcher.matches(name), name.contains(regex), "'\(pattern)' on '\(name)'")
            }
        }
    }

    func testWhatTheMatcherCannotDoIsRefused() {
        for pattern in ["(?=a)", "(?i)a", "(?<n>a)", "\\1", "a*+", "[[:alpha:]]", "[a&&b]", "\\p{L}", "\\bab\\b", "\\Bb", "(", "a)", "*a", "a**", "^*"] {
            XCTAssertThrowsError(try CasePattern.compile(pattern), pattern)
        }
    }

    /// Issue 54's patterns, which took seconds to minutes with `Regex`: the wide ones are refused, the
    /// others match a long name in one pass.
    func testCostlyPatternsAreRefusedOrLinear() throws {
        for pattern in [".{0,2000}.{0,2000}.{0,2000}.{0,2000}zz", ".{0,200}.{0,200}.{0,200}.{0,200}.{0,200}zz", ".{0,60000}zz", "a{1001}"] {
            XCTAssertThrowsError(try CasePattern.compile(pattern), pattern) { error in
                XCTAssertTrue("\(error)".contains("steps per character"), "\(error)")
            }
        }
        let long = String(repeating: "BM_Chain/if-else/depth:16/", count: 40)
        for pattern in [".*.*.*.*.*zz", "(.*.*)*#", "(x|y|.)*z"] {
            XCTAssertFalse(try CasePattern.compile(pattern).matches(long), pattern)
        }
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
