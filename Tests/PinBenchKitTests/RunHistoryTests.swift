import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// The names runs are kept under: in time order, never overwriting one another.
final class RunHistoryTests: TemporaryDirectoryTestCase {
    func testKeptNamesSortInTimeAndNeverOverwrite() throws {
        let document = CounterTests.document(counts: [:])
        XCTAssertEqual(RunHistory.fileName(document.environment), "2026-12-02T00-00-00Z-abc.json")
        try FileManager.default.createDirectory(atPath: "\(directory)/runs", withIntermediateDirectories: true)
        let first = RunHistory.path(of: document, in: directory)
        try document.save(first)
        let second = RunHistory.path(of: document, in: directory)
        XCTAssertEqual(second, "\(directory)/runs/2026-12-02T00-00-00Z-abc-2.json", "the same second: another name")
        try document.save(second)
        XCTAssertEqual(try RunHistory.runs(in: directory), [first, second])
    }
}
