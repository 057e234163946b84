import Foundation
import PinBenchSystem

/// The machine's and this process's CPU time at one moment (/proc/stat).
package struct CPUTimeSnapshot: Sendable {
    /// Seconds over all CPUs: user, nice, system, idle, iowait, irq, softirq, steal.
    var fields: [Double]
    /// CPU seconds of this process and its waited-for children (the placements' processes).
    var own: Double
    var wall: Double

    /// Now; nil when /proc/stat cannot be read.
    package static func now() -> CPUTimeSnapshot? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = text.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let values = line.split(separator: " ").dropFirst().prefix(8).compactMap { Double($0) }.map { $0 / ticks }
        guard values.count == 8 else { return nil }
        var own = 0.0
        for who in [RUSAGE_SELF, RUSAGE_CHILDREN] {
            var usage = rusage()
            getrusage(__rusage_who_t(truncatingIfNeeded: who.rawValue), &usage)
            own += Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        return CPUTimeSnapshot(fields: values, own: own, wall: Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9)
    }

    /// What happened between this snapshot and `later`.
    package func delta(to later: CPUTimeSnapshot) -> CPUTimeDelta {
        let d = zip(later.fields, fields).map { max(0, $0 - $1) }
        return CPUTimeDelta(wallSeconds: later.wall - wall, user: d[0], nice: d[1], system: d[2], idle: d[3], iowait: d[4],
                            irq: d[5], softirq: d[6], steal: d[7], ownSeconds: max(0, later.own - own))
    }
}

/// CPU time over all CPUs during a run, from /proc/stat (seconds), and how much of it was the run's own.
package struct CPUTimeDelta: Codable, Sendable, Equatable {
    var wallSeconds: Double
    var user: Double
    var nice: Double
    package var system: Double
    package var idle: Double
    var iowait: Double
    var irq: Double
    var softirq: Double
    /// Time the hypervisor ran something else while a CPU of this guest wanted to run.
    var steal: Double
    /// CPU seconds of pin-bench itself and the processes it waited for (placements, valgrind).
    var ownSeconds: Double

    var totalSeconds: Double { user + nice + system + idle + iowait + irq + softirq + steal }
    /// Busy CPU seconds of everything but the run: other engineers' builds, daemons.
    var othersSeconds: Double { max(0, user + nice + system + irq + softirq - ownSeconds) }

    /// Steal as a fraction of all CPU time.
    var stealFraction: Double { totalSeconds > 0 ? steal / totalSeconds : 0 }
    /// Others' busy time as a fraction of all CPU time.
    var othersFraction: Double { totalSeconds > 0 ? othersSeconds / totalSeconds : 0 }

    /// "steal 0.0%, others 35% of the CPUs' time during the run".
    package var text: String {
        "steal \(fixed(stealFraction * 100, 1))%, other processes \(fixed(othersFraction * 100, 0))% of the CPUs' time during the run"
    }
}
