import Foundation
@testable import PinBenchMeasurement
import XCTest
import PinBenchTestSupport

/// The committed results files read and write back byte for byte: a property renamed in the code
/// keeps its key in the files (the results format is read by other tools and older pin-benches).
final class ResultsRoundTripTests: XCTestCase {

    func testTheCommittedResultsFilesAreWrittenBackByteForByte() throws {
        for file in ["results/latest.json", "results/baseline.json", "results/hosts/merged.json"] {
            let path = Repository.root.appendingPathComponent(file).path
            let committed = try String(contentsOfFile: path, encoding: .utf8)
            let written = try ResultsDocument.load(path).jsonText()
            XCTAssertTrue(written == committed, "\(file) does not round-trip")
        }
    }
}
