import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// How every surface words a time estimate and its population, in one place.
extension PlacementEstimate {
    /// "×1.04 [1.01, 1.07] over 8 placements", or "×1.04 over 1 placement" without an interval.
    package var text: String {
        let placements = "over \(self.placements) placement\(self.placements == 1 ? "" : "s")"
        guard let interval else { return "×\(fixed(center, 2)) \(placements)" }
        return "×\(fixed(center, 2)) [\(interval.verdictText(separator: ", "))] \(placements)"
    }
}

extension Statistics.Interval {
    /// "0.99, 1.03": each end with the fewest decimals (2 to 6) at which the rounded interval gets the
    /// verdict the interval has, so that "0.98–0.99" is never printed beside "unclear".
    func verdictText(separator: String) -> String {
        let verdict = TimeVerdict(self)
        let digits = (2...5).first { digits in
            TimeVerdict(Statistics.Interval(lower: rounded(lower, digits), upper: rounded(upper, digits))) == verdict
        } ?? 6
        return fixed(lower, digits) + separator + fixed(upper, digits)
    }

    private func rounded(_ value: Double, _ digits: Int) -> Double {
        Double(fixed(value, digits)) ?? value
    }
}

/// "×1.05–1.10", or "×1.05" when both ends agree to two decimals.
func ratioSpan(_ low: Double, _ high: Double) -> String {
    fixed(low, 2) == fixed(high, 2) ? "×\(fixed(low, 2))" : "×\(fixed(low, 2))–\(fixed(high, 2))"
}

extension RatioSummary {
    /// "1.043 [1.012, 1.071]", or "1.043" without an interval, with `digits` decimals.
    func intervalText(digits: Int = 3) -> String {
        guard let interval else { return fixed(median, digits) }
        return "\(fixed(median, digits)) [\(fixed(interval.lower, digits)), \(fixed(interval.upper, digits))]"
    }
}

extension ResultsDocument {
    /// Where a verdict holds: "on AMD EPYC, 2596 MHz, Linux 6.18.44".
    var timeHost: String { "on \(environment.hostLabel)" }

    /// The function-order allowance its intervals carry: as recorded, or from the link seeds of a file
    /// that predates the record.
    var intervalAllowance: Double {
        functionOrderAllowance ?? FunctionOrderAllowance.of(linkSeeds: (placements ?? []).map(\.linkSeed))
    }

    /// The population a verdict covers, or that it is not enough.
    var populationLine: String {
        let host = timeHost
        guard let placements, placements.count > 1 else {
            return "1 placement (this process) \(host): not enough data for a time verdict (it takes \(PlacementEstimate.minimumPlacements)"
                + " placements or more; `pin-bench run` takes \(MeasurementSettings.defaultPlacements))"
        }
        let seeds = placements.compactMap(\.linkSeed)
        let allowance = intervalAllowance
        let orders = allowance == 0 ? "each its own function order (lld --shuffle-sections, \(Self.seedList(seeds)))"
            : "all of one function order (another may add a \(fixed(allowance * 100, 1))% standard deviation, allowed for in the intervals)"
        let held = PlacementFactor.allCases.filter { !variedFactors.contains($0) }
        let processes = held.isEmpty ? "fresh processes"
            : variedFactors.isEmpty ? "fresh processes, nothing else varied"
            : "fresh processes varying only \(variedFactors.map(\.label).joined(separator: ", ")); held: "
                + held.map { $0 == .aslr ? "ASLR (off)" : $0.label }.joined(separator: ", ")
        return "over \(placements.count) placements (\(processes)), \(orders), \(host)"
            + (placements.count < PlacementEstimate.minimumPlacements ? ": not enough data for a time verdict (it takes "
                + "\(PlacementEstimate.minimumPlacements) placements or more)" : "")
    }

    /// "seed 7", "seeds 1-16" (consecutive), or "seeds 3, 9, 4".
    private static func seedList(_ seeds: [UInt64]) -> String {
        guard let first = seeds.first, seeds.count > 1 else { return seeds.first.map { "seed \($0)" } ?? "no seeds" }
        let consecutive = seeds.enumerated().allSatisfy { $0.element == first &+ UInt64($0.offset) }
        return consecutive ? "seeds \(first)-\(seeds.last!)" : "seeds " + seeds.map(String.init).joined(separator: ", ")
    }
}

extension HostRatio {
    /// "slower ×1.08 [1.05, 1.11] over 16 placements in 2 runs".
    package var text: String {
        "\(verdict.rawValue) \(estimate.text)" + (runs > 1 ? " in \(runs) runs" : "")
    }
}

extension CrossHostVerdict {
    /// "host 1 slower ×1.22 [1.20, 1.25] over 8 placements, host 2 faster ×0.89 [0.88, 0.90] over 8 placements".
    var perHostText: String {
        hosts.map { "host \($0.host) \($0.text)" }.joined(separator: ", ")
    }
}

extension StrategySummary {
    /// Every summarized counter's change against the reference over `scope`, as every surface says it.
    func countFigures(in scope: CountScope) -> [String] {
        var named = false
        return counts.map { count in
            guard count.change != nil, let figure = scope.figure(strategy, count.counter) else {
                return count.counter.tier == .instructions ? "\(count.counter.noun) not counted" : "\(count.counter.noun) n/a"
            }
            defer { named = named || figure.hasRatio }
            return figure.text(namingSeries: !named)
        }
    }

    /// How many of its cases were decided each way: "18 slower, 5 unclear".
    var caseVerdictText: String {
        TimeVerdict.allCases.compactMap { verdict in caseVerdicts[verdict].map { "\($0) \(verdict.rawValue)" } }.joined(separator: ", ")
    }

    /// One strategy's summary line against the reference over `scope`.
    func line(in scope: CountScope) -> String {
        let counts = countFigures(in: scope)
        return "\(strategy) vs \(reference): \(counts.joined(separator: ", ")); time \(time.text): \(verdict.rawValue) "
            + "(geometric mean of \(cases) case\(cases == 1 ? "" : "s"); per case: \(caseVerdictText))"
    }
}
