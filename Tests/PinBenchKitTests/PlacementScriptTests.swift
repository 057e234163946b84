@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `Benchmarks/Placement/placement.py --ab-selftest` reads the rows `gate-selftest --ab-function-orders`
/// writes: it read a `codeLayouts` key gone since the option was renamed, and said every current file
/// had no such row.
final class PlacementScriptTests: TemporaryDirectoryTestCase {
    private static let script = Repository.path("Benchmarks/Placement/placement.py")

    /// `placement.ab_section(file)`'s Markdown, through python3.
    private func abSection(_ file: String) throws -> String {
        guard let result = Python.run(code: "import sys; sys.path.insert(0, sys.argv[1]); import placement; "
                                          + "print(placement.ab_section(sys.argv[2]))",
                                      arguments: [URL(fileURLWithPath: Self.script).deletingLastPathComponent().path, file])
        else { throw XCTSkip("no python3") }
        XCTAssertEqual(result.status, 0)
        return String(decoding: result.output, as: UTF8.self)
    }

    func testTheScriptReadsTheRowsBetweenFunctionOrders() throws {
        struct Written: Encodable { var ab: [ABSelfTest.Row] }
        let trial = ABSelfTest.Trial(caughtCases: 0, inconclusive: ["a", "b"], changes: [0.01], drift: ABComparison.Drift(host: 0.01, paired: 0.002),
                                     seconds: 70)
        var extended = trial
        extended.extendedCases = 3
        let rows = [ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [extended, extended], functionOrders: true),
                    ABSelfTest.Row(suite: .ci, injectedPercent: 0, trials: [trial], functionOrders: false)]
        let file = "\(directory)/selftest.json"
        try Data(try JSONText.encode(Written(ab: rows)).utf8).write(to: URL(fileURLWithPath: file))
        let section = try abSection(file)
        XCTAssertTrue(section.contains("| ci | 0% | 2 | 0 | 2 | 2.0 | 3.0 | 1.00% | 1.00% | 70 s |"), section)
        XCTAssertEqual(section.components(separatedBy: "| ci |").count - 1, 1, "only the row between function orders: \(section)")
        try Data(try JSONText.encode(Written(ab: [rows[1]])).utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertTrue(try abSection(file).contains("has no ab row measured between function orders"))
    }
}
