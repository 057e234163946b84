@testable import PinBenchKit
@testable import PinBenchReports
import XCTest

/// An interval is printed with the decimals its verdict needs: the HTML answer table once printed
/// "unclear" beside "0.98–0.99" (an interval of 0.9795–0.9862, which crosses 0.98).
final class IntervalTextTests: XCTestCase {
    private func text(_ lower: Double, _ upper: Double) -> String {
        Statistics.Interval(lower: lower, upper: upper).verdictText(separator: "–")
    }

    func testTheRoundedIntervalGetsTheVerdictOfTheInterval() {
        XCTAssertEqual(text(0.9795, 0.9862), "0.9795–0.9862", "unclear: it crosses 0.98 (0.980 would not)")
        XCTAssertEqual(text(0.97996, 0.9862), "0.97996–0.98620", "unclear to five decimals")
        XCTAssertEqual(text(0.9812, 1.0143), "0.98–1.01", "same at two decimals")
        XCTAssertEqual(text(0.91, 0.95), "0.91–0.95")
        XCTAssertEqual(text(1.0204, 1.06), "1.0204–1.0600", "slower: 1.02 and 1.020 are not beyond the line")
    }
}
