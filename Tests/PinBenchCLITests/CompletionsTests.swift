import XCTest
import PinBenchTestSupport
import Foundation
@testable import PinBenchKit
@testable import PinBenchCLI

/// `pin-bench completions bash|zsh|fish` is made from the verbs and their option tables: each script
/// names every verb and every option of every verb, bash's parses, and bash's completes what the
/// table says (verbs, options, an option's choices, nothing to guess after a number). New verb.
final class CompletionsTests: TemporaryDirectoryTestCase {
    private func script(_ shell: Completions.Shell) -> String {
        Completions.script(shell, verbs: CompletionsCommand.verbs, defaultVerb: Commands.defaultCommand.name)
    }

    func testEveryScriptNamesEveryVerbAndOption() {
        for shell in Completions.Shell.allCases {
            let text = script(shell)
            for command in Commands.all {
                XCTAssertTrue(text.contains(command.name), "\(shell): \(command.name)")
                for option in command.table.flatMap(\.options) {
                    for spelling in option.spellings {
                        // fish spells them without dashes after -l / -s.
                        let written = shell == .fish ? (spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2))" : "-s \(spelling.dropFirst())")
                            : spelling
                        XCTAssertTrue(text.contains(written), "\(shell): \(command.name) \(spelling)")
                    }
                }
            }
        }
    }

    /// Runs bash's completion function on a command line (the last word being completed).
    private func complete(_ words: [String]) throws -> [String] {
        let path = "\(directory)/pin-bench.bash"
        try script(.bash).write(toFile: path, atomically: true, encoding: .utf8)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source '\(path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _pin_bench; printf '%s\\n' \"${COMPREPLY[@]}\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", program]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return output.split(separator: "\n").map(String.init)
    }

    func testBashParsesAndCompletesFromTheTable() throws {
        let path = "\(directory)/check.bash"
        try script(.bash).write(toFile: path, atomically: true, encoding: .utf8)
        let syntax = Process()
        syntax.executableURL = URL(fileURLWithPath: "/bin/bash")
        syntax.arguments = ["-n", path]
        try syntax.run()
        syntax.waitUntilExit()
        XCTAssertEqual(syntax.terminationStatus, 0, "bash -n refuses the script")

        XCTAssertEqual(try complete(["pin-bench", "comp"]), ["compare", "completions"])
        XCTAssertEqual(try complete(["pin-bench", "run", "--sui"]), ["--suite"])
        XCTAssertEqual(try complete(["pin-bench", "--qu"]), ["--quick", "--quiet"], "no verb: run's options")
        XCTAssertEqual(try complete(["pin-bench", "run", "--suite", ""]), SuiteName.allCases.map(\.rawValue))
        XCTAssertEqual(try complete(["pin-bench", "ab", "a", "b", "--inject-new", ""]), InjectedWork.percents.map(String.init))
        XCTAssertEqual(try complete(["pin-bench", "run", "--rounds", ""]), [], "a number: nothing to offer")
        XCTAssertEqual(try complete(["pin-bench", "completions", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try complete(["pin-bench", "baseline", "s"]), ["save"])
        FileManager.default.createFile(atPath: "\(directory)/results-file.json", contents: Data())
        XCTAssertEqual(try complete(["pin-bench", "report", "results-f"]), ["results-file.json"])
    }

    func testTheVerbPrintsTheScript() throws {
        let outcome = try runPinBench(["completions", "bash"])
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        XCTAssertEqual(outcome.output, script(.bash))
        let unknown = try runPinBench(["completions", "tcsh"])
        XCTAssertEqual(unknown.status, ExitCode.usage.rawValue)
        XCTAssertTrue(unknown.errors.contains("no completions for 'tcsh': bash, zsh, fish"), unknown.errors)
    }
}
