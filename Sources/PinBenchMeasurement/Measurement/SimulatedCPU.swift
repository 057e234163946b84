/// Callgrind's simulated cache and branch counts, with one fixed geometry for every host.
package enum SimulatedCPU {
    /// 32 KiB 8-way L1 instruction and data caches and an 8 MiB 16-way last level, 64-byte lines.
    package static let geometry = "I1 and D1 32 KiB 8-way, LL 8 MiB 16-way, 64-byte lines"

    /// Callgrind's options: the simulation on, with `geometry`, or off (instructions only). No geometry
    /// without it: `--I1`, `--D1` and `--LL` turn the simulation on whatever `--cache-sim` says.
    static func valgrindOptions(simulating: Bool) -> [String] {
        simulating ? ["--cache-sim=yes", "--branch-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=8388608,16,64"]
            : ["--cache-sim=no", "--branch-sim=no"]
    }

    static let dataAccesses = Counter(
        id: "dataAccesses", noun: "data accesses", short: "data acc", fieldName: "data_accesses_per_pass", tier: nil,
        summarized: false, measuredBy: "memory reads and writes, callgrind (with --instructions)")
    package static let l1Misses = Counter(
        id: "l1Misses", noun: "L1 misses", short: "L1 miss", fieldName: "l1_misses_per_pass", tier: nil,
        summarized: false, measuredBy: "L1 instruction and data misses, callgrind's simulated caches (\(geometry))")
    package static let lastLevelMisses = Counter(
        id: "llMisses", noun: "last-level cache misses", short: "LL miss", fieldName: "ll_misses_per_pass", tier: nil,
        summarized: false, measuredBy: "last-level instruction and data misses, callgrind's simulated caches (\(geometry))")
    package static let branchMisses = Counter(
        id: "branchMisses", noun: "mispredicted branches", short: "br miss", fieldName: "branch_misses_per_pass", tier: nil,
        summarized: false, measuredBy: "conditional and indirect branches mispredicted, callgrind's simulated predictors")

    /// The simulated counters, in the order they are shown.
    package static let counters = [dataAccesses, l1Misses, lastLevelMisses, branchMisses]

    /// Callgrind's event names that make up each counter (`events:` of a dump), instructions included.
    static let events: [(counter: CounterID, names: [String])] = [
        (InstructionCounter.counter.id, ["Ir"]),
        (dataAccesses.id, ["Dr", "Dw"]),
        (l1Misses.id, ["I1mr", "D1mr", "D1mw"]),
        (lastLevelMisses.id, ["ILmr", "DLmr", "DLmw"]),
        (branchMisses.id, ["Bcm", "Bim"]),
    ]

    /// A dump's counters by event name (callgrind drops trailing zeros); nil without instructions.
    static func counts(events names: [Substring], totals: [Int]) -> Counts? {
        var byName: [Substring: Int] = [:]
        for (index, name) in names.enumerated() { byName[name] = index < totals.count ? totals[index] : 0 }
        guard byName["Ir"] != nil else { return nil }
        var counts: Counts = [:]
        for (counter, parts) in events {
            let values = parts.compactMap { byName[Substring($0)] }
            if values.count == parts.count { counts[counter] = values.reduce(0, +) }
        }
        return counts
    }
}
