import Foundation
@testable import PinBenchCLI
@testable import PinBenchAB
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchSystem
import XCTest
import PinBenchTestSupport

/// docs/ci.md's workflows work as pasted: each parses (PyYAML, which `.ci/run` installs), may comment
/// on the pull request it comments on, gives an id to every step whose outputs are written or read,
/// posts the reports its pin-bench steps write, and names every exit status of the verb each step runs
/// in its `case` (ExitCode's cases, and a default that fails the job); every pin-bench command on the
/// page is one the option tables accept, and the page's facts are the code's.
final class CIWorkflowDocTests: XCTestCase {
    private static let page = Repository.root.appendingPathComponent("docs/ci.md")

    /// The statuses on which each verb's step lets the job go on: the counts gate, time is advice.
    private static let passing: [String: Set<ExitCode>] = [
        "check": [.success],
        "ab": [.success, .regression, .improvementOnly, .inconclusive, .badBaseline, .environment, .childTimeout],
    ]

    private func text() throws -> String { try String(contentsOf: Self.page, encoding: .utf8) }

    /// The page's fenced blocks of `language`.
    private func blocks(_ language: String) throws -> [String] {
        try text().components(separatedBy: "```\(language)\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
    }

    /// A YAML text as JSON objects, through the first Python that has PyYAML.
    private func parsed(_ yaml: String) throws -> Any {
        for python in ["/usr/bin/python3", "python3"] {
            if let result = Python.run(python, code: "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())))",
                                       input: Data(yaml.utf8)), result.status == 0 {
                return try JSONSerialization.jsonObject(with: result.output)
            }
        }
        throw XCTSkip("no python3 with PyYAML (apt-get install python3-yaml; .ci/run installs it)")
    }

    /// `VERB` and the words after it of each pin-bench command in `line`: an executable run from
    /// `.build/release` (pin-bench or a package's own), up to a shell operator.
    private func commands(_ line: Substring) -> [[String]] {
        line.matches(of: /(?:^|\s)\.build\/release\/[\w-]+ ([^|;]*)/).map { $0.output.1.split(separator: " ").map(String.init) }
    }

    /// A `case` arm of a step's script (one line): the patterns it names, and whether the job goes on
    /// after it (no `exit` command).
    private struct Arm {
        var patterns: [String]
        var goesOn: Bool
    }

    private func caseArms(_ script: String) -> [Arm] {
        script.split(separator: "\n").compactMap { line in
            guard let arm = line.wholeMatch(of: /\s*([0-9*|]+)\)(.*)/) else { return nil }
            return Arm(patterns: arm.output.1.split(separator: "|").map(String.init), goesOn: arm.output.2.firstMatch(of: /(^|;)\s*exit\b/) == nil)
        }
    }

    func testBothWorkflowsParseAndHandleEveryStatusOfTheirVerbs() throws {
        let yaml = try blocks("yaml")
        XCTAssertEqual(yaml.count, 2, "this repository's workflow and a package's")
        let every = ExitCode.allCases.map { Int($0.rawValue) }
        var verbs: Set<String> = []
        for block in yaml {
            let workflow = try XCTUnwrap(try parsed(block) as? [String: Any])
            let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
            let steps = try jobs.values.flatMap { try XCTUnwrap($0["steps"] as? [[String: Any]]) }
            let ids = Set(steps.compactMap { $0["id"] as? String })
            for step in steps where (step["run"] as? String)?.contains("GITHUB_OUTPUT") == true {
                XCTAssertNotNil(step["id"], "a step that writes outputs needs an id: \(step)")
            }
            for reference in block.matches(of: /steps\.([\w-]+)\.outputs/) {
                XCTAssertTrue(ids.contains(String(reference.output.1)), "steps.\(reference.output.1) has no step with that id")
            }
            XCTAssertTrue(steps.contains { ($0["uses"] as? String)?.contains("pull-request-comment") == true }, "it comments")
            let permissions = try XCTUnwrap(workflow["permissions"] as? [String: String], "commenting needs permissions")
            XCTAssertEqual(permissions["pull-requests"], "write", "the sticky comment needs it")
            let comment = try XCTUnwrap(steps.first { ($0["run"] as? String)?.contains("> comment.md") == true }?["run"] as? String)

            for step in steps {
                guard let script = step["run"] as? String,
                      let verb = script.split(separator: "\n").flatMap(commands).first?.first, let passing = Self.passing[verb] else { continue }
                verbs.insert(verb)
                XCTAssertTrue(script.contains("|| status=$?"), "the status is caught, not ended by the shell: \(script)")
                let report = try XCTUnwrap(script.firstMatch(of: /--out ([\w.]+\.md)/)?.output.1, script)
                XCTAssertTrue(comment.contains("cat \(report)"), "the comment posts \(report): \(comment)")
                let arms = caseArms(script)
                let named = arms.flatMap(\.patterns).compactMap { Int($0) }
                XCTAssertEqual(named.count, Set(named).count, "each status once: \(script)")
                XCTAssertEqual(Set(every).subtracting(named), [], "every exit status of \(verb) is named: \(script)")
                XCTAssertTrue(arms.contains { $0.patterns.contains("*") && !$0.goesOn }, "an unknown status fails the job: \(script)")
                let goesOn = Set(arms.filter(\.goesOn).flatMap(\.patterns).compactMap { Int32($0).flatMap { ExitCode(rawValue: $0) } })
                XCTAssertEqual(goesOn, passing, "\(verb): the statuses that let the job go on: \(script)")
            }
        }
        XCTAssertEqual(verbs, Set(Self.passing.keys), "the workflows gate with check and read time with ab")
    }

