import Foundation
import PinBenchKit
import XCTest
import PinBenchTestSupport

/// The Python scripts under Benchmarks/ read strategy names from the results or from
/// `pin-bench list --format json`; a name spelled in a script is a second list that a new or renamed
/// strategy leaves behind.
final class ScriptStrategyNamesTests: XCTestCase {
    func testNoScriptSpellsAStrategyName() throws {
        let benchmarks = Repository.root.appendingPathComponent("Benchmarks")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: benchmarks.path).filter { $0.hasSuffix(".py") }
        XCTAssertFalse(scripts.isEmpty)
        for script in scripts {
            let text = try String(contentsOf: benchmarks.appendingPathComponent(script), encoding: .utf8)
            for name in StrategyRegistry.all.map({ $0.name }) {
                XCTAssertFalse(text.contains("\"\(name)\"") || text.contains("'\(name)'"), "Benchmarks/\(script) spells \(name)")
            }
        }
    }
}
