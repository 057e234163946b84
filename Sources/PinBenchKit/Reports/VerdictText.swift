/// How every surface writes a time estimate and the population it covers: one place, so that a
/// table, a summary line, a chart legend and a page say the same thing in the same words.
extension PlacementEstimate {
    /// "×1.04 [1.01, 1.07] over 8 placements", or "×1.04 over 1 placement" without an interval.
    package var text: String {
        let placements = "over \(self.placements) placement\(self.placements == 1 ? "" : "s")"
        guard let interval else { return "×\(fixed(center, 2)) \(placements)" }
        return "×\(fixed(center, 2)) [\(fixed(interval.lower, 2)), \(fixed(interval.upper, 2))] \(placements)"
    }
}

extension RatioSummary {
    /// "1.043 [1.012, 1.071]", or "1.043" without an interval, with `digits` decimals.
    package func intervalText(digits: Int = 3) -> String {
        guard let interval else { return fixed(median, digits) }
        return "\(fixed(median, digits)) [\(fixed(interval.lower, digits)), \(fixed(interval.upper, digits))]"
    }
}

extension ResultsDocument {
    /// The population a time verdict of this document covers, in one line: "over 16 placements (fresh
    /// processes), each its own function order (lld --shuffle-sections, seeds 1-16), on AMD EPYC, 2596
    /// MHz, Linux 6.18.44"; with one binary, "… all of one function order (another may add …)"; below
    /// the minimum of placements, that it is not enough for a verdict.
    package var populationLine: String {
        let host = "on \(environment.hostLabel)"
        guard let layouts, layouts.count > 1 else {
            return "1 placement (this process) \(host): not enough data for a time verdict (it takes \(PlacementEstimate.minimumPlacements)"
                + " placements or more; `pin-bench run` takes \(MeasurementSettings.defaultPlacements))"
        }
        let seeds = layouts.compactMap(\.linkSeed)
        let allowance = functionOrderAllowance ?? FunctionOrderAllowance.of(linkSeeds: layouts.map(\.linkSeed))
        let orders = allowance == 0 ? "each its own function order (lld --shuffle-sections, \(Self.seedList(seeds)))"
            : "all of one function order (another may add a \(fixed(allowance * 100, 1))% standard deviation, allowed for in the intervals)"
        let held = LayoutFactor.allCases.filter { !variedFactors.contains($0) }
        let processes = held.isEmpty ? "fresh processes"
            : variedFactors.isEmpty ? "fresh processes, nothing else varied"
            : "fresh processes varying only \(variedFactors.map(\.label).joined(separator: ", ")); held: "
                + held.map { $0 == .aslr ? "ASLR (off)" : $0.label }.joined(separator: ", ")
        return "over \(layouts.count) placements (\(processes)), \(orders), \(host)"
            + (layouts.count < PlacementEstimate.minimumPlacements ? ": not enough data for a time verdict (it takes "
                + "\(PlacementEstimate.minimumPlacements) placements or more)" : "")
    }

    /// "seed 7", "seeds 1-16" (consecutive), or "seeds 3, 9, 4".
    private static func seedList(_ seeds: [UInt64]) -> String {
        guard let first = seeds.first, seeds.count > 1 else { return seeds.first.map { "seed \($0)" } ?? "no seeds" }
        let consecutive = seeds.enumerated().allSatisfy { $0.element == first &+ UInt64($0.offset) }
        return consecutive ? "seeds \(first)-\(seeds.last!)" : "seeds " + seeds.map(String.init).joined(separator: ", ")
    }
}
