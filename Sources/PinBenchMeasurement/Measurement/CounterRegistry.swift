/// Every counter, defined once: a new one is a probe file and a line in `probes`.
extension Counter {
    /// The in-process probes, in the order their counters are shown.
    package static let probes: [any PassProbe.Type] = [
        AllocationCounting.self,
        ARCCounter.self,
        PeakResidentMemory.self,
    ]

    /// Every counter: callgrind's first, then the probes', then the derived ones.
    package static let all: [Counter] = InstructionCounter.counters + probes.flatMap { $0.counters } + [CostModel.estimatedCycles]
}
