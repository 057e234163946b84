import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
@testable import PinBenchSystem
import XCTest

/// `run --vary`'s factors: the placements that hold or vary each, the list's spelling, old results
/// files without the new fields, and how the report names what varied. No timing, no processes.
final class LayoutFactorTests: XCTestCase {
    /// What `factor` sets in a placement.
    private static func values(_ factor: LayoutFactor, _ placement: LayoutPlacement) -> [Int] {
        switch factor {
        case .aslr: [placement.randomizesAddresses ? 1 : 0]
        case .environment: [placement.environmentPaddingBytes]
        case .stack: [placement.stackOffsetBytes]
        case .heap: [placement.heapWarmupBlocks, placement.heapPatternIndex]
        }
    }

    func testHeldFactorsRepeatLayoutZerosValuesAndVariedOnesDiffer() {
        let every = LayoutPlacement.placements(count: 6, seed: 3)
        for varied in LayoutFactor.allCases {
            let placements = LayoutPlacement.placements(count: 6, seed: 3, varying: [varied])
            XCTAssertEqual(placements.map(\.index), Array(0..<6))
            for factor in LayoutFactor.allCases {
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

    func testNothingVariedRepeatsLayoutZeroAndKeepsRandomizationOff() {
        let placements = LayoutPlacement.placements(count: 4, seed: 1, varying: [])
        for placement in placements {
            var same = placement
            same.index = 0
            XCTAssertEqual(same, placements[0])
        }
        XCTAssertFalse(placements[0].randomizesAddresses)
        XCTAssertNil(placements[1].childEnvironment([AddressRandomization.keepVariable: "1"])[AddressRandomization.keepVariable])
        XCTAssertEqual(placements[1].childEnvironment([:])[LayoutPlacement.paddingVariable]?.count, placements[0].environmentPaddingBytes)
    }

    func testTheListIsParsedInFactorOrderAndUnknownNamesAreNamed() throws {
        XCTAssertEqual(try LayoutFactor.parse("stack, aslr,stack"), [.aslr, .stack])
        XCTAssertEqual(try LayoutFactor.parse("all"), LayoutFactor.allCases)
        XCTAssertEqual(try LayoutFactor.parse("none"), [])
        for (list, fragment) in [("cache", "unknown factor 'cache' (known: aslr, environment, stack, heap, all, none)"),
                                 ("aslr,", "unknown factor ''"), ("none,heap", "'none' stands alone")] {
            XCTAssertThrowsError(try LayoutFactor.parse(list), list) { XCTAssertTrue("\($0)".contains(fragment), "\(list): \($0)") }
        }
    }

    /// A layout record as `results/latest.json` (written before `--vary`) has it.
    func testAnOldRecordDecodesWithRandomizationOnAndItsOwnHeapPattern() throws {
        let json = #"{"addressRandomizationOff": false, "elapsedSeconds": 53.0, "placement": {"environmentPaddingBytes": 3580, "#
            + #""heapWarmupBlocks": 1471, "index": 3, "stackOffsetBytes": 1232}}"#
        let record = try JSONDecoder().decode(LayoutRecord.self, from: Data(json.utf8))
        XCTAssertEqual(record.placement.index, 3)
        XCTAssertEqual(record.placement.heapPatternIndex, 3)
        XCTAssertTrue(record.placement.randomizesAddresses)
        XCTAssertEqual(record.placement.heapWarmupBlocks, 1471)
        let held = LayoutPlacement.placements(count: 3, seed: 1, varying: [.stack])[2]
        XCTAssertEqual(try JSONDecoder().decode(LayoutPlacement.self, from: try JSONEncoder().encode(held)), held)
    }

    func testTheReportSaysWhichFactorsVariedWhenNotAllDid() {
        var document = ResultsDocument(environment: LayoutMergeTests.environment, settings: MeasurementSettings(), cases: [], resets: [],
                                       complexity: [], crossovers: [], unverifiedCases: [], elapsedSeconds: 1)
        let records = { (factors: Set<LayoutFactor>, seeds: [UInt64?]) in
            zip(LayoutPlacement.placements(count: seeds.count, seed: 1, varying: factors), seeds).map {
                LayoutRecord(placement: $0, addressRandomizationOff: !factors.contains(.aslr), elapsedSeconds: 1, linkSeed: $1)
            }
        }
        document.layouts = records(Set(LayoutFactor.allCases), [nil, nil])
        XCTAssertEqual(document.variedFactors, LayoutFactor.allCases, "a file without layoutFactors varied every factor")
        XCTAssertTrue(ResultsReport.layoutText(document).hasPrefix("over 2 placements (fresh processes), all of one function order"),
                      ResultsReport.layoutText(document))
        document.layoutFactors = []
        document.layouts = records([], [7, 8])
        XCTAssertTrue(ResultsReport.layoutText(document).hasPrefix("over 2 placements (fresh processes, nothing else varied), each its own "
            + "function order (lld --shuffle-sections, seeds 7-8), on cpu"), ResultsReport.layoutText(document))
        XCTAssertTrue(ResultsReport.layoutText(document).hasSuffix(": not enough data for a time verdict (it takes 4 placements or more)"))
        document.layoutFactors = [.environment, .heap]
        XCTAssertTrue(ResultsReport.layoutText(document).hasPrefix("over 2 placements (fresh processes varying only environment size, "
            + "heap warm-up; held: ASLR (off), stack offset), each its own function order"), ResultsReport.layoutText(document))
    }
}
