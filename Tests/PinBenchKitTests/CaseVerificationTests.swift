import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
import XCTest

/// A case's verification is a type, stored as the text reports show.
final class CaseVerificationTests: XCTestCase {
    private struct Box: Codable, Equatable { var verification: CaseVerification }

    func testEachOutcomeRoundTripsThroughItsText() throws {
        let outcomes: [CaseVerification] = [.equal, .findings([.noFallback]), .findings(Array(Finding.allCases.prefix(2))), .bug, .notVerified]
        for outcome in outcomes {
            let data = try JSONEncoder().encode(Box(verification: outcome))
            XCTAssertEqual(String(decoding: data, as: UTF8.self), "{\"verification\":\"\(outcome)\"}")
            XCTAssertEqual(try JSONDecoder().decode(Box.self, from: data), Box(verification: outcome))
        }
        XCTAssertEqual(CaseVerification.findings([.noFallback]).description, "findings: no-fallback")
    }

    func testTextThatIsNoOutcomeIsMalformed() {
        for text in ["", "equals", "findings: ", "findings: no-such-finding", "findings: no-fallback, nope"] {
            XCTAssertThrowsError(try JSONDecoder().decode(Box.self, from: Data("{\"verification\":\"\(text)\"}".utf8)), text)
        }
    }
}