    /// Each workflow runs its frame snapshot tests even after a failed gate, and when they fail uploads
    /// the pictures `assertFrames` writes beside the snapshots (`NAME.failure.svg`) as an artifact.
    func testEachWorkflowUploadsTheSnapshotFailurePictures() throws {
        for block in try blocks("yaml") {
            let workflow = try XCTUnwrap(try parsed(block) as? [String: Any])
            let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
            let steps = try jobs.values.flatMap { try XCTUnwrap($0["steps"] as? [[String: Any]]) }
            let tests = try XCTUnwrap(steps.firstIndex { ($0["run"] as? String)?.hasPrefix("swift test") == true }, "it runs the snapshot tests: \(block)")
            let id = try XCTUnwrap(steps[tests]["id"] as? String, "the snapshot step has an id")
            XCTAssertTrue((steps[tests]["if"] as? String)?.contains("!cancelled()") == true, "it runs after a failed gate: \(steps[tests])")
            let upload = try XCTUnwrap(steps[(tests + 1)...].first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true },
                                       "an upload after the snapshot tests")
            let with = try XCTUnwrap(upload["with"] as? [String: String])
            XCTAssertTrue(with["path"]?.hasSuffix("**/*.failure.svg") == true, "the pictures: \(with)")
            XCTAssertEqual(with["name"], "snapshot-failures")
            XCTAssertTrue((upload["if"] as? String)?.contains("steps.\(id).outcome == 'failure'") == true, "when the tests failed: \(upload)")
        }
        XCTAssertTrue(try text().contains("artifact `snapshot-failures`"), "the page says where to find them")
    }

    /// Every `.build/release/pin-bench VERB …` (or a package's executable) in the page's YAML and shell
    /// blocks parses with that verb's options.
    func testEveryPinBenchCommandOnThePageIsAccepted() throws {
        var commands = 0
        for block in try blocks("yaml") + blocks("sh") {
            for line in block.split(separator: "\n") {
                for words in self.commands(line) {
                    let verb = try XCTUnwrap(words.first.flatMap(Commands.named), "\(line)")
                    XCTAssertNoThrow(try verb.parse(words.dropFirst()), "\(line)")
                    commands += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(commands, 4)
    }

    /// The serve protocol's first line, its reply limit and the baseline recipe are the code's.
    func testThePagesFactsAreTheCodes() throws {
        let page = try text()
        let hello = try XCTUnwrap(ABProtocol.Hello(cases: []).lines.first).split(separator: " ").dropLast().joined(separator: " ") + " N"
        XCTAssertTrue(page.contains("`\(hello)`"), "the page should give the hello line \(hello)")
        XCTAssertTrue(page.contains("silent for \(Int(ChildTimeLimit.replySeconds)) s"))
        XCTAssertTrue(page.contains(BaselineRecipe.command()))
    }
}
