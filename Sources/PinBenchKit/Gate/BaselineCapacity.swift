/// What a results file can judge as a baseline. The time tier needs enough rounds for the
/// Mann–Whitney test to reach alpha after Holm's correction over every time figure of its cases (a
/// raw time per case and a ratio to `manual` per other case, as `Gate.compare` counts them on one
/// host and build): the ci suite's 28 cases need 8 rounds. `--quick`'s 5 never could.
extension ResultsDocument {
    /// The rounds per case this document's cases need for the time tier at `alpha`.
    package func roundsNeededToJudgeTime(alpha: Double = GateSettings().alpha) -> Int {
        let observations = GateObservation.all(self)
        let figures = observations.count + observations.filter { !$0.manualRatios.isEmpty }.count
        return MannWhitney.samplesNeeded(alpha: alpha / Double(max(figures, 1)))
    }

    /// Why this document cannot judge some tiers as a baseline: the figures it lacks, and too few
    /// rounds for time, with the command that re-saves it with enough.
    package func baselineGaps(alpha: Double = GateSettings().alpha) -> [TierGap] {
        var gaps = TierGap.missingFigures(GateObservation.all(self), role: "baseline")
        let rounds = cases.map(\.samples.count).min() ?? 0
        let needed = roundsNeededToJudgeTime(alpha: alpha)
        if rounds > 0 && rounds < needed {
            gaps.append(TierGap(.time, .tooFewRounds, "the baseline has \(rounds) rounds, too few to judge time over its "
                + "\(cases.count) cases (\(needed) needed): re-save it with --rounds \(needed): `\(resaveCommand(rounds: needed))`"))
        }
        return gaps
    }

    /// The tiers this document can judge as a baseline at the default alpha (what `judgeableTiers` records).
    package var tiersItCanJudge: [GateTier] {
        let gaps = Set(baselineGaps().map(\.tier))
        return GateTier.allCases.filter { !gaps.contains($0) }
    }

    /// The command line that made this document with `--rounds` set to `rounds` (docs/ci.md's recipe
    /// when it was not made by `run`).
    func resaveCommand(rounds: Int) -> String {
        var words = environment.commandLine.split(separator: " ").map(String.init)
        guard words.contains("run") else { return BaselineRecipe.command(rounds: rounds) }
        if let index = words.firstIndex(of: "--rounds"), index + 1 < words.count { words.removeSubrange(index...(index + 1)) }
        return (words + ["--rounds", "\(rounds)"]).joined(separator: " ")
    }
}

/// How the committed baseline is refreshed on purpose (docs/ci.md, "Refreshing on purpose"; `check --help`).
package enum BaselineRecipe {
    /// Rounds enough for the ci suite's cases (8 needed) with room for more cases.
    package static let rounds = 15

    package static func command(rounds: Int = rounds) -> String {
        ".build/release/pin-bench run --suite ci --instructions --rounds \(rounds) --no-save --format json --out results/baseline.json"
    }
}
