import PinBenchKit

// What a child's plan should take, from which its time limit (ChildTimeLimit) is derived.

extension MeasurementSettings {
    /// What measuring `plan` with these settings should take: every case and each scenario's reset,
    /// warmed up and sampled every round (verification and calibration are left to the factor).
    package func expectedSeconds(_ plan: [PlannedScenario]) -> Double {
        let entries = plan.reduce(0) { $0 + $1.strategies.count + 1 }
        return Double(entries) * (warmupSeconds + Double(rounds) * minSampleSeconds)
    }
}

extension InstructionProbePlan {
    /// What counting under callgrind should take: valgrind's start, and a second per case (two
    /// passes each, about 50 times slower than natively).
    package var expectedSeconds: Double {
        30 + Double(cases.reduce(0) { $0 + $1.count })
    }
}
