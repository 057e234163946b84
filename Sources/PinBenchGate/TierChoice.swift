import PinBenchMeasurement

/// Why a comparison cannot judge one tier.
package struct TierGap: Codable, Sendable, Equatable {
    package enum Cause: String, Codable, Sendable {
        /// A file has no such figures (exit 5 when the tier was asked for).
        case fileLacksIt
        /// This machine cannot measure them, e.g. instructions without valgrind (exit 6 when asked for).
        case machineCannotMeasure
        /// The baseline has too few placements for a time verdict (exit 7 when asked for).
        case tooFewPlacements
        /// Different hosts, and time not judged across them (exit 7 when asked for).
        case hostsDiffer
    }

    package var tier: GateTier
    package var cause: Cause
    /// A sentence's end that says what is missing, e.g. "the candidate has no instruction counts".
    package var reason: String

    package init(_ tier: GateTier, _ cause: Cause, _ reason: String) {
        (self.tier, self.cause, self.reason) = (tier, cause, reason)
    }

    /// The tiers whose figures some of `observations` lack, for the file in `role` ("baseline", "candidate").
    static func missingFigures(_ observations: [GateObservation], role: String) -> [TierGap] {
        GateTier.allCases.compactMap { tier in
            let counters = Counter.judged(by: tier)
            func has(_ observation: GateObservation) -> Bool {
                tier == .time ? !observation.timePlacements.isEmpty : counters.allSatisfy { observation.counts[$0.id] != nil }
            }
            let having = observations.filter(has).count
            if having == observations.count { return nil }
            let amount = having == 0 ? "no \(tier.figures)" : "\(tier.figures) for only \(having) of its \(observations.count) cases"
            return TierGap(tier, .fileLacksIt, "the \(role) has \(amount)")
        }
    }
}

/// The tiers judged: by default those without a gap; a tier asked for with a gap is refused.
package struct TierChoice: Codable, Sendable, Equatable {
    package var judged: Set<GateTier>
    /// Default tiers left out, each with its (first) gap.
    var leftOut: [TierGap]
    /// Tiers asked for that cannot be judged.
    package var refused: [TierGap]

    init(_ settings: GateSettings, gaps: [TierGap]) {
        var firstGap: [GateTier: TierGap] = [:]
        for gap in gaps where settings.tiers.contains(gap.tier) && firstGap[gap.tier] == nil { firstGap[gap.tier] = gap }
        let ordered = GateTier.allCases.compactMap { firstGap[$0] }
        judged = settings.tiers.subtracting(firstGap.keys)
        leftOut = settings.tiersAsked ? [] : ordered
        refused = settings.tiersAsked ? ordered : []
    }
}
