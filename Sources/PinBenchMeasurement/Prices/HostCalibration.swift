import CBenchSupport
import PinBenchKit
import PinBenchSystem
import Synchronization

/// Every run's host calibration: kernel pairs differing by one event, least times kept.
package enum HostCalibration {
    /// One event's kernel and, for a difference, a base kernel doing the same work without it.
    package struct Probe: Sendable {
        package let counter: CounterID
        /// What one event costs in this probe's terms, for docs and reports.
        package let meaning: String
        /// Thread CPU ns of `rounds` rounds of the base kernel (nil: the event's kernel alone).
        let base: (@Sendable (Workspace, Int) -> Double)?
        /// Thread CPU ns of `rounds` rounds of the event's kernel.
        let kernel: @Sendable (Workspace, Int) -> Double
        /// Events in `rounds` rounds of the event's kernel (beyond the base's).
        let events: @Sendable (Int) -> Double
        /// Rounds of each kernel per repeat: a few milliseconds on a typical host.
        let rounds: Int
    }

    /// Repeats per probe, interleaved; a kernel's time is its least (other work only adds).
    package static let repeats = 41

    /// The probes, one per priced counter, in the order the cost model lists its inputs.
    package static let probes: [Probe] = [
        Probe(counter: InstructionCounter.counter.id,
              meaning: "an instruction of a loop of loads, stores, ALU work and a taken branch",
              base: nil,
              kernel: { workspace, rounds in workspace.cpuNanoseconds { pin_price_reference(UInt64(rounds), workspace.scratch) } },
              events: { Double($0 * Int(pin_price_reference_instructions)) }, rounds: 1_500_000),
        Probe(counter: ARCCounter.atomics.id,
              meaning: "the lock of a retain or release: swift_retain + swift_release against their non-atomic forms, per call",
              base: { workspace, rounds in workspace.cpuNanoseconds { pin_price_nonatomic_retain_release(UInt64(rounds), workspace.object) } },
              kernel: { workspace, rounds in workspace.cpuNanoseconds { pin_price_retain_release(UInt64(rounds), workspace.object) } },
              events: { Double(2 * $0) }, rounds: 500_000),
        Probe(counter: SimulatedCPU.l1Misses.id,
              meaning: "a load that misses L1 and hits the next level: a pointer chase over 128 KiB against one over 16 KiB",
              base: { workspace, rounds in workspace.chase(workspace.l1Resident, rounds) },
              kernel: { workspace, rounds in workspace.chase(workspace.l2Resident, rounds) },
              events: { Double($0) }, rounds: 500_000),
        Probe(counter: SimulatedCPU.lastLevelMisses.id,
              meaning: "a load that misses every cache: a pointer chase over 128 MiB against one over 128 KiB",
              base: { workspace, rounds in workspace.chase(workspace.l2Resident, rounds) },
              kernel: { workspace, rounds in workspace.chase(workspace.memoryResident, rounds) },
              events: { Double($0) }, rounds: 30_000),
        Probe(counter: SimulatedCPU.branchMisses.id,
              meaning: "a mispredicted conditional branch: a branch on random bits against one on constant bits, per miss (half the branches)",
              base: { workspace, rounds in workspace.branches(workspace.constantBits, rounds) },
              kernel: { workspace, rounds in workspace.branches(workspace.randomBits, rounds) },
              events: { Double($0) / 2 }, rounds: 1_000_000),
    ]

    /// This process's prices: `measuring` runs the first time a run asks, later runs reuse its prices.
    /// Prices belong to the host, and a pin-bench process measures one plan; a process that measures
    /// many (the tests) calibrates once.
    package static func thisProcess<E: Error>(measuring: () throws(E) -> HostPrices) throws(E) -> HostPrices {
        try measured.withLock { (prices: inout HostPrices?) throws(E) -> HostPrices in
            if let prices { return prices }
            let fresh = try measuring()
            prices = fresh
            return fresh
        }
    }

    private static let measured = Mutex<HostPrices?>(nil)

    /// Runs every probe `repeats` times, the probes interleaved, and returns this host's prices.
    package static func measure() -> HostPrices {
        let start = pin_monotonic_ns()
        let workspace = Workspace()
        for probe in probes {
            _ = probe.base?(workspace, probe.rounds / 10)
            _ = probe.kernel(workspace, probe.rounds / 10)
        }
        var times: [CounterID: (base: [Double], kernel: [Double])] = [:]
        for _ in 0..<repeats {
            for probe in probes {
                times[probe.counter, default: ([], [])].base.append(probe.base?(workspace, probe.rounds) ?? 0)
                times[probe.counter, default: ([], [])].kernel.append(probe.kernel(workspace, probe.rounds))
            }
        }
        var nanoseconds: [CounterID: Double] = [:]
        var spread: [CounterID: Double] = [:]
        for probe in probes {
            let (base, kernel) = times[probe.counter]!
            let events = probe.events(probe.rounds)
            nanoseconds[probe.counter] = max(0, (kernel.min()! - base.min()!) / events)
            let each = zip(kernel, base).map { ($0 - $1) / events }
            spread[probe.counter] = (each.max()! - each.min()!) / 2
        }
        withExtendedLifetime(workspace) {}
        return HostPrices(source: .calibrated, nanoseconds: nanoseconds, spread: spread, seconds: Double(pin_monotonic_ns() - start) / 1e9)
    }

    /// The memory and objects the kernels work on, made once per calibration.
    final class Workspace: @unchecked Sendable {
        /// Slots of the pointer chases: one a 64-byte line, `next[slot * 8]` the next slot of a random cycle.
        let l1Resident: UnsafeMutableBufferPointer<UInt64>
        let l2Resident: UnsafeMutableBufferPointer<UInt64>
        let memoryResident: UnsafeMutableBufferPointer<UInt64>
        let randomBits: [UInt8]
        let constantBits: [UInt8]
        let scratch: UnsafeMutablePointer<UInt64>
        let retained = Retained()
        var object: UnsafeMutableRawPointer { Unmanaged.passUnretained(retained).toOpaque() }

        final class Retained {}

        init() {
            var random = SplitMix64(seed: 0x5EED)
            l1Resident = Self.cycle(bytes: 16 << 10, &random)
            l2Resident = Self.cycle(bytes: 128 << 10, &random)
            memoryResident = Self.cycle(bytes: 128 << 20, &random)
            randomBits = (0..<(1 << 16)).map { _ in UInt8(random.next() & 1) }
            constantBits = [UInt8](repeating: 0, count: 1 << 16)
            scratch = .allocate(capacity: 8)
            scratch.initialize(repeating: 1, count: 8)
        }

        deinit {
            for buffer in [l1Resident, l2Resident, memoryResident] { buffer.deallocate() }
            scratch.deallocate()
        }

        /// Thread CPU nanoseconds `body` took.
        func cpuNanoseconds(_ body: () -> Void) -> Double {
            let start = pin_thread_cpu_ns()
            body()
            return Double(pin_thread_cpu_ns() - start)
        }

        /// Where each chase stopped: the next resumes there, not on lines the last one cached.
        private var stops: [UnsafeMutablePointer<UInt64>: UInt64] = [:]

        func chase(_ slots: UnsafeMutableBufferPointer<UInt64>, _ rounds: Int) -> Double {
            let cycle = slots.baseAddress!, start = stops[cycle] ?? 0
            var stop: UInt64 = 0
            let time = cpuNanoseconds { stop = pin_price_chase(UInt64(rounds), cycle, start) }
            stops[cycle] = stop
            return time
        }

        func branches(_ bits: [UInt8], _ rounds: Int) -> Double {
            bits.withUnsafeBufferPointer { buffer in
                cpuNanoseconds { withUnsafePointer(to: pin_price_branches(UInt64(rounds), buffer.baseAddress, UInt64(buffer.count))) { pin_black_hole($0) } }
            }
        }

        /// 64-byte slots in one random cycle (Sattolo), so prefetchers cannot guess the next load.
        static func cycle(bytes: Int, _ random: inout SplitMix64) -> UnsafeMutableBufferPointer<UInt64> {
            let slots = bytes / 64
            let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: slots * 8)
            buffer.initialize(repeating: 0)
            var order = Array(0..<slots)
            for index in stride(from: slots - 1, to: 0, by: -1) {
                order.swapAt(index, Int(random.next() % UInt64(index)))
            }
            for (index, slot) in order.enumerated() { buffer[slot * 8] = UInt64(order[(index + 1) % slots]) }
            return buffer
        }
    }
}
