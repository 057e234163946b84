import Foundation
import PinBenchKit
import PinBenchMeasurement
import PinBenchRendering
import PinBenchSystem

/// `CostModelReport` as text (the accuracy and weights tables), Markdown (those, then every case) and JSON.
package enum CostModelReportRendering {
    /// The report, with the width its text is wrapped to (nil: not wrapped).
    package typealias Subject = (report: CostModelReport, width: Int?)

    /// The cost-model report's formats and renderers (`cost-model`).
    package static let renderers = RendererTable<Subject>("cost-model report", [
        .text: { text($0.report).wrappingLongLines(width: $0.width) },
        .md: { markdown($0.report) },
        .json: { try JSONText.encode(JSONReport($0.report)) },
    ])

    /// The formats `pin-bench cost-model` writes.
    package static var formats: [OutputFormat] { renderers.formats }

    /// `report` in `format`, the text wrapped to `width` when given; another format throws `UnsupportedFormat`.
    package static func render(_ report: CostModelReport, format: OutputFormat, width: Int? = nil) throws -> String {
        try renderers.render((report, width), as: format)
    }

    /// One line: how many ratios, the median and p90 errors, and whether the fitted model beats instructions alone.
    package static func summary(_ report: CostModelReport) -> String {
        func errors(_ accuracy: CostModelReport.Accuracy?) -> String {
            accuracy.map { "\(percent($0.median)) / \(percent($0.p90))" } ?? "none"
        }
        let verdict = report.fittedBeatsInstructions ? "the fitted model predicts better than instructions alone"
            : "the fitted model does not predict better than instructions alone (the cost tier is judged only when asked)"
        return "pin-bench cost-model: \(report.rows.count) ratios to \(report.reference); median / p90 error: instructions alone "
            + "\(errors(report.accuracy(0))), fitted \(errors(report.fittedAccuracy)), refitted on half held out \(errors(report.heldOutAccuracy)): \(verdict)"
    }

    package static func text(_ report: CostModelReport) -> String {
        ([summary(report), "times: \(report.host)", "", accuracyTable(report).text, "", weightsTable(report).text, "",
          "Errors are |model ratio ÷ measured ratio − 1|, the measured ratio the placement-averaged one; \"in interval\": the "
            + "model's ratio inside the measured 95% interval; held out: weights refitted to half the scenarios, judged on the others. "
            + "Every ratio: --format md."])
            .joined(separator: "\n") + "\n"
    }

    package static func markdown(_ report: CostModelReport) -> String {
        var lines = ["# Cost models against measured time", "", summary(report) + ".", "", "Times: \(report.host).", "",
                     "## Accuracy", "", accuracyTable(report).markdown, "", "## Weights (estimated cycles per event)", "",
                     weightsTable(report).markdown, "", "## Every ratio", ""]
        var cases = TextTable(headers: ["case", "measured", "95% interval"] + report.models.map(\.name),
                              rightAligned: Set(1..<(3 + report.models.count)))
        for row in report.rows {
            cases.append([row.name, fixed(row.measured, 3), row.interval.map { "[\(fixed($0.lower, 3)), \(fixed($0.upper, 3))]" } ?? "none"]
                         + row.predicted.map { fixed($0, 3) })
        }
        lines.append(cases.markdown)
        return lines.joined(separator: "\n") + "\n"
    }

    static func accuracyTable(_ report: CostModelReport) -> TextTable {
        var table = TextTable(headers: ["model", "median error", "p90 error", "in interval"], rightAligned: [1, 2, 3])
        for (index, model) in report.models.enumerated() {
            let accuracy = report.accuracy(index)
            table.append([model.name, percent(accuracy.median), percent(accuracy.p90), "\(accuracy.inside) of \(accuracy.withInterval)"])
        }
        if let heldOut = report.heldOutAccuracy {
            table.append(["refit, other half held out", percent(heldOut.median), percent(heldOut.p90), "-"])
        }
        return table
    }

    static func weightsTable(_ report: CostModelReport) -> TextTable {
        let counters = CostModel.inputs.compactMap(Counter.named)
        var table = TextTable(headers: ["model"] + counters.map(\.short), rightAligned: Set(1...counters.count))
        for model in report.models {
            table.append([model.name] + counters.map { counter in model.weights[counter.id].map(significant) ?? "-" })
        }
        return table
    }

    private static func percent(_ value: Double) -> String { fixed(value * 100, 1) + "%" }

    /// The JSON form: each model's weights and accuracy, and every ratio.
    struct JSONReport: Encodable {
        struct Model: Encodable {
            var name: String
            var weights: [String: Double]
            var medianError: Double
            var p90Error: Double
            var insideInterval: Int
        }
        struct Ratio: Encodable {
            var name: String
            var measured: Double
            var interval: Statistics.Interval?
            var predicted: [String: Double]
        }
        var schema = "pinbench.cost-model"
        var reference: StrategyName
        var host: String
        var fittedCases: Int
        var fittedBeatsInstructions: Bool
        var heldOutMedianError: Double?
        var heldOutP90Error: Double?
        var models: [Model]
        var ratios: [Ratio]

        init(_ report: CostModelReport) {
            reference = report.reference
            host = report.host
            fittedCases = report.fittedCases
            fittedBeatsInstructions = report.fittedBeatsInstructions
            heldOutMedianError = report.heldOutAccuracy?.median
            heldOutP90Error = report.heldOutAccuracy?.p90
            models = report.models.enumerated().map { index, model in
                let accuracy = report.accuracy(index)
                return Model(name: model.name, weights: Dictionary(uniqueKeysWithValues: model.weights.map { ($0.key.rawValue, $0.value) }),
                             medianError: accuracy.median, p90Error: accuracy.p90, insideInterval: accuracy.inside)
            }
            ratios = report.rows.map { row in
                Ratio(name: row.name, measured: row.measured, interval: row.interval,
                      predicted: Dictionary(uniqueKeysWithValues: zip(report.models.map(\.name), row.predicted)))
            }
        }
    }
}
