import Foundation
import PinBenchGate
import PinBenchKit
import PinBenchRendering
import PinBenchSystem

/// The self-test tables: tier × injected extra work → trials flagged as regressions, then `ab`'s.
package enum GateSelfTestReport {
    /// What was measured, the self-test that measured it and ab's, when it ran.
    package typealias Subject = (result: GateSelfTest.Result, test: GateSelfTest, ab: ABSelfTest?)

    /// The gate self-test report's formats and renderers (`gate-selftest`).
    package static let renderers = RendererTable<Subject>("gate self-test report", [
        .text: { tables($0.result, test: $0.test, ab: $0.ab, markdown: false) },
        .md: { tables($0.result, test: $0.test, ab: $0.ab, markdown: true) },
        .json: { try JSONText.encode($0.result) },
    ])

    /// The report in `format`; another format throws `UnsupportedFormat`.
    package static func render(_ result: GateSelfTest.Result, test: GateSelfTest, ab: ABSelfTest?, format: OutputFormat) throws -> String {
        try renderers.render((result, test, ab), as: format)
    }

    /// The heading and the tables, as Markdown tables or terminal ones, with their notes.
    static func tables(_ result: GateSelfTest.Result, test: GateSelfTest, ab: ABSelfTest?, markdown: Bool) -> String {
        var table = TextTable(headers: ["tier", "injected", "trials", "flagged", "rate", "meaning", "median |change|", "largest |change|"],
                              rightAligned: [1, 2, 3, 4, 6, 7])
        for row in result.rows {
            let rate = Double(row.flagged) / Double(max(row.trials, 1))
            table.append([row.tier.rawValue, row.injectedPercent == 0 ? "A/A" : "+\(row.injectedPercent)%", "\(row.trials)",
                          "\(row.flagged)", "\(fixed(rate * 100, 0))%", row.injectedPercent == 0 ? "false positives" : "detection",
                          "\(fixed(row.medianChange * 100, 2))%", "\(fixed(row.largestChange * 100, 2))%"])
        }
        let gate = test.gate
        var lines = ["Gate self-test (\(formatSeconds(result.elapsedSeconds))): separate runs (`compare`/`check`): time tier "
            + (test.trials == 0 ? "not measured (--trials 0)" : "\(test.placements) placements of this binary, \(test.measurement.rounds) "
                + "rounds of about \(fixed(test.measurement.minSampleSeconds * 1000, 0)) ms each, depths "
                + "\(test.depths.map(String.init).joined(separator: ", "))")
            + "; thresholds: instructions \(fixed(gate.instructionThreshold * 100, 1))%, time \(fixed(gate.timeThreshold * 100, 1))% "
            + "with Welch's t over placements p < \(gate.alpha)", ""]
        lines.append(markdown ? table.markdown : table.text)
        lines += result.rows.filter { $0.injectedPercent == 0 && $0.trials > 0 }.map { "\n" + falseAlarmBound($0, alpha: gate.alpha) }
        if let ab, !result.ab.isEmpty {
            lines += ["", abSummary(ab), ""]
            let abTable = abTable(result.ab)
            lines.append(markdown ? abTable.markdown : abTable.text)
            lines += abNotes(result.ab, threshold: ab.gate.timeThreshold).map { "\nnote: \($0)" }
        }
        lines.append(contentsOf: result.notes.map { "\nnote: \($0)" })
        return lines.joined(separator: "\n") + "\n"
    }

    /// The false-alarm rate an A/A row bounds (95% Clopper–Pearson).
    static func falseAlarmBound(_ row: GateSelfTest.Row, alpha: Double) -> String {
        let bound = ClopperPearson.upperBound(successes: row.flagged, trials: row.trials)
        return "\(row.tier.rawValue) A/A: \(row.flagged) false alarm(s) in \(row.trials) independent trials: the false-alarm rate is at "
            + "most \(fixed(bound * 100, 1))% (95% Clopper–Pearson upper bound), against the gate's alpha of \(significant(alpha)); "
            + "\(row.inconclusive.map { "\($0) trial(s) inconclusive" } ?? "inconclusive trials not recorded")"
    }

    /// The ab rows' heading: how the trials were run and judged.
    static func abSummary(_ ab: ABSelfTest) -> String {
        let sides = ab.functionOrders ? "this pin-bench's source relinked in \(2 * ab.mostPlacements) function orders: in each placement of a "
            + "trial OLD and NEW are other orders of one source" : "this pin-bench against itself"
        let looks = ab.looks
        let more = looks.count == 1 ? "" : ", up to \(looks.last!) for the cases still undecided (looks after "
            + "\(looks.map(String.init).joined(separator: ", ")), the 95% and alpha spent over them)"
        let method = "\(ab.placements) placements\(more) of \(ab.rounds) rounds of blocks of >= \(fixed(ab.blockSeconds * 1000, 1)) ms; "
            + "time threshold \(fixed(ab.gate.timeThreshold * 100, 1))% (the whole interval over the placements of NEW ÷ OLD beyond it) "
            + "with Student's p < \(ab.gate.alpha) after Holm"
        let flagged = "Flagged: A/A, trials that flagged any case (false positives); "
            + ab.injections.map { "+\($0)%" }.joined(separator: ", ") + ", trials that flagged an if-else case as a regression "
            + "(detection), counting only the chains whose injected work is that size within a quarter of it (the work is rounded up to "
            + "whole views, so a short chain gets more: at 3%, 1 view of 16 is 6.25%; its verdict is not counted, nor its change in the "
            + "change columns). "
        let neighbour = ab.loads.contains(.neighbour)
            ? "Beside a neighbour: with `\(ABSelfTest.Load.neighbourCommand.dropFirst().joined(separator: " ")) > /dev/null` running for "
                + "the whole trial. " : ""
        return "`pin-bench ab` (\(sides), each trial a full run): \(method). \(flagged)\(neighbour)"
            + "Host drift: range of the round medians of OLD's times within a run; after pairing: the same for NEW ÷ OLD."
    }

    /// A row's condition: "A/A" or "+P%", other function orders, and "beside a neighbour".
    static func label(_ row: ABSelfTest.Row) -> String {
        (row.injectedPercent == 0 ? "A/A" : "+\(row.injectedPercent)%")
            + (row.functionOrders == true ? ", other function orders" : "")
            + (row.load == .neighbour ? ", beside a neighbour" : "")
    }

    static func abTable(_ rows: [ABSelfTest.Row]) -> TextTable {
        var table = TextTable(headers: ["suite", "condition", "trials", "flagged", "inconclusive", "undecided cases (median)",
                                        "extended cases (median)", "median |change|", "largest |change|", "host drift (median, max)",
                                        "after pairing (median, max)", "run time (median, max)"],
                              rightAligned: Set(2...11))
        for row in rows {
            let condition = label(row)
            table.append([row.suite.rawValue, condition, "\(row.trials)", "\(row.flagged)", "\(row.inconclusive)",
                          row.medianInconclusiveCases.map { fixed($0, 1) } ?? "-", row.medianExtendedCases.map { fixed($0, 1) } ?? "-",
                          "\(fixed(row.medianChange * 100, 2))%", "\(fixed(row.largestChange * 100, 2))%",
                          "\(fixed(row.medianHostDrift * 100, 1))%, \(fixed(row.largestHostDrift * 100, 1))%",
                          "\(fixed(row.medianPairedDrift * 100, 1))%, \(fixed(row.largestPairedDrift * 100, 1))%",
                          "\(fixed(row.medianSeconds, 0)) s, \(fixed(row.largestSeconds, 0)) s"])
        }
        return table
    }

    /// What drift means for the time tier, then the flagged and undecided cases.
    static func abNotes(_ rows: [ABSelfTest.Row], threshold: Double, limit: Int = 8) -> [String] {
        driftNotes(rows, threshold: threshold) + rows.filter { $0.injectedPercent == 0 && !$0.flaggedCases.isEmpty }.map { row in
            "\(row.suite.rawValue) \(label(row)): flagged " + row.flaggedCases.map { "\($0.name) (\(signedPercent($0.change, digits: 1)))" }.joined(separator: ", ")
        } + rows.filter { !$0.inconclusiveCases.isEmpty }.map { row in
            let named = row.inconclusiveCases.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            let more = named.count > limit ? ", and \(named.count - limit) more" : ""
            return "\(row.suite.rawValue) \(label(row)): inconclusive " + named.prefix(limit).map { "\($0.key) (\($0.value) of \(row.trials))" }
                .joined(separator: ", ") + more
        }
    }

    private static func driftNotes(_ rows: [ABSelfTest.Row], threshold: Double) -> [String] {
        rows.compactMap { row in
            let label = "\(row.suite.rawValue) \(label(row))"
            if row.largestPairedDrift >= threshold {
                return "\(label): the pairing left up to \(fixed(row.largestPairedDrift * 100, 1))% of drift, as much as the "
                    + "\(fixed(threshold * 100, 1))% threshold: too noisy for the time tier in those runs (\(row.inconclusive) of "
                    + "\(row.trials) trials inconclusive)"
            }
            return row.inconclusive > 0
                ? "\(label): \(row.inconclusive) of \(row.trials) trials had cases too noisy to decide (inconclusive, not guessed)" : nil
        }
    }
}
