import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// `run --vary`'s factors: the placements that hold or vary each, the list's spelling, old results
/// files without the new fields, and how the report names what varied. No timing, no processes.
final class PlacementFactorTests: XCTestCase {
    /// What `factor` sets in a placement.
    private static func values(_ factor: PlacementFactor, _ placement: ProcessPlacement) -> [Int] {
        switch factor {
        case .aslr: [placement.randomizesAddresses ? 1 : 0]
        case .environment: [placement.environmentPaddingBytes]
        case .stack: [placement.stackOffsetBytes]
        case .heap: [placement.heapWarmupBlocks, placement.heapPatternIndex]
        }
    }

    func testHeldFactorsRepeatPlacementZerosValuesAndVariedOnesDiffer() {
        let every = ProcessPlacement.placements(count: 6, seed: 3)
        for varied in PlacementFactor.allCases {
            let placements = ProcessPlacement.placements(count: 6, seed: 3, varying: [varied])
            XCTAssertEqual(placements.map(\.index), Array(0..<6))
            for factor in PlacementFactor.allCases {
                let values = placements.map { Self.values(factor, $0) }
                if factor == varied {
                    // Varied: as when everything varies (the draws do not depend on the list).
                    XCTAssertEqual(values, every.map { Self.values(factor, $0) }, "\(factor)")
                    if factor != .aslr { XCTAssertEqual(Set(values).count, 6, "\(factor) varied") }
                } else {
                    // Held: layout 0's value (held ASLR: off).
                    let held = factor == .aslr ? [0] : Self.values(factor, every[0])
                    XCTAssertEqual(values, Array(repeating: held, count: 6), "\(factor) held with \(varied) varied")
                }
            }
        }
        XCTAssertTrue(every.allSatisfy(\.randomizesAddresses))
        XCTAssertEqual(every.map(\.heapPatternIndex), Array(0..<6))
    }

    func testNothingVariedRepeatsPlacementZeroAndKeepsRandomizationOff() {
        let placements = ProcessPlacement.placements(count: 4, seed: 1, varying: [])
        for placement in placements {
            var same = placement
            same.index = 0
            XCTAssertEqual(same, placements[0])
        }
        XCTAssertFalse(placements[0].randomizesAddresses)
        XCTAssertNil(placements[1].childEnvironment([AddressRandomization.keepVariable: "1"])[AddressRandomization.keepVariable])
        XCTAssertEqual(placements[1].childEnvironment([:])[ProcessPlacement.paddingVariable]?.count, placements[0].environmentPaddingBytes)
    }

    func testTheListIsParsedInFactorOrderAndUnknownNamesAreNamed() throws {
        XCTAssertEqual(try PlacementFactor.parse("stack, aslr,stack"), [.aslr, .stack])
        XCTAssertEqual(try PlacementFactor.parse("all"), PlacementFactor.allCases)
        XCTAssertEqual(try PlacementFactor.parse("none"), [])
        for (list, fragment) in [("cache", "unknown factor 'cache' (known: aslr, environment, stack, heap, all, none)"),
                                 ("aslr,", "unknown factor ''"), ("none,heap", "'none' stands alone")] {
            XCTAssertThrowsError(try PlacementFactor.parse(list), list) { XCTAssertTrue("\($0)".contains(fragment), "\(list): \($0)") }
        }
    }

    /// A layout record as `results/latest.json` (written before `--vary`) has it.
    func testAnOldRecordDecodesWithRandomizationOnAndItsOwnHeapPattern() throws {
        let json = #"{"addressRandomizationOff": false, "elapsedSeconds": 53.0, "placement": {"environmentPaddingBytes": 3580, "#
            + #""heapWarmupBlocks": 1471, "index": 3, "stackOffsetBytes": 1232}}"#
        let record = try JSONDecoder().decode(PlacementRecord.self, from: Data(json.utf8))
        XCTAssertEqual(record.placement.index, 3)
        XCTAssertEqual(record.placement.heapPatternIndex, 3)
        XCTAssertTrue(record.placement.randomizesAddresses)
        XCTAssertEqual(record.placement.heapWarmupBlocks, 1471)
        let held = ProcessPlacement.placements(count: 3, seed: 1, varying: [.stack])[2]
        XCTAssertEqual(try JSONDecoder().decode(ProcessPlacement.self, from: try JSONEncoder().encode(held)), held)
    }

    func testTheReportSaysWhichFactorsVariedWhenNotAllDid() {
        var document = ResultsDocument(environment: PlacementMergeTests.environment, settings: MeasurementSettings(), cases: [], resets: [],
                                       complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        let records = { (factors: Set<PlacementFactor>, seeds: [UInt64?]) in
            zip(ProcessPlacement.placements(count: seeds.count, seed: 1, varying: factors), seeds).map {
                PlacementRecord(placement: $0, addressRandomizationOff: !factors.contains(.aslr), elapsedSeconds: 1, linkSeed: $1)
            }
        }
        document.placements = records(Set(PlacementFactor.allCases), [nil, nil])
        XCTAssertEqual(document.variedFactors, PlacementFactor.allCases, "a file without the layoutFactors key varied every factor")
        XCTAssertTrue(ResultsReport.placementText(document).hasPrefix("over 2 placements (fresh processes), all of one function order"),
                      ResultsReport.placementText(document))
        document.placementFactors = []
        document.placements = records([], [7, 8])
        XCTAssertTrue(ResultsReport.placementText(document).hasPrefix("over 2 placements (fresh processes, nothing else varied), each its own "
            + "function order (lld --shuffle-sections, seeds 7-8), on cpu"), ResultsReport.placementText(document))
        XCTAssertTrue(ResultsReport.placementText(document).hasSuffix(": not enough data for a time verdict (it takes 4 placements or more)"))
        document.placementFactors = [.environment, .heap]
        XCTAssertTrue(ResultsReport.placementText(document).hasPrefix("over 2 placements (fresh processes varying only environment size, "
            + "heap warm-up; held: ASLR (off), stack offset), each its own function order"), ResultsReport.placementText(document))
    }
}
