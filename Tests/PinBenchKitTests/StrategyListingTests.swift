import Foundation
@testable import PinBenchKit
@testable import PinBenchReports
import XCTest

/// `pin-bench list --format json`: what scripts read instead of copying the strategy list.
final class StrategyListingTests: XCTestCase {
    private struct Listing: Decodable {
        struct Strategy: Decodable {
            var name: String
            var expectedFindings: [String]
            var summary: String
        }

        var strategies: [Strategy]
    }

    func testJSONListsTheRegistryInOrderWithFindings() throws {
        let listing = try JSONDecoder().decode(Listing.self, from: Data(try StrategyListing.json().utf8))
        let names: [String] = listing.strategies.map { $0.name }
        let registered: [String] = StrategyRegistry.all.map { $0.name }
        XCTAssertEqual(names, registered)
        let visibleOnly = try XCTUnwrap(listing.strategies.first { $0.name == "visible-only" })
        XCTAssertEqual(visibleOnly.expectedFindings, ["all-visible-anchors", "no-fallback"])
        XCTAssertFalse(visibleOnly.summary.isEmpty)
        XCTAssertTrue(StrategyListing.text().contains("visible-only"))
    }
}
