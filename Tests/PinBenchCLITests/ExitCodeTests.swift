import Foundation
@testable import PinBenchCLI
import PinBenchGate
import PinBenchKit
import XCTest
import PinBenchTestSupport

/// The exit codes are described once, in `ExitCode.meaning`: the README's table is its rendering, and
/// each verb's `--help` lists exactly the codes that verb declares.
final class ExitCodeTests: XCTestCase {
    private static let readme = Repository.root.appendingPathComponent("README.md")

    func testTheReadmeTableIsTheEnumsRendering() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        XCTAssertTrue(text.contains(ExitCode.markdownTable + "\n"), "README.md's exit-code table should be:\n\(ExitCode.markdownTable)")
        XCTAssertEqual(ExitCode.markdownTable.split(separator: "\n").count, 2 + ExitCode.allCases.count)
    }

    func testEachVerbsHelpListsItsOwnCodes() {
        for command in Commands.all + Commands.hidden {
            let help = command.help(width: 10_000)
            let section = help.components(separatedBy: "Exit codes:\n").dropFirst().first ?? ""
            let listed = section.split(separator: "\n").compactMap { line in
                line.hasPrefix("  ") ? line.split(separator: " ").first.flatMap { Int32($0) } : nil
            }
            let expected = Set(ExitCode.common + command.exitCodes).map(\.rawValue).sorted()
            XCTAssertEqual(listed, expected, "\(command.name) --help")
            for code in ExitCode.common + command.exitCodes {
                XCTAssertTrue(help.contains(code.meaning), "\(command.name) --help lacks \(code)")
            }
        }
        XCTAssertFalse(ListCommand.help(width: 10_000).contains(ExitCode.regression.meaning), "list cannot find a regression")
    }

    /// A code named in a verb's prose or options ("exit N", from `ExitCode.said`) is one it declares.
    func testEveryExitNamedInAVerbsHelpIsOneItDeclares() {
        var named = 0
        for command in Commands.all + Commands.hidden {
            let prose = command.help(width: 10_000).components(separatedBy: "Exit codes:\n")[0]
            let declared = Set((ExitCode.common + command.exitCodes).map(\.rawValue))
            for match in prose.matches(of: /exits? ([0-9]+)/) {
                XCTAssertTrue(Int32(match.output.1).map(declared.contains) ?? false, "\(command.name) --help says \(match.output.0)")
                named += 1
            }
        }
        XCTAssertGreaterThan(named, 10, "the verbs' help names codes (run's exit 3, the gate options' exit 5, …)")
    }

    /// The gate's outcomes are among the codes its verbs declare.
    func testTheGateVerbsDeclareEveryOutcomeOfTheGate() {
        let causes: [TierGap.Cause] = [.fileLacksIt, .machineCannotMeasure, .tooFewPlacements]
        for command in [CheckCommand.self, CompareCommand.self, ABCommand.self] as [any Command.Type] {
            for cause in causes {
                XCTAssertTrue(command.exitCodes.contains(GateOptions.exitCode(cause)), "\(command.name): \(cause)")
            }
        }
    }
}
