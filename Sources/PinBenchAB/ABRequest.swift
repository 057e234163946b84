import Foundation
import PinBenchGate
import PinBenchMeasurement
import PinBenchSystem

/// What `pin-bench ab OLD NEW` does: checks both sides, relinks, compares and gates.
package struct ABRequest {
    /// The comparison as parsed; its `builds` are located here.
    package var ab: ABRun
    package var functionOrders: FunctionOrders
    /// The environment the children start with, and the tools they look for.
    package var process: ProcessSettings

    package init(ab: ABRun, functionOrders: FunctionOrders, process: ProcessSettings) {
        self.ab = ab
        self.functionOrders = functionOrders
        self.process = process
    }

    /// Runs the request; the comparison and the gate's report, saying how times were taken.
    package func run(progress: (ProgressStep) -> Void = { _ in }, warning: (String) -> Void = { _ in }) throws(ABRefusal) -> ABOutcome {
        var ab = self.ab
        ab.builds = try builds(warning: warning)
        let gaps = try instructionGaps()
        let start = ContinuousClock.now
        let comparison: ABComparison
        do {
            comparison = try ab.run(process: process, progress: progress)
        } catch {
            throw .failed(error)
        }
        let seconds = Int((ContinuousClock.now - start).components.seconds)
        var report = comparison.gate(ab.gate, gaps: gaps)
        report.notes.insert(comparison.summary(rounds: ab.rounds, blockSeconds: ab.blockSeconds, seconds: seconds), at: 0)
        if let note = comparison.singleLinkNote { report.notes.insert(note, at: 1) }
        return ABOutcome(comparison: comparison, report: report)
    }

    /// Both sides' builds to relink, or nil for the binaries as given.
    private func builds(warning: (String) -> Void) throws(ABRefusal) -> (old: FunctionOrderBuild, new: FunctionOrderBuild)? {
        var builds: [FunctionOrderBuild] = []
        var cannot: [String] = []
        var directories: [String] = []
        for (role, path) in [("OLD", ab.oldPath), ("NEW", ab.newPath)] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            guard exists, isDirectory.boolValue || FileManager.default.isExecutableFile(atPath: path) else {
                throw .notAPinBench("\(role) \(path) \(exists ? "is not executable" : "does not exist"); ab needs two pin-bench "
                    + "executables (e.g. .build/release/pin-bench) or their package directories")
            }
            if isDirectory.boolValue {
                guard FileManager.default.fileExists(atPath: "\(path)/Package.swift") else {
                    throw .notAPinBench("\(role) \(path) is a directory without a Package.swift, neither a pin-bench executable "
                        + "nor a package to build one; ab needs two pin-bench executables (e.g. .build/release/pin-bench) or their package directories")
                }
                directories.append(role)
            }
            guard functionOrders != .one && ab.timed else { continue }
            switch isDirectory.boolValue ? FunctionOrderBuild.locate(package: path, environment: process.environment)
                : FunctionOrderBuild.locate(executable: path, environment: process.environment) {
            case .success(let build): builds.append(build)
            case .failure(let reason): cannot.append("\(role) \(path) cannot be relinked: \(reason)")
            }
        }
        if builds.count == 2 { return (builds[0], builds[1]) }
        if !directories.isEmpty {
            let named = directories.count == 2 && ab.oldPath == ab.newPath ? "OLD and NEW \(ab.oldPath) (one directory for both sides) is a package"
                : directories.count == 2 ? "OLD \(ab.oldPath) and NEW \(ab.newPath) are packages"
                : "\(directories[0]) \(directories[0] == "OLD" ? ab.oldPath : ab.newPath) is a package"
            throw .packageNotRelinked("\(named), which ab only relinks ("
                + (cannot.isEmpty ? "not with --function-orders one or without timing" : cannot.joined(separator: "; "))
                + "); give the executables built in it instead", hostProblem: !cannot.isEmpty)
        }
        if !cannot.isEmpty {
            if functionOrders == .each { throw .cannotRelink("--function-orders each: " + cannot.joined(separator: "; ")) }
            // The intervals then carry the function-order allowance.
            warning("function orders: " + cannot.joined(separator: "; ") + "; timing the binaries as given, "
                + "their intervals allowing for another function order")
        }
        return nil
    }

    /// The instruction tiers that cannot be judged; refuses when asked for without callgrind.
    private func instructionGaps() throws(ABRefusal) -> [TierGap] {
        if !ab.countsInstructions {
            return GateTier.countedUnderCallgrind.map { TierGap($0, .fileLacksIt, "instructions not counted (--instructions or --tier \($0.rawValue) counts them)") }
        }
        guard let reason = InstructionCounter.unavailableReason(process) else { return [] }
        if ab.gate.tiersAsked { throw .cannotCountInstructions("tier instructions: cannot count instructions: \(reason)") }
        return GateTier.countedUnderCallgrind.map { TierGap($0, .machineCannotMeasure, "cannot count instructions: \(reason)") }
    }
}

/// What `ab` found: the comparison and the gate's report on it.
package struct ABOutcome {
    package var comparison: ABComparison
    package var report: GateReport
}

/// Why `ab` judged nothing; its description is the message.
package enum ABRefusal: Error, CustomStringConvertible {
    /// A side is neither a pin-bench executable nor a package directory.
    case notAPinBench(String)
    /// A side is a package that is not relinked; `hostProblem` when this host could not relink it.
    case packageNotRelinked(String, hostProblem: Bool)
    /// `--function-orders each`, and a side cannot be relinked here.
    case cannotRelink(String)
    /// The instruction tiers were asked for and this host cannot count instructions.
    case cannotCountInstructions(String)
    /// The comparison stopped: a side failed, the two disagree, or the host could not give what ab needs.
    case failed(ABRunError)

    package var description: String {
        switch self {
        case .notAPinBench(let message), .packageNotRelinked(let message, _), .cannotRelink(let message), .cannotCountInstructions(let message):
            message
        case .failed(let error):
            error.description
        }
    }
}
