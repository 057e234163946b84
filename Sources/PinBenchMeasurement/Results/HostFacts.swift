import CBenchSupport
import Foundation
import PinBenchSystem

/// What moves times between hosts of one kind, beyond `EnvironmentInfo`; unreadable: nil.
package struct HostFacts: Codable, Sendable, Equatable {
    /// /proc/cpuinfo's `microcode` (often hidden in VMs).
    package var microcode: String?
    /// cpufreq's scaling governor of the first CPU used ("performance", "powersave", ...).
    var governor: String?
    /// Frequency boost: "on" or "off" (cpufreq/boost, or intel_pstate/no_turbo inverted).
    var boost: String?
    /// The CPUs the measuring thread could run on (the pinned one with --cpu).
    var cpusUsed: [Int]
    /// The CPU the measuring thread was pinned to (--cpu), if any.
    var pinnedCPU: Int?
    /// Each CPU used and its SMT siblings (topology/thread_siblings_list), e.g. "0: 0,1".
    var smtSiblings: [String]
    /// CPU time during the run (/proc/stat), nil when not measured.
    package var cpuTime: CPUTimeDelta?
    /// /proc/cpuinfo's family, model and stepping (the model name hides generations); nil before 6.
    var cpuIdentity: String? = nil
    /// The first CPU's caches (sysfs), "L1d 32K, L1i 32K, L2 512K, L3 32768K". Nil before schema 6.
    package var caches: String? = nil
    /// Each entry of /sys/devices/system/cpu/vulnerabilities and its state. Nil before schema 6.
    var mitigations: [String: String]? = nil
    /// The hypervisor's CPUID vendor ("KVMKVMKVM"), "none" on bare metal. Nil before schema 6, or unknown.
    var hypervisor: String? = nil
    /// What this host charged per event during the run; nil before schema 6 or uncalibrated.
    package var prices: HostPrices? = nil

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
        let identity = [("cpu family", "family"), ("model", "model"), ("stepping", "stepping")].compactMap { field, word in
            cpuInfoField(cpuInfo, field).map { "\(word) \($0)" }
        }
        return HostFacts(microcode: microcode, governor: read("/sys/devices/system/cpu/cpu\(first)/cpufreq/scaling_governor"),
                         boost: boost, cpusUsed: cpus, pinnedCPU: pinnedCPU, smtSiblings: siblings,
                         cpuTime: start.flatMap { start in end.map { start.delta(to: $0) } },
                         cpuIdentity: identity.isEmpty ? nil : identity.joined(separator: ", "),
                         caches: caches(cpu: first), mitigations: mitigations(), hypervisor: hypervisor())
    }

    /// The value of the first /proc/cpuinfo line whose key is `key` ("model", not "model name").
    private static func cpuInfoField(_ cpuInfo: String, _ key: String) -> String? {
        for line in cpuInfo.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key { return parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    /// "L1d 32K, L1i 32K, L2 512K, L3 32768K" from sysfs, nil when unreadable.
    private static func caches(cpu: Int) -> String? {
        let parts = (0..<8).compactMap { index -> String? in
            let directory = "/sys/devices/system/cpu/cpu\(cpu)/cache/index\(index)"
            guard let level = read("\(directory)/level"), let type = read("\(directory)/type"), let size = read("\(directory)/size") else { return nil }
            let kind = type == "Data" ? "d" : type == "Instruction" ? "i" : ""
            return "L\(level)\(kind) \(size)"
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Each file of /sys/devices/system/cpu/vulnerabilities and its text, nil when the folder is unreadable.
    private static func mitigations() -> [String: String]? {
        let folder = "/sys/devices/system/cpu/vulnerabilities"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else { return nil }
        return Dictionary(uniqueKeysWithValues: names.compactMap { name in read("\(folder)/\(name)").map { (name, $0) } })
    }

    /// The hypervisor's CPUID vendor, "none" without the hypervisor bit, nil where CPUID cannot be read.
    private static func hypervisor() -> String? {
        var vendor = [CChar](repeating: 0, count: 16)
        switch pin_hypervisor_vendor(&vendor, vendor.count) {
        case 1: return String(decoding: vendor.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        case 0: return "none"
        default: return nil
        }
    }

    /// "governor performance, boost on, …": what is known only.
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
    /// What must match to compare raw times, each as "MHz 2596 vs 2445".
    package static func rawTimeDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        hostFingerprintDifferences(old, new) + buildDifferences(old, new)
    }

    /// How two host fingerprints differ; not the host name, which containers change.
    static func hostFingerprintDifferences(_ old: EnvironmentInfo, _ new: EnvironmentInfo) -> [String] {
        var differences = Differences()
        differences.compare("CPU", old.cpuModel, new.cpuModel)
        if old.cpuMHz > 0, new.cpuMHz > 0, abs(Double(new.cpuMHz) / Double(old.cpuMHz) - 1) > 0.02 {
            differences.list.append("MHz \(old.cpuMHz) vs \(new.cpuMHz)")
        }
        if let a = old.host, let b = new.host {
            differences.compare("microcode", a.microcode, b.microcode)
            // Recorded since schema 6: compared when both runs have them.
            if a.cpuIdentity != nil && b.cpuIdentity != nil { differences.compare("CPU", a.cpuIdentity, b.cpuIdentity) }
            if a.caches != nil && b.caches != nil { differences.compare("caches", a.caches, b.caches) }
            if a.hypervisor != nil && b.hypervisor != nil { differences.compare("hypervisor", a.hypervisor, b.hypervisor) }
            if let x = a.mitigations, let y = b.mitigations {
                let changed = Set(x.keys).union(y.keys).filter { x[$0] != y[$0] }.sorted()
                if !changed.isEmpty { differences.list.append("mitigations differ (\(changed.joined(separator: ", ")))") }
            }
        }
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

    /// The host in a few words: "Intel Xeon ..., 2600 MHz, Linux 6.8.0".
    package var hostLabel: String {
        let kernelShort = kernel.split(separator: "-", maxSplits: 1).first.map(String.init) ?? kernel
        return "\(cpuModel), \(cpuMHz) MHz, Linux \(kernelShort)"
    }

    /// The other differences between two runs' hosts, in one note (nil when none).
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
