import PinBenchKit

/// When rounds stop: after fixed `rounds`, or with a precision at the design's looks, fitted to the
/// budget by a dropped pilot round.
enum StoppingRule: Sendable, Equatable {
    case fixed(rounds: Int)
    case precision(Double, allowanceSeconds: Double, progress: PrecisionProgress)

    /// Where precision-targeted sampling stands.
    enum PrecisionProgress: Sendable, Equatable {
        /// No round taken yet: the pilot comes first.
        case unpriced
        /// The pilot was taken; the next answer fits the design to its price.
        case piloted
        /// Looking at the looks of `design`.
        case looking(SamplingDesign)
    }

    /// What the runner does next.
    enum Next: Equatable, Sendable {
        /// Take one round to price a round, then drop its samples.
        case pilot
        /// Take rounds until there are this many, then ask again.
        case roundsUntil(Int)
        case stop(StopReason)
    }

    /// The rule of `settings`: precision-targeted with `settings.precision`, fixed rounds without.
    init(_ settings: MeasurementSettings, allowanceSeconds: Double) {
        if let precision = settings.precision {
            self = .precision(precision, allowanceSeconds: allowanceSeconds, progress: .unpriced)
        } else {
            self = .fixed(rounds: settings.rounds)
        }
    }

    /// The next step after `rounds` rounds; `ratios` is asked only at a look.
    mutating func next(rounds: Int, secondsSpent: Double, ratios: () -> [[Double]]?) -> Next {
        switch self {
        case .fixed(let target):
            return rounds < target ? .roundsUntil(target) : .stop(.fixedRounds)
        case .precision(let precision, let allowance, .unpriced):
            self = .precision(precision, allowanceSeconds: allowance, progress: .piloted)
            return .pilot
        case .precision(let precision, let allowance, .piloted):
            let standard = SamplingDesign.standard
            let affordable = allowance / secondsSpent
            let design = standard.fitting(rounds: Int(min(affordable, Double(standard.looks.last!))))
            self = .precision(precision, allowanceSeconds: allowance, progress: .looking(design))
            return .roundsUntil(design.looks[0])
        case .precision(let precision, let allowance, .looking(let design)):
            guard let ratios = ratios() else { return .stop(.noRatio) }
            switch design.step(atLook: rounds, ratios: ratios, precision: precision,
                               secondsSpent: secondsSpent, allowanceSeconds: allowance) {
            case .continueTo(let look): return .roundsUntil(look)
            case .stop(let reason): return .stop(reason)
            }
        }
    }

    /// How the rounds were decided, for the results file, once stopped for `stop`: nil for fixed rounds.
    func record(_ stop: StopReason) -> SamplingRecord? {
        guard case .precision(let precision, _, .looking(let design)) = self else { return nil }
        return SamplingRecord(stop: stop, precision: precision, perLookConfidence: design.perLookConfidence, looks: design.looks)
    }
}
