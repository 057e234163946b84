import XCTest
import Foundation
@testable import PinBenchCLI

/// docs/ci.md's YAML works as pasted: each block parses (PyYAML, which `.ci/run` installs), the
/// workflow may comment on the pull request, a step that writes `$GITHUB_OUTPUT` has an id, the `ab`
/// step lets through exactly pass, different cases (5) and inconclusive (7), and every pin-bench
/// command in it is one the option tables accept.
final class CIWorkflowDocTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/ci.md")

    /// The page's ```yaml blocks.
    private func blocks() throws -> [String] {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// A YAML text as JSON objects, through the first Python that has PyYAML.
    private func parsed(_ yaml: String) throws -> Any {
        for python in ["/usr/bin/python3", "python3"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [python, "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))"]
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            input.fileHandleForWriting.write(Data(yaml.utf8))
            try input.fileHandleForWriting.close()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 { return try JSONSerialization.jsonObject(with: data) }
        }
        throw XCTSkip("no python3 with PyYAML (apt-get install python3-yaml; .ci/run installs it)")
    }

    func testTheWorkflowParsesAndHandlesEveryStatus() throws {
        let yaml = try blocks()
        XCTAssertEqual(yaml.count, 2, "the workflow and the history steps")
        let workflow = try XCTUnwrap(try parsed(yaml[0]) as? [String: Any])
        let permissions = try XCTUnwrap(workflow["permissions"] as? [String: String])
        XCTAssertEqual(permissions["pull-requests"], "write", "the sticky comment needs it")
        let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
        let steps = try XCTUnwrap(jobs["gate"]?["steps"] as? [[String: Any]])
        for step in steps where (step["run"] as? String)?.contains("GITHUB_OUTPUT") == true {
            XCTAssertNotNil(step["id"], "a step that writes outputs needs an id: \(step)")
        }
        let ab = try XCTUnwrap(steps.first { ($0["run"] as? String)?.contains("pin-bench ab") == true }?["run"] as? String)
        let accepted = Set(ab.components(separatedBy: "\"$status\" -eq ").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) })
        let expected: Set<Int> = [Int(ExitCode.success.rawValue), Int(ExitCode.badBaseline.rawValue), Int(ExitCode.inconclusive.rawValue)]
        XCTAssertEqual(accepted, expected, "pass, different cases, inconclusive; every other status fails the job: \(ab)")
        let comment = try XCTUnwrap(steps.first { ($0["run"] as? String)?.contains("comment.md") == true }?["run"] as? String)
        XCTAssertTrue(comment.contains("check.md") && comment.contains("ab.md"), "both reports are posted: \(comment)")
        let history = try XCTUnwrap(try parsed(yaml[1]) as? [[String: Any]])
        XCTAssertEqual((history.last?["with"] as? [String: Any])?["tool"] as? String, "googlecpp")
    }

    /// Every `.build/release/pin-bench VERB …` line of the page's YAML parses with that verb's options.
    func testEveryPinBenchCommandInTheYAMLIsAccepted() throws {
        var commands = 0
        for block in try blocks() {
            for line in block.split(separator: "\n") {
                guard let start = line.range(of: ".build/release/pin-bench ") else { continue }
                let words = line[start.upperBound...].prefix { $0 != "|" }.split(separator: " ").map(String.init)
                let verb = try XCTUnwrap(words.first.flatMap(Commands.named), "\(line)")
                XCTAssertNoThrow(try verb.parse(words.dropFirst()), "\(line)")
                commands += 1
            }
        }
        XCTAssertGreaterThanOrEqual(commands, 3)
    }
}
