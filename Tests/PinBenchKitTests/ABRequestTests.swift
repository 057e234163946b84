import Foundation
@testable import PinBenchAB
import PinBenchMeasurement
import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `ab`'s use case refuses sides it cannot run before it starts anything, each with its reason.
final class ABRequestTests: TemporaryDirectoryTestCase {
    private func refusal(old: String, new: String, functionOrders: FunctionOrders = .one) -> ABRefusal? {
        do throws(ABRefusal) {
            _ = try ABRequest(ab: ABRun(oldPath: old, newPath: new), functionOrders: functionOrders, process: .ofThisTest).run()
            return nil
        } catch {
            return error
        }
    }

    func testASideThatIsNeitherAnExecutableNorAPackageIsRefused() throws {
        guard case .notAPinBench(let missing)? = refusal(old: path("missing"), new: path("missing")) else { return XCTFail("not refused") }
        XCTAssertTrue(missing.hasPrefix("OLD \(path("missing")) does not exist"), missing)
        try FileManager.default.createDirectory(atPath: path("empty"), withIntermediateDirectories: true)
        guard case .notAPinBench(let empty)? = refusal(old: path("empty"), new: path("empty")) else { return XCTFail("not refused") }
        XCTAssertTrue(empty.contains("a directory without a Package.swift"), empty)
    }

    func testAPackageIsOnlyEverRelinked() throws {
        try FileManager.default.createDirectory(atPath: path("package"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path("package/Package.swift"), contents: Data())
        guard case .packageNotRelinked(let message, let hostProblem)? = refusal(old: path("package"), new: path("package")) else {
            return XCTFail("not refused")
        }
        XCTAssertFalse(hostProblem)
        XCTAssertTrue(message.contains("one directory for both sides") && message.contains("not with --function-orders one"), message)
    }
}
