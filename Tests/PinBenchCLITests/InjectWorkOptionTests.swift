@testable import PinBenchCLI
import PinBenchKit
import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// The hidden `--inject-work P` of the gate's self-test: any verb takes it, no help shows it, and a
/// value that is not an injection is a usage error.
final class InjectWorkOptionTests: TemporaryDirectoryTestCase {
    func testABadValueIsAUsageError() throws {
        let outcome = try runPinBench(["list", PinBenchInvocation.OptionName.injectWork.name, "7"])
        XCTAssertEqual(outcome.status, ExitCode.usage.rawValue, outcome.errors)
        XCTAssertTrue(outcome.errors.contains("option --inject-work must be one of \(InjectedWork.choices.joined(separator: ", ")), got '7'"),
                      outcome.errors)
        let missing = try runPinBench(["list", PinBenchInvocation.OptionName.injectWork.name])
        XCTAssertEqual(missing.status, ExitCode.usage.rawValue, missing.errors)
        XCTAssertTrue(missing.errors.contains("option --inject-work needs a value"), missing.errors)
    }

    func testAGoodValueIsTakenAndHidden() throws {
        let listed = try runPinBench(["list", PinBenchInvocation.OptionName.injectWork.name, "10"])
        XCTAssertEqual(listed.status, 0, listed.errors)
        for command in Commands.all {
            XCTAssertFalse(command.help.contains(PinBenchInvocation.OptionName.injectWork.name), command.name)
        }
    }
}
