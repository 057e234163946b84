import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What a results file can judge as a baseline (time needs enough placements).
extension ResultsDocument {
    /// Why this document cannot judge some tiers, with the command that measures enough.
    package func baselineGaps() -> [TierGap] {
        var gaps = TierGap.missingFigures(GateObservation.all(self), role: "baseline")
        let timed = cases.contains { !$0.samples.isEmpty }
        if timed && placementCount < PlacementEstimate.minimumPlacements {
            gaps.append(TierGap(.time, .tooFewPlacements, "the baseline has \(placementCount) placement\(placementCount == 1 ? "" : "s"), too few "
                + "for a time verdict (it takes \(PlacementEstimate.minimumPlacements)): \(remeasureAdvice)"))
        }
        return gaps
    }

    /// The tiers this document can judge as a baseline (what `judgeableTiers` records).
    package var tiersItCanJudge: [GateTier] {
        let gaps = Set(baselineGaps().map(\.tier))
        return GateTier.allCases.filter { !gaps.contains($0) }
    }

    /// How to measure these cases with enough placements.
    private var remeasureAdvice: String {
        let ci = SuiteName.ci.suite().plan().flatMap { planned in
            planned.strategies.map { BenchmarkCase.name(strategy: $0.name, scenario: planned.scenario) }
        }
        return Set(cases.map(\.name)) == Set(ci) ? "re-save it with `\(BaselineRecipe.command())`"
            : "measure its cases again with `pin-bench run` (\(MeasurementSettings.defaultPlacements) placements) and the same selection"
    }
}

/// How the committed baseline is refreshed on purpose (docs/ci.md, "Refreshing on purpose"; `check --help`).
package enum BaselineRecipe {
    /// The measurement that refreshes results/baseline.json.
    package static let invocation = PinBenchInvocation(.run).with(.suite, SuiteName.ci.rawValue).with(.instructions).with(.noSave)
        .with(.format, "json").with(.out, "results/baseline.json")

    /// The command line, as typed after `swift build -c release`.
    package static func command() -> String {
        invocation.shellLine(executable: ".build/release/pin-bench")
    }
}
