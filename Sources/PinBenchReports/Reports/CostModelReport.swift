import Foundation
import PinBenchKit
import PinBenchMeasurement

/// Why a results file cannot be used to fit or judge the cost models.
package struct CostModelError: Error, CustomStringConvertible {
    package let description: String
}

/// How well each cost model predicts a run's ratios to `if-else`, with fitted weights.
package struct CostModelReport: Sendable {
    /// One measured ratio and each model's estimate of it.
    package struct Row: Sendable {
        package var name: String
        package var measured: Double
        /// The measured ratio's 95% interval over placements (nil with too few placements).
        package var interval: Statistics.Interval?
        /// Each model's ratio, in the order of `models`.
        var predicted: [Double]
    }

    /// How far a model's ratios are from the measured ones: |predicted ÷ measured − 1|.
    package struct Accuracy: Sendable, Equatable {
        package var median: Double
        package var p90: Double
        /// Predicted ratios inside the measured ratio's interval, of those with one.
        package var inside: Int
        var withInterval: Int
    }

    package var reference: StrategyName
    /// Instructions alone, iai-callgrind's weights, this build's fitted weights, and weights fitted to this file.
    var models: [CostModel]
    package var rows: [Row]
    /// The ratios the refit used.
    var fittedCases: Int
    /// The refit's errors when each half of the scenarios is predicted by weights fitted to the other half.
    var heldOutErrors: [Double]
    /// The host and build the times come from.
    package var host: String

    /// The estimates against `document`'s ratios; throws without the counters (no `--instructions`).
    package init(_ document: ResultsDocument) throws(CostModelError) {
        reference = document.settings.reference
        let ratios = Self.ratios(document, reference: reference)
        guard let refit = Self.fit(ratios, name: "refit to this file") else {
            throw CostModelError(description: "too few cases have a time ratio to '\(reference)' and every counter the models need "
                + "(at least \(CostModel.inputs.count)): run with --instructions (cache and branch simulation come with it), timed")
        }
        let models = CostModel.compared + [refit]
        self.models = models
        rows = ratios.map { ratio in
            Row(name: ratio.result.name, measured: ratio.measured, interval: ratio.interval,
                predicted: models.map { ratio.predicted(by: $0) })
        }
        fittedCases = ratios.count
        heldOutErrors = Self.heldOut(ratios)
        let environment = document.environment
        host = "\(environment.cpuModel), \(environment.cores) cores, Linux \(environment.kernel), \(environment.swiftVersion), "
            + "commit \(environment.gitCommit.prefix(10))\(environment.gitDirty ? " (dirty)" : "")"
    }

    /// The accuracy of `models[index]` over `rows`.
    package func accuracy(_ index: Int) -> Accuracy {
        Self.accuracy(rows.map { abs($0.predicted[index] / $0.measured - 1) },
                      inside: rows.filter { row in row.interval.map { $0.lower...$0.upper ~= row.predicted[index] } ?? false }.count,
                      withInterval: rows.filter { $0.interval != nil }.count)
    }

    /// The refit's accuracy on scenarios it was not fitted to.
    var heldOutAccuracy: Accuracy? {
        heldOutErrors.isEmpty ? nil : Self.accuracy(heldOutErrors, inside: 0, withInterval: 0)
    }

    /// The accuracy of this build's fitted weights.
    var fittedAccuracy: Accuracy { accuracy(models.firstIndex { $0.name == CostModel.fitted.name }!) }

    /// Whether the fit beats instructions alone, also fitted on half and tested on the other.
    var fittedBeatsInstructions: Bool {
        let instructions = accuracy(0)
        return [fittedAccuracy, heldOutAccuracy].allSatisfy { candidate in
            candidate.map { $0.median < instructions.median && $0.p90 < instructions.p90 } ?? false
        }
    }

    // MARK: Fitting

    /// One measured ratio: the case, its scenario's reference case, and the placement-averaged ratio.
    struct MeasuredRatio {
        var result: CaseResult
        var base: CaseResult
        var measured: Double
        var interval: Statistics.Interval?

        func predicted(by model: CostModel) -> Double {
            model.estimate(result.counts)! / model.estimate(base.counts)!
        }
    }

    /// Every case but the reference and `manual` with a time ratio to `reference`, where both it and
    /// the reference case have every counter a model weighs.
    static func ratios(_ document: ResultsDocument, reference: StrategyName) -> [MeasuredRatio] {
        let references = Dictionary(document.cases.filter { $0.strategy == reference }.map { ($0.scenario, $0) }, uniquingKeysWith: { first, _ in first })
        func counted(_ result: CaseResult) -> Bool { CostModel.inputs.allSatisfy { result.counts[$0] != nil } && result.counts[CostModel.inputs[0]]! > 0 }
        return document.cases.compactMap { result in
            guard result.strategy != reference, result.strategy != StrategyName(ManualStrategy.self), let ratio = result.ratio,
                  ratio.reference == reference,
                  let base = references[result.scenario], counted(result), counted(base) else { return nil }
            return MeasuredRatio(result: result, base: base, measured: ratio.median, interval: ratio.interval)
        }
    }

    /// Non-negative weights minimising the ratios' squared relative error, refitted three times.
    static func fit(_ ratios: [MeasuredRatio], name: String) -> CostModel? {
        guard ratios.count >= CostModel.inputs.count else { return nil }
        let others = Array(CostModel.inputs.dropFirst())
        var model = CostModel.instructionsAlone
        for _ in 0..<3 {
            var rows: [[Double]] = []
            var targets: [Double] = []
            for ratio in ratios {
                let scale = ratio.measured * model.estimate(ratio.base.counts)!
                func difference(_ counter: CounterID) -> Double {
                    (Double(ratio.result.counts[counter]!) - ratio.measured * Double(ratio.base.counts[counter]!)) / scale
                }
                rows.append(others.map(difference))
                targets.append(-difference(CostModel.inputs[0]))
            }
            guard let weights = NonNegativeLeastSquares.solve(rows: rows, targets: targets) else { return nil }
            model = CostModel(name: name, weights: Dictionary(uniqueKeysWithValues: [(CostModel.inputs[0], 1.0)]
                + zip(others, weights).filter { $0.1 > 0 }))
        }
        return model
    }

    /// The errors of weights fitted to every other scenario, on the scenarios left out, and the reverse.
    static func heldOut(_ ratios: [MeasuredRatio]) -> [Double] {
        let scenarios = ratios.map(\.result.scenario).reduce(into: [ScenarioKey]()) { if !$0.contains($1) { $0.append($1) } }
        var errors: [Double] = []
        for half in 0..<2 {
            let left = Set(scenarios.enumerated().filter { $0.offset % 2 == half }.map(\.element))
            guard let model = fit(ratios.filter { !left.contains($0.result.scenario) }, name: "held out") else { continue }
            errors += ratios.filter { left.contains($0.result.scenario) }.map { abs($0.predicted(by: model) / $0.measured - 1) }
        }
        return errors
    }

    static func accuracy(_ errors: [Double], inside: Int, withInterval: Int) -> Accuracy {
        Accuracy(median: Statistics.median(errors), p90: Statistics.quantile(errors, 0.9), inside: inside, withInterval: withInterval)
    }
}
