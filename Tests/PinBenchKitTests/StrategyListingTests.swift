import Foundation
@testable import PinBenchKit
import XCTest

/// `pin-bench list --format json`: what scripts read instead of copying the strategy list.
final class StrategyListingTests: XCTestCase {
    func testJSONListsTheRegistryInOrderWithFindings() throws {
        let document = try JSONSerialization.jsonObject(with: Data(try StrategyListing.json().utf8)) as? [String: Any]
        let strategies = try XCTUnwrap(document?["strategies"] as? [[String: Any]])
        XCTAssertEqual(strategies.map { $0["name"] as? String }, StrategyRegistry.all.map { $0.name })
        let visibleOnly = try XCTUnwrap(strategies.first { $0["name"] as? String == "visible-only" })
        XCTAssertEqual(visibleOnly["expectedFindings"] as? [String], ["all-visible-anchors", "no-fallback"])
        XCTAssertTrue(StrategyListing.text().contains("visible-only"))
    }
}
