import PinBenchKit

// What a child's plan should take, from which its time limit (ChildTimeLimit) is derived.

extension MeasurementSettings {
    /// What measuring `plan` should take, every case and reset warmed up and sampled each round.
    package func expectedSeconds(_ plan: [PlannedScenario]) -> Double {
        let entries = plan.reduce(0) { $0 + $1.strategies.count + 1 }
        return Double(entries) * (warmupSeconds + Double(rounds) * minSampleSeconds)
    }
}

extension InstructionProbePlan {
    /// What counting under callgrind should take: its start, then about a second per case.
    package var expectedSeconds: Double {
        30 + Double(cases.reduce(0) { $0 + $1.count })
    }
}
