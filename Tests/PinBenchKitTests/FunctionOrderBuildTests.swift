import Foundation
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// `run --code-layouts`: which package is relinked, with which flags and seeds, and the honest
/// fallback where it cannot be. The relinking itself (a two-minute build) is not run here.
final class FunctionOrderBuildTests: TemporaryDirectoryTestCase {
    /// A fake package with an executable in its `.build`, and a PATH with a `swift` and an `ld.lld`.
    private func layOut(package hasManifest: Bool, linker hasLinker: Bool) throws -> (executable: String, path: String) {
        let package = "\(directory)/package"
        let release = "\(package)/.build/x86_64-unknown-linux-gnu/release"
        try FileManager.default.createDirectory(atPath: release, withIntermediateDirectories: true)
        if hasManifest { XCTAssertTrue(FileManager.default.createFile(atPath: "\(package)/Package.swift", contents: Data())) }
        let executable = "\(release)/pin-bench"
        let toolchain = "\(directory)/toolchain/usr/bin"
        try FileManager.default.createDirectory(atPath: toolchain, withIntermediateDirectories: true)
        for tool in ["swift"] + (hasLinker ? ["ld.lld"] : []) {
            XCTAssertTrue(FileManager.default.createFile(atPath: "\(toolchain)/\(tool)", contents: Data(), attributes: [.posixPermissions: 0o755]))
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: executable, contents: Data(), attributes: [.posixPermissions: 0o755]))
        return (executable, toolchain)
    }

    func testThePackageThatBuiltTheExecutableIsRelinkedWithTheToolchainsLld() throws {
        let (executable, toolchain) = try layOut(package: true, linker: true)
        let build = try FunctionOrderBuild.locate(executable: executable, environment: ["PATH": "/nonexistent:\(toolchain)"]).get()
        XCTAssertEqual(build.package, "\(directory)/package")
        XCTAssertEqual(build.swift, "\(toolchain)/swift")
        XCTAssertEqual(build.scratch, "\(directory)/package/.build/code-layouts", "its own scratch directory: the release build stays")
        let arguments = build.arguments(seed: 7)
        XCTAssertTrue(arguments.contains("--shuffle-sections=.text*=7"), "\(arguments)")
        for flag in ["-function-sections", "-ffunction-sections", "-use-ld=lld"] { XCTAssertTrue(arguments.contains(flag), flag) }
        XCTAssertEqual(arguments.filter { $0.hasPrefix("--shuffle-sections") }.count, 1)
    }

    func testWithoutSourcesOrLldItSaysWhy() throws {
        let noManifest = try layOut(package: false, linker: true)
        guard case .failure(let reason) = FunctionOrderBuild.locate(executable: noManifest.executable, environment: ["PATH": noManifest.path]) else {
            return XCTFail("a .build without Package.swift is no package")
        }
        XCTAssertTrue(reason.description.contains("no package sources"), reason.description)
        try FileManager.default.removeItem(atPath: "\(directory)/package")
        try FileManager.default.removeItem(atPath: "\(directory)/toolchain")
        let noLinker = try layOut(package: true, linker: false)
        guard case .failure(let linker) = FunctionOrderBuild.locate(executable: noLinker.executable, environment: ["PATH": noLinker.path]) else {
            return XCTFail("a toolchain without ld.lld cannot shuffle sections")
        }
        XCTAssertTrue(linker.description.contains("ld.lld"), linker.description)
        guard case .failure(let swift) = FunctionOrderBuild.locate(executable: noLinker.executable, environment: ["PATH": "/nonexistent"]) else {
            return XCTFail("no swift on PATH")
        }
        XCTAssertTrue(swift.description.contains("swift"), swift.description)
    }

    /// `ab --code-layouts` takes package directories: the directory itself, when it has a manifest.
    func testAPackageDirectoryIsRelinkedAsItIs() throws {
        let (_, toolchain) = try layOut(package: true, linker: true)
        let build = try FunctionOrderBuild.locate(package: "\(directory)/package", environment: ["PATH": toolchain]).get()
        XCTAssertEqual(build.package, URL(fileURLWithPath: "\(directory)/package").resolvingSymlinksInPath().path)
        guard case .failure(let reason) = FunctionOrderBuild.locate(package: directory, environment: ["PATH": toolchain]) else {
            return XCTFail("a directory without Package.swift is no package")
        }
        XCTAssertTrue(reason.description.contains("no Package.swift"), reason.description)
    }

    func testLinkSeedsFollowTheRunSeedAndAvoidLldsSpecialValues() {
        XCTAssertEqual((0..<3).map { FunctionOrderBuild.linkSeed(runSeed: 1, index: $0) }, [1, 2, 3])
        XCTAssertEqual(FunctionOrderBuild.linkSeed(runSeed: 0, index: 0), 2, "0 asks lld for a random seed")
        XCTAssertEqual(FunctionOrderBuild.linkSeed(runSeed: .max, index: 0), 1, "-1 asks lld to reverse the order")
    }

    func testAnOlderResultsFileReadsAsTheDefaultLink() throws {
        let record = #"{"placement": {"index": 0, "environmentPaddingBytes": 1, "stackOffsetBytes": 16, "heapWarmupBlocks": 64}, "#
            + #""addressRandomizationOff": false, "elapsedSeconds": 1}"#
        XCTAssertNil(try JSONDecoder().decode(PlacementRecord.self, from: Data(record.utf8)).linkSeed)
    }
}
