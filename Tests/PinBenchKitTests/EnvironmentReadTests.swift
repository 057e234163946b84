import Foundation
import PinBenchSystem
import XCTest
import PinBenchTestSupport

/// The environment is read once, by the command line (Sources/PinBenchCLI), into the
/// `ProcessSettings` it passes down; no library target reads it. PinEngineTesting is the exception:
/// app teams' tests turn `assertFrames`' recording on with a variable of their own.
final class EnvironmentReadTests: XCTestCase {
    private static let readers = ["getenv", "processInfo.environment"]
    private static let mayRead: Set<String> = ["PinBenchCLI", "PinEngineTesting"]

    func testNoLibraryTargetReadsTheEnvironment() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !Self.mayRead.contains($0) }
        XCTAssertTrue(targets.contains("PinBenchSystem") && targets.contains("PinCABI"), "\(targets)")
        var reads: [String] = []
        for target in targets {
            let root = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where [".swift", ".c", ".h"].contains(where: file.hasSuffix) {
                let code = Self.withoutComments(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
                for reader in Self.readers where code.contains(reader) { reads.append("\(target)/\(file): \(reader)") }
            }
        }
        XCTAssertEqual(reads, [], "pass the value down from the CLI's ProcessSettings instead")
    }

    /// Within the command line, `main` (Dispatch.swift) is the one reader; the rest get what it read.
    func testTheCommandLineReadsTheEnvironmentInMainOnly() throws {
        let root = Repository.root.appendingPathComponent("Sources/PinBenchCLI")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertTrue(files.contains("Dispatch.swift"), "\(files)")
        var readers: [String] = []
        for file in files {
            let code = Self.withoutComments(try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))
            if Self.readers.contains(where: code.contains) { readers.append(file) }
        }
        XCTAssertEqual(readers, ["Dispatch.swift"])
    }

    func testCommentsAreStrippedAndCodeIsNot() {
        XCTAssertEqual(Self.withoutComments("a // getenv\nb /* getenv */ c \"// kept\""), "a \nb  c \"// kept\"")
        XCTAssertTrue(Self.withoutComments("let x = getenv(\"HOME\") // why").contains("getenv"))
    }

    /// `text` without its `//` and `/* */` comments (string literals kept as they are).
    static func withoutComments(_ text: String) -> String {
        var kept = ""
        var characters = Array(text)[...]
        var inString = false
        while let character = characters.popFirst() {
            if inString {
                kept.append(character)
                if character == "\\", let escaped = characters.popFirst() { kept.append(escaped) }
                else if character == "\"" { inString = false }
            } else if character == "/" && characters.first == "/" {
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            } else if character == "/" && characters.first == "*" {
                characters.removeFirst()
                while !characters.isEmpty && !(characters.first == "*" && characters.dropFirst().first == "/") { characters.removeFirst() }
                characters = characters.dropFirst(2)
            } else {
                kept.append(character)
                inString = character == "\""
            }
        }
        return kept
    }
}
