import Foundation
@testable import PinBenchGate
@testable import PinBenchKit
@testable import PinBenchMeasurement
@testable import PinBenchReports
import XCTest
import PinBenchTestSupport

/// Every measured figure that README.md and results/README.md state is checked here against the
/// committed results it comes from (results/latest.json, latest.md, PR256.md, FINDINGS.md,
/// reproducibility.md), so refreshing a results file without the prose that quotes it fails a test.
/// docs/ holds no measured figure of its own: it points at the results pages instead.
final class CommittedFiguresTests: XCTestCase {

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func latest() throws -> ResultsDocument {
        try ResultsDocument.load(Repository.path("results/latest.json"))
    }

    /// The Markdown table rows (cells trimmed) of the first table after the line that starts with `marker`.
    private func tableRows(in text: String, after marker: String) -> [[String]] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return [] }
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return table.filter { !$0.hasPrefix("| ---") }.map { line in
            line.trimmingCharacters(in: CharacterSet(charactersIn: "|")).components(separatedBy: " | ")
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The verdict block, markers included.
    private func verdictBlock(_ text: String) -> Substring? {
        guard let begin = text.range(of: PR256Page.verdictMarkers.begin), let end = text.range(of: PR256Page.verdictMarkers.end)
        else { return nil }
        return text[begin.lowerBound..<end.upperBound]
    }

    func testTheReadmeVerdictIsTheOneResultsPR256Opens() throws {
        let page = try XCTUnwrap(verdictBlock(try text("results/PR256.md")), "results/PR256.md has its verdict block")
        let readme = try XCTUnwrap(verdictBlock(try text("README.md")), "README.md repeats the verdict block")
        XCTAssertEqual(readme, page, "copy the block from results/PR256.md after regenerating it (`pin-bench pr256`)")
    }

    /// README's sample is a few columns of one section of results/latest.md; every cell must be that file's.
    func testTheReadmeSampleIsCutFromResultsLatest() throws {
        let marker = "<!-- sample of results/latest.md, section "
        let readme = try text("README.md")
        let section = try XCTUnwrap(readme.components(separatedBy: marker).dropFirst().first?.components(separatedBy: " ").first)
        let sample = tableRows(in: readme, after: marker)
        let full = tableRows(in: try text("results/latest.md"), after: "## \(section)")
        XCTAssertGreaterThan(sample.count, 2)
        let (sampleHeader, fullHeader) = (sample[0], try XCTUnwrap(full.first))
        for row in sample.dropFirst() {
            let source = try XCTUnwrap(full.first { $0.first == row.first }, "\(row[0]) in latest.md's \(section)")
            for (column, cell) in zip(sampleHeader, row) {
                let index = try XCTUnwrap(fullHeader.firstIndex(of: column), "column \(column) in latest.md")
                XCTAssertEqual(cell, source[index], "\(row[0]), column \(column)")
            }
        }
    }

    private func percent(_ value: Double) -> String { String(format: "%+.1f%%", value) }

    /// results/README.md's findings table, row by row, against latest.json (chains at depth 1024;
    /// the app screens' one case per series).
    func testTheResultsReadmeFindingsTableIsLatestJson() throws {
        let document = try latest()
        let rows = tableRows(in: try text("results/README.md"), after: "## Findings over")
        XCTAssertEqual(rows.first, ["series", "strategy", "ns/view", "× if-else", "95% interval", "time verdict",
                                    "instr/view", "Δ instr vs if-else", "retains+releases/view"])
        XCTAssertGreaterThan(rows.count, 40)
        func result(_ series: String, _ strategy: String) -> CaseResult? {
            document.cases.first { $0.series == SeriesID(label: series) && $0.strategy == StrategyName(strategy) && (series.hasPrefix("app:") || $0.depth == 1024) }
        }
        for row in rows.dropFirst() {
            let measured = try XCTUnwrap(result(row[0], row[1]), "\(row[0]) \(row[1]) in latest.json")
            let reference = try XCTUnwrap(result(row[0], "if-else"))
            let ratio = try XCTUnwrap(measured.ratio)
            let instructions = Double(try XCTUnwrap(measured.counts["instructions"]))
            let expected = [
                row[0], row[1], String(format: "%.1f", measured.nanosecondsPerView), String(format: "%.3f", ratio.median),
                ratio.interval.map { String(format: "%.3f–%.3f", $0.lower, $0.upper) } ?? "-", ratio.verdict.rawValue,
                String(Int((instructions / Double(measured.depth)).rounded())),
                percent((instructions / Double(try XCTUnwrap(reference.counts["instructions"])) - 1) * 100),
                String(format: "%.2f", Double((measured.counts["retains"] ?? 0) + (measured.counts["releases"] ?? 0)) / Double(measured.depth)),
            ]
            XCTAssertEqual(row, expected, "results/README.md's row \(row[0]) \(row[1])")
        }
    }

    private func grouped(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value))!
    }

    /// The counts results/README.md quotes in prose: the run's cases, rounds and time, FINDINGS.md's
    /// scenarios, the verdict tallies, if-else's own counts and reproducibility.md's agreement.
    func testTheResultsReadmeProseQuotesTheCommittedFiles() throws {
        // Prose wraps: compare with every run of spaces and line breaks as one space.
        let readme = try text("results/README.md").split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        let document = try latest()
        func expect(_ phrase: String, _ source: String) {
            XCTAssertTrue(readme.contains(phrase), "results/README.md should say \"\(phrase)\" (from \(source))")
        }
        expect("(\(document.cases.count) cases:", "latest.json's cases")
        let environment = document.environment
        expect("\(grouped(environment.cpuMHz)) MHz, microcode \(environment.host?.microcode ?? "unknown")", "latest.json's host")
        expect("build, \(environment.date.prefix(10)) (reference run at \(environment.date.dropFirst(11).prefix(5)) UTC, commit "
            + "`\(environment.gitCommit.prefix(7))`)", "latest.json's date and commit")
        expect("\(document.settings.rounds) interleaved rounds in each of \(document.placementCount) placements, \(Int(document.elapsedSeconds.rounded())) s", "latest.json")

        expect("Allocations: 0 per view for every strategy and series.", "latest.json")
        XCTAssertEqual(document.cases.filter { $0.counts["allocations"] != 0 }.map(\.name), [], "results/README.md says none allocates")

        let findings = try text("results/FINDINGS.md")
        let numbers = try XCTUnwrap(findings.components(separatedBy: "\n").first { $0.hasPrefix("Generated by") })
            .components(separatedBy: CharacterSet.decimalDigits.inverted).compactMap { Int($0) }
        // "11088 scenarios (10000 random from seed 1, depth <= 256, + 24 edge cases, + 1064 app screens"
        let (total, random, edges, apps) = (numbers[0], numbers[1], numbers[4], numbers[5])
        expect("\(grouped(total)) scenarios (\(grouped(random)) random, \(edges) edge cases, \(grouped(apps)) app screens)", "FINDINGS.md")

        let ratios = document.cases.filter { $0.strategy != StrategyName("manual") }.compactMap(\.ratio)
        let tally = { (verdict: TimeVerdict) in ratios.filter { $0.verdict == verdict }.count }
        let decided = [TimeVerdict.slower, .faster, .same].filter { tally($0) > 0 }.map { "\(tally($0)) `\($0.rawValue)`" }
        expect("Of the \(ratios.count) non-manual ratios, over \(document.placementCount) placements, "
            + "\(decided.joined(separator: ", ")) and \(tally(.unclear)) `unclear`", "latest.json's verdicts")

        let chains = ["hidden:none/fanin:1", "hidden:random-50/fanin:1", "hidden:random-50/fanin:4", "hidden:random-50/fanin:all"]
        let screens = ["app:form", "app:cell", "app:header", "app:toolbar"]
        func ifElse(_ series: [String]) throws -> (instructions: String, counts: String) {
            let cases = try series.map { name in
                try XCTUnwrap(document.cases.first { $0.series == SeriesID(label: name) && $0.strategy == StrategyName("if-else") && (name.hasPrefix("app:") || $0.depth == 1024) })
            }
            let instructions = cases.map { String(Int((Double($0.counts["instructions"] ?? 0) / Double($0.depth)).rounded())) }
            let counts = cases.map { String(format: "%.1f", Double(($0.counts["retains"] ?? 0) + ($0.counts["releases"] ?? 0)) / Double($0.depth)) }
            return (instructions.joined(separator: " / "), counts.joined(separator: " / "))
        }
        let (chainInstructions, chainCounts) = try ifElse(chains)
        expect("`if-else` itself: \(chainInstructions) instructions and \(chainCounts) retains + releases per view", "latest.json")
        let (screenInstructions, screenCounts) = try ifElse(screens)
        expect("\(screenInstructions) instructions, \(screenCounts) retains + releases per view", "latest.json")

        let reproducibility = try text("results/reproducibility.md")
        let agree = try XCTUnwrap(reproducibility.components(separatedBy: "\n").first { $0.contains("non-manual time verdicts agree") })
            .components(separatedBy: CharacterSet.decimalDigits.inverted).compactMap { Int($0) }
        expect("\(agree[0]) of the \(agree[1]) non-manual verdicts agree; the \(agree[1] - agree[0]) that differ", "reproducibility.md")
    }

    /// The committed results are in the schema HEAD writes, not read through an upgrade: a file of an
    /// older schema is judged again on load, so its committed figures are not what it shows.
    func testTheCommittedResultsAreInTodaysSchema() throws {
        for file in ["results/latest.json", "results/baseline.json"] {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try text(file).utf8)) as? [String: Any])
            XCTAssertEqual(object["schemaVersion"] as? Int, ResultsDocument.currentSchemaVersion,
                           "\(file): refresh it with Benchmarks/refresh-results.sh")
        }
    }

    /// results/crosscheck.md's headline is what HEAD's crosscheck makes of the two committed files it
    /// pairs (it said 113 agree / 44 disagree where HEAD computed 3 / 154).
    func testTheCrosscheckPageIsWhatHeadMakesOfTheCommittedFiles() throws {
        let report = try CrossCheck.run(swiftPath: Repository.path("results/latest.json"),
                                        gbenchPath: Repository.path("results/gbench-latest.json"))
        let summary = CrossCheckRendering.summary(report)
        XCTAssertTrue(try text("results/crosscheck.md").contains(summary), "results/crosscheck.md should say \(summary)")
    }

    /// results/cost-model.md's headline is what HEAD's cost-model makes of results/latest.json, and the
    /// docs quote the weights `CostModel.fitted` holds.
    func testTheCostModelPageAndDocsAreWhatHeadMakes() throws {
        let report = try CostModelReport(try ResultsDocument.load(Repository.path("results/latest.json")))
        let summary = CostModelReportRendering.summary(report)
        XCTAssertTrue(try text("results/cost-model.md").contains(summary), "results/cost-model.md should say \(summary)")
        let atomics = try XCTUnwrap(CostModel.fitted.weights[ARCCounter.atomics.id])
        XCTAssertEqual(Set(CostModel.fitted.weights.keys), [InstructionCounter.counter.id, ARCCounter.atomics.id], "the docs name these two")
        XCTAssertTrue(try text("docs/measurement.md").contains("instructions 1, atomics \(String(format: "%.2f", atomics)), every other counter 0"))
        XCTAssertTrue(try text("docs/ci.md").contains("instructions plus \(String(format: "%g", atomics)) cycles per atomic"))
    }

    /// The refresh script writes the baseline with the recipe `check` and the docs give.
    func testTheRefreshScriptMakesTheBaselineByTheRecipe() throws {
        let script = try text("Benchmarks/refresh-results.sh")
        let recipe = BaselineRecipe.command().replacingOccurrences(of: ".build/release/pin-bench", with: "\"$pin_bench\"")
        XCTAssertTrue(script.contains(recipe), "Benchmarks/refresh-results.sh should run \(recipe)")
    }
}
