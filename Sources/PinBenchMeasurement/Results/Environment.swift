import Foundation
import PinBenchSystem

extension EnvironmentInfo {
    /// The machine, build, checkout and host facts; unreadable ones "unknown" (or nil). With `tools`
    /// nil, the toolchain and checkout are not asked (`notAsked`): a placement's child, whose parent
    /// describes them, saves the three processes.
    package static func current(tools: ProcessSettings?, commandLine: [String] = CommandLine.arguments, cpuTimesSince start: CPUTimeSnapshot? = nil,
                               pinnedCPU: Int? = nil) -> EnvironmentInfo {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        func cpuField(_ name: String) -> String? {
            cpuInfo.split(separator: "\n").first { $0.hasPrefix(name) }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { String($0).trimmingCharacters(in: .whitespaces) }
        }
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
            .split(separator: " ").prefix(3).compactMap { Double($0) }
        let asked = tools.map { tools in
            (swift: command(tools, "swift", ["--version"])?.split(separator: "\n").first.map(String.init) ?? "unknown",
             commit: command(tools, "git", ["rev-parse", "HEAD"]) ?? "unknown",
             dirty: !(command(tools, "git", ["status", "--porcelain", "--untracked-files=no"]) ?? "").isEmpty)
        }
        return EnvironmentInfo(
            date: ISO8601DateFormatter().string(from: Date()),
            hostName: ProcessInfo.processInfo.hostName,
            cpuModel: cpuField("model name") ?? "unknown",
            cpuMHz: Int(Double(cpuField("cpu MHz") ?? "") ?? 0),
            cores: ProcessInfo.processInfo.activeProcessorCount,
            kernel: kernel.isEmpty ? "unknown" : kernel,
            swiftVersion: asked?.swift ?? notAsked,
            buildConfiguration: isDebugBuild ? "debug" : "release",
            gitCommit: asked?.commit ?? notAsked,
            gitDirty: asked?.dirty ?? false,
            commandLine: commandLine.joined(separator: " "),
            loadAverage: load,
            addressRandomizationOff: AddressRandomization.isDisabled,
            host: HostFacts.current(pinnedCPU: pinnedCPU, since: start))
    }

    /// The toolchain and commit of an environment that did not ask for them.
    static let notAsked = "not asked"

    /// True when PinBench was compiled without optimization (`swift build` without `-c release`).
    package static var isDebugBuild: Bool {
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    /// A tool's trimmed output, nil on failure or after a minute; TMPDIR is ours.
    private static func command(_ process: ProcessSettings, _ tool: String, _ arguments: [String]) -> String? {
        let child = try? TemporaryDirectory.with("pin-bench-tool", cannotCreate: { TemporaryDirectoryError(description: $0) }) { directory throws(TemporaryDirectoryError) in
            try? ChildProcess.run("/usr/bin/env", [tool] + arguments, environment: TemporaryDirectory.environment(process.environment, inside: directory),
                                  keeping: .standardOutput, timeLimit: 60)
        }
        guard let child, child.succeeded else { return nil }
        return String(decoding: child.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
