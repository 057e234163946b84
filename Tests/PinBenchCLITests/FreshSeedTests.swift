import Foundation
@testable import PinBenchCLI
@testable import PinBenchMeasurement
import XCTest

/// Issue 58: a run given no `--seed` draws its own, so that two default runs on one host relink
/// different function orders (seeds seed + i) instead of the same 16; `--seed N` repeats a run's.
final class FreshSeedTests: XCTestCase {
    private func seed(_ arguments: [String]) throws -> UInt64 {
        let parsed = try RunCommand.parse(arguments)
        var settings = MeasurementSettings()
        TimingOptions.apply(parsed, to: &settings)
        return settings.seed
    }

    func testEachRunDrawsItsSeedUnlessGivenOne() throws {
        let drawn = try (0..<4).map { _ in try seed([]) }
        XCTAssertEqual(Set(drawn).count, 4, "four runs, four seeds (a repeat has a chance of about 1 in 700 million): \(drawn)")
        XCTAssertTrue(drawn.allSatisfy { (1...UInt64(UInt32.max)).contains($0) }, "\(drawn)")
        XCTAssertEqual(try seed(["--seed", "17"]), 17)
        XCTAssertEqual(try seed(["--seed", "17"]), 17, "given, it repeats")
    }
}
