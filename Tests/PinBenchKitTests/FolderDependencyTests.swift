import Foundation
import XCTest
import PinBenchTestSupport

/// Data flows one way between PinBenchKit's folders (docs/architecture.md): no two folders use each
/// other's types. A type belongs to the folder that declares it at top level; a use is its name in
/// another folder's code, comments and string literals left out. Scenario/, Screens/ and Strategies/
/// are one stage (what is laid out, and how) and count as one folder. Before the structure work six
/// pairs of folders used each other's types (Gate–Results, Measurement–Pipeline, Measurement–Results,
/// Reports–Results, Results–Statistics, Strategies–Verification).
final class FolderDependencyTests: TemporaryDirectoryTestCase {
    private static let firstStage: Set = ["Scenario", "Screens", "Strategies"]

    /// The pairs of stages (folders, the first stage's three as one) that use each other's types, each
    /// with the types each side uses, in sorted order.
    static func mutualUses(in root: String) throws -> [String] {
        let declaration = try Regex(#"(?m)^(?:(?:public|internal|fileprivate|private|package|final|indirect)\s+|@\w+\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        let identifier = try Regex(#"\b[A-Z]\w*\b"#)
        var code: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && file.contains("/") {
            let folder = String(file.prefix { $0 != "/" })
            let stage = firstStage.contains(folder) ? "Scenario+Screens+Strategies" : folder
            code[stage, default: ""] += try stripped(String(contentsOfFile: "\(root)/\(file)", encoding: .utf8)) + "\n"
        }
        var owner: [String: String] = [:]
        for (stage, text) in code.sorted(by: { $0.key < $1.key }) {
            for match in text.matches(of: declaration) {
                if let name = match.output[1].substring.map(String.init), owner[name] == nil { owner[name] = stage }
            }
        }
        var uses: [String: [String: Set<String>]] = [:]
        for (stage, text) in code {
            for match in text.matches(of: identifier) {
                let name = String(text[match.range])
                if let other = owner[name], other != stage { uses[stage, default: [:]][other, default: []].insert(name) }
            }
        }
        var pairs: [String] = []
        for (stage, others) in uses {
            for (other, names) in others where stage < other {
                guard let back = uses[other]?[stage] else { continue }
                pairs.append("\(stage) uses \(names.sorted().joined(separator: ", ")); \(other) uses \(back.sorted().joined(separator: ", "))")
            }
        }
        return pairs.sorted()
    }

    /// `source` without comments and string literals (multi-line ones included).
    private static func stripped(_ source: String) throws -> String {
        var text = source
        for pattern in [#"(?s)""".*?""""#, #""(?:\\.|[^"\\\n])*""#, #"//[^\n]*"#, #"(?s)/\*.*?\*/"#] {
            text = text.replacing(try Regex(pattern), with: "\"\"")
        }
        return text
    }

    func testNoTwoFoldersUseEachOthersTypes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PinBenchKit").path
        XCTAssertEqual(try Self.mutualUses(in: root), [])
    }

    /// The check finds a pair where there is one, and not in a comment or a string.
    func testItFindsTwoFoldersThatUseEachOther() throws {
        let files = [
            "Results/Document.swift": "public struct ResultsDocument { var tier: GateTier }\n",
            "Gate/GateTier.swift": "enum GateTier { case time }\nfunc judge(_ d: ResultsDocument) {}\n",
            "Reports/Table.swift": "// GateTier in a comment\nlet label = \"GateTier\"\nstruct Table { let d: ResultsDocument }\n",
        ]
        for (file, text) in files {
            try FileManager.default.createDirectory(atPath: path(String(file.prefix { $0 != "/" })), withIntermediateDirectories: true)
            try text.write(toFile: path(file), atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(try Self.mutualUses(in: directory), ["Gate uses ResultsDocument; Results uses GateTier"])
    }
}
