import Foundation
@testable import PinBenchCLI
@testable import PinBenchKit
@testable import PinBenchMeasurement
import PinBenchTestSupport
import XCTest

/// `pin-bench completions bash|zsh|fish` is made from the verbs and their option tables: each script
/// names every verb and every option of every verb; each shell parses its script; bash and fish complete
/// what the table says (verbs, options, an option's choices, nothing to guess after a number), and
/// zsh's script hands zsh's completion functions the table's verbs and specs.
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

    /// Runs `shell` (an absolute path) with `arguments` in the test's directory: its exit status and stdout.
    private func run(_ shell: String, _ arguments: [String]) throws -> (status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output.split(separator: "\n").map(String.init))
    }

    /// `shell`'s script, written to the test's directory, and the shell's path; skips without the
    /// shell, except under CI, whose `.ci/run` installs zsh and fish: there a missing shell fails.
    private func installed(_ shell: Completions.Shell) throws -> (shell: String, script: String) {
        let binary = ["/bin/\(shell)", "/usr/bin/\(shell)"].first(where: FileManager.default.isExecutableFile(atPath:))
        guard let binary else {
            let reason = "\(shell) is not installed: its completion script is not checked by the shell (apt-get install \(shell))"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(reason) }
            throw XCTSkip(reason)
        }
        let path = "\(directory)/pin-bench.\(shell)"
        try script(shell).write(toFile: path, atomically: true, encoding: .utf8)
        return (binary, path)
    }

    /// Runs bash's completion function on a command line (the last word being completed).
    private func complete(_ words: [String]) throws -> [String] {
        let (bash, path) = try installed(.bash)
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source '\(path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _pin_bench; printf '%s\\n' \"${COMPREPLY[@]}\""
        let outcome = try run(bash, ["-c", program])
        XCTAssertEqual(outcome.status, 0)
        return outcome.lines
    }

    func testBashParsesAndCompletesFromTheTable() throws {
        let (bash, path) = try installed(.bash)
        XCTAssertEqual(try run(bash, ["-n", path]).status, 0, "bash -n refuses the script")

        XCTAssertEqual(try complete(["pin-bench", "comp"]), ["compare", "completions"])
        XCTAssertEqual(try complete(["pin-bench", "run", "--sui"]), ["--suite"])
        XCTAssertEqual(try complete(["pin-bench", "--qu"]), ["--quick", "--quiet"], "no verb: run's options")
        XCTAssertEqual(try complete(["pin-bench", "run", "--suite", ""]), SuiteName.allCases.map(\.rawValue))
        XCTAssertEqual(try complete(["pin-bench", "ab", "a", "b", "--inject-new", ""]), InjectedWork.choices)
        XCTAssertEqual(try complete(["pin-bench", "run", "--rounds", ""]), [], "a number: nothing to offer")
        XCTAssertEqual(try complete(["pin-bench", "completions", ""]), ["bash", "zsh", "fish"])
        XCTAssertEqual(try complete(["pin-bench", "baseline", "s"]), ["save"])
        _ = FileManager.default.createFile(atPath: "\(directory)/results-file.json", contents: Data())
        XCTAssertEqual(try complete(["pin-bench", "report", "results-f"]), ["results-file.json"])
    }

    /// fish itself completes: `complete -C LINE` after sourcing the script prints each candidate
    /// (a tab, then its description).
    func testFishParsesAndCompletesFromTheTable() throws {
        let (fish, path) = try installed(.fish)
        XCTAssertEqual(try run(fish, ["--no-execute", path]).status, 0, "fish --no-execute refuses the script")
        func complete(_ line: String) throws -> [String] {
            let outcome = try run(fish, ["--no-config", "-c", "source '\(path)'; complete -C '\(line)'"])
            XCTAssertEqual(outcome.status, 0, line)
            return outcome.lines.map { String($0.prefix { $0 != "\t" }) }
        }
        XCTAssertEqual(try complete("pin-bench comp"), ["compare", "completions"])
        XCTAssertEqual(try complete("pin-bench run --sui"), ["--suite"])
        XCTAssertEqual(try complete("pin-bench --qu").sorted(), ["--quick", "--quiet"], "no verb: run's options")
        XCTAssertEqual(try complete("pin-bench run --suite ").sorted(), SuiteName.allCases.map(\.rawValue).sorted())
        XCTAssertEqual(try complete("pin-bench completions ").sorted(), ["bash", "fish", "zsh"])
        XCTAssertEqual(try complete("pin-bench baseline s"), ["save"])
        _ = FileManager.default.createFile(atPath: "\(directory)/results-file.json", contents: Data())
        XCTAssertEqual(try complete("pin-bench report results-f"), ["results-file.json"])
    }

    /// zsh parses the script, and its dispatch hands zsh's completion functions what the table says:
    /// `_describe` gets the verbs on the verb's word, `_arguments` the chosen verb's option specs (stand-ins
    /// print what they are given, since zsh's completion system needs a terminal).
    func testZshParsesAndDispatchesFromTheTable() throws {
        let (zsh, path) = try installed(.zsh)
        XCTAssertEqual(try run(zsh, ["-n", path]).status, 0, "zsh -n refuses the script")
        func dispatch(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program = "_describe() { print -r -l -- describe $verbs }; _arguments() { print -r -l -- arguments \"$@\" }; "
                + "words=(\(quoted)); CURRENT=\(words.count); source '\(path)'"
            let outcome = try run(zsh, ["-f", "-c", program])
            XCTAssertEqual(outcome.status, 0, words.joined(separator: " "))
            return outcome.lines
        }
        let verbs = try dispatch(["pin-bench", "comp"])
        XCTAssertEqual(verbs.first, "describe")
        XCTAssertEqual(verbs.dropFirst().map { String($0.prefix { $0 != ":" }) }, CompletionsCommand.verbs.map(\.name))

        let runSpecs = try dispatch(["pin-bench", "run", "--sui"])
        XCTAssertEqual(runSpecs.first, "arguments")
        let suite = try XCTUnwrap(runSpecs.first { $0.hasPrefix("--suite[") }, "run's specs have --suite")
        XCTAssertTrue(suite.hasSuffix("(\(SuiteName.allCases.map(\.rawValue).joined(separator: " ")))"), suite)
        XCTAssertEqual(try dispatch(["pin-bench", "--qu"]), runSpecs, "no verb: run's options")

        let completions = try dispatch(["pin-bench", "completions", ""])
        XCTAssertTrue(completions.contains("1:argument:(bash zsh fish)"), completions.joined(separator: "\n"))
        let check = try dispatch(["pin-bench", "check", "--baseline", ""])
        XCTAssertTrue(check.contains { $0.hasPrefix("--baseline[") && $0.hasSuffix(":_files") }, check.joined(separator: "\n"))
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
