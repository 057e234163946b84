@testable import PinBenchKit
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// The number formatting every verb shares (Reports/Formatting.swift).
final class FormattingTests: XCTestCase {
    func testSignificantDecidesOnTheRoundedValue() {
        XCTAssertEqual(significant(9.996), "10.0", "three digits, not 10.00")
        XCTAssertEqual(significant(99.96), "100")
        XCTAssertEqual(significant(0.99951), "1.00")
        XCTAssertEqual(significant(1.234), "1.23")
        XCTAssertEqual(significant(12.34), "12.3")
        XCTAssertEqual(significant(-9.996), "-10.0")
        XCTAssertEqual(significant(0.0123), "0.012")
        XCTAssertEqual(significant(0.001234), "1.23e-03")
        XCTAssertEqual(significant(0), "0")
    }

    func testCrossCheckPerViewIsSignificantWithAtMostTwoDecimals() {
        XCTAssertEqual(CrossCheckRendering.perView(9.996), "10.0")
        XCTAssertEqual(CrossCheckRendering.perView(123.4), "123")
        XCTAssertEqual(CrossCheckRendering.perView(0.5), "0.50")
    }

    func testSignedPercent() {
        XCTAssertEqual(signedPercent(0.0125, digits: 2), "+1.25%")
        XCTAssertEqual(signedPercent(-0.004, digits: 1), "-0.4%")
        XCTAssertEqual(signedPercent(0, digits: 1), "+0.0%")
    }
}
