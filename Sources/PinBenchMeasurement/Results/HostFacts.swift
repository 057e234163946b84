import Foundation
import PinBenchSystem

/// What the host was like for a run, beyond `EnvironmentInfo`'s CPU model, MHz, kernel and load:
/// what moves times between hosts of the same kind. Anything unreadable is nil.
package struct HostFacts: Codable, Sendable, Equatable {
    /// /proc/cpuinfo's `microcode` (often hidden in VMs).
    package var microcode: String?
    /// cpufreq's scaling governor of the first CPU used ("performance", "powersave", ...).
    package var governor: String?
    /// Frequency boost: "on" or "off" (cpufreq/boost, or intel_pstate/no_turbo inverted).
    package var boost: String?
    /// The CPUs the measuring thread could run on (the pinned one with --cpu).
    package var cpusUsed: [Int]
    /// The CPU the measuring thread was pinned to (--cpu), if any.
    package var pinnedCPU: Int?
    /// Each CPU used and its SMT siblings (topology/thread_siblings_list), e.g. "0: 0,1".
    package var smtSiblings: [String]
    /// CPU time during the run (/proc/stat), nil when not measured.
    package var cpuTime: CPUTimeDelta?

    /// This host now; `since` (taken at the run's start) gives the CPU time during the run.
    package static func current(pinnedCPU: Int?, since start: CPUTimeSnapshot?) -> HostFacts {
        let cpus = pinnedCPU.map { [$0] } ?? CPUAffinity.allowedCPUs
        let cpuInfo = read("/proc/cpuinfo") ?? ""
        let microcode = cpuInfo.split(separator: "\n").first { $0.hasPrefix("microcode") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }.map { $0.trimmingCharacters(in: .whitespaces) }
        let first = cpus.first ?? 0
        var boost = read("/sys/devices/system/cpu/cpufreq/boost").map { $0 == "1" ? "on" : "off" }
        if boost == nil { boost = read("/sys/devices/system/cpu/intel_pstate/no_turbo").map { $0 == "1" ? "off" : "on" } }
        let siblings = cpus.compactMap { cpu in
            read("/sys/devices/system/cpu/cpu\(cpu)/topology/thread_siblings_list").map { "\(cpu): \($0)" }
        }
        let end = CPUTimeSnapshot.now()
        return HostFacts(microcode: microcode, governor: read("/sys/devices/system/cpu/cpu\(first)/cpufreq/scaling_governor"),
                         boost: boost, cpusUsed: cpus, pinnedCPU: pinnedCPU, smtSiblings: siblings,
                         cpuTime: start.flatMap { start in end.map { start.delta(to: $0) } })
    }

    /// "governor performance, boost on, microcode 0xa0011d1, SMT siblings 0: 0,1; steal 0.0%, ...",
    /// what is known only.
    package var text: String {
        var parts: [String] = []
        if let governor { parts.append("governor \(governor)") }
        if let boost { parts.append("boost \(boost)") }
        if let microcode { parts.append("microcode \(microcode)") }
        if let pinnedCPU { parts.append("pinned to CPU \(pinnedCPU)") }
        if !smtSiblings.isEmpty { parts.append("SMT siblings \(smtSiblings.joined(separator: "; "))") }
        if let cpuTime { parts.append(cpuTime.text) }
        return parts.joined(separator: ", ")
    }

    private static func read(_ path: String) -> String? {
        (try? String(contentsOfFile: path, encoding: .utf8)).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}

extension EnvironmentInfo {
    /// What must match for two runs' raw times to be compared, each difference as "MHz 2596 vs 2445"
    /// (empty when none): the host's fingerprint (`hostFingerprintDifferences`) and the build
    /// (`buildDifferences`).
    package static func rawTimeDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        hostFingerprintDifferences(old, new) + buildDifferences(old, new)
    }

    /// How two runs' host fingerprints differ (empty: the same host, as `merge` and `pr256` count
    /// hosts): CPU model, MHz (beyond 2%), microcode (when both recorded it), kernel, cores. The host
    /// name is left out: containers give one machine a new name per run.
    static func hostFingerprintDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        var differences = Differences()
        differences.compare("CPU", old.cpuModel, new.cpuModel)
        if old.cpuMHz > 0, new.cpuMHz > 0, abs(Double(new.cpuMHz) / Double(old.cpuMHz) - 1) > 0.02 {
            differences.list.append("MHz \(old.cpuMHz) vs \(new.cpuMHz)")
        }
        if let a = old.host, let b = new.host { differences.compare("microcode", a.microcode, b.microcode) }
        differences.compare("kernel", old.kernel, new.kernel)
        differences.compare("cores", "\(old.cores)", "\(new.cores)")
        return differences.list
    }

    /// How two runs' builds differ: configuration, commit, uncommitted changes, Swift.
    package static func buildDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        var differences = Differences()
        differences.compare("build", old.buildConfiguration, new.buildConfiguration)
        differences.compare("commit", old.gitCommit + (old.gitDirty ? " (uncommitted changes)" : ""),
                            new.gitCommit + (new.gitDirty ? " (uncommitted changes)" : ""))
        differences.compare("Swift", old.swiftVersion, new.swiftVersion)
        return differences.list
    }

    /// The host in a few words, for tables that name it: "Intel Xeon ..., 2600 MHz, Linux 6.8.0"
    /// (the kernel release up to its first '-').
    package var hostLabel: String {
        let kernelShort = kernel.split(separator: "-", maxSplits: 1).first.map(String.init) ?? kernel
        return "\(cpuModel), \(cpuMHz) MHz, Linux \(kernelShort)"
    }

    /// The other differences between two runs' hosts, in one note (nil when none): host name,
    /// governor, boost, the CPUs used and their SMT siblings, pinning, and steal or other processes'
    /// load that differs between the runs (by 1 and 10 points of the CPUs' time).
    package static func hostDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> String? {
        var differences = Differences()
        differences.compare("host", old.hostName, new.hostName)
        if let a = old.host, let b = new.host {
            differences.compare("governor", a.governor, b.governor)
            differences.compare("boost", a.boost, b.boost)
            differences.compare("CPUs used", a.cpusUsed.map(String.init).joined(separator: ","), b.cpusUsed.map(String.init).joined(separator: ","))
            differences.compare("SMT siblings", a.smtSiblings.joined(separator: "; "), b.smtSiblings.joined(separator: "; "))
            differences.compare("pinned CPU", a.pinnedCPU.map(String.init) ?? "none", b.pinnedCPU.map(String.init) ?? "none")
            if let x = a.cpuTime, let y = b.cpuTime {
                if abs(x.stealFraction - y.stealFraction) >= 0.01 {
                    differences.list.append("steal \(fixed(x.stealFraction * 100, 1))% vs \(fixed(y.stealFraction * 100, 1))%")
                }
                if abs(x.othersFraction - y.othersFraction) >= 0.10 {
                    differences.list.append("other processes \(fixed(x.othersFraction * 100, 0))% vs \(fixed(y.othersFraction * 100, 0))% of the CPUs")
                }
            }
        } else if (old.host == nil) != (new.host == nil) {
            differences.list.append("host facts recorded for only one of the runs (schema 3 records them)")
        }
        return differences.list.isEmpty ? nil : "hosts differ: " + differences.list.joined(separator: "; ")
    }

    /// Differences collected as "name a vs b".
    private struct Differences {
        var list: [String] = []

        mutating func compare(_ name: String, _ a: String?, _ b: String?) {
            if a != b { list.append("\(name) \(a ?? "unknown") vs \(b ?? "unknown")") }
        }
    }
}
