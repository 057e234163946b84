/// Every counter PinBench knows, defined here once. Adding one is its probe's file (a `PassProbe`)
/// and one line in `probes` (a simulated one: `SimulatedCPU`); the results, every renderer and the
/// gate take it from `all`.
extension Counter {
    /// The in-process probes, in the order their counters are shown.
    package static let probes: [any PassProbe.Type] = [
        AllocationCounting.self,
        ARCCounter.self,
        PeakResidentMemory.self,
    ]

    /// Every counter: those counted apart, under callgrind, first, then the probes', then those derived
    /// from both (`CostModel.completing`).
    package static let all: [Counter] = InstructionCounter.counters + probes.flatMap { $0.counters } + [CostModel.estimatedCycles]
}
