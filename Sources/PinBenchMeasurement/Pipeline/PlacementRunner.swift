import Foundation
import PinBenchSystem

/// The parent half of a run over placements: one child at a time, never two sharing cores.
enum PlacementRunner {
    /// What the children measured, in placement order.
    struct Outcome {
        var documents: [ResultsDocument]
        var records: [PlacementRecord]
    }

    /// A placement's binary: this pin-bench (`linkSeed` nil) or a relinked copy.
    struct Executable: Sendable {
        var path: String
        var linkSeed: UInt64?

        init(path: String, linkSeed: UInt64?) {
            self.path = path
            self.linkSeed = linkSeed
        }
    }

    /// `count` placements of this pin-bench's own binary (`run --function-orders one`).
    static func placementExecutables(_ count: Int, _ process: ProcessSettings) throws(PlacementRunError) -> [Executable] {
        guard let pinBench = process.pinBench else {
            throw PlacementRunError("cannot find the pin-bench executable to start the placements' processes (build it with `swift build -c release`)")
        }
        return Array(repeating: Executable(path: pinBench, linkSeed: nil), count: count)
    }

    /// Runs one child per executable, child `i` seeded `settings.seed + i`; one giving no readable
    /// measurement is started once more.
    static func run(_ plan: [PlannedScenario], prepared: [ScenarioPreparation], settings: MeasurementSettings, executables: [Executable],
                           varying factors: Set<PlacementFactor>, cpu: Int?, showsProgress: Bool,
                           timeLimit: ChildTimeLimit, process: ProcessSettings,
                           warning: (String) -> Void = { _ in }) throws(PlacementRunError) -> Outcome {
        let count = executables.count
        let seconds = timeLimit.seconds(expecting: settings.expectedSeconds(plan))
        return try TemporaryDirectory.with("pin-bench-placements", cannotCreate: PlacementRunError.init(hostProblem:)) { directory throws(PlacementRunError) in
            var outcome = Outcome(documents: [], records: [])
            for (placement, executable) in zip(ProcessPlacement.placements(count: count, seed: settings.seed, varying: factors), executables) {
                var childSettings = settings
                childSettings.seed = settings.seed &+ UInt64(placement.index)
                childSettings.warmupSeconds = min(settings.warmupSeconds, MeasurementSettings.placementWarmupSeconds)
                let child = PlacementChildPlan(plan, settings: childSettings, placement: placement, cpu: cpu,
                                               progressPrefix: showsProgress ? "placement \(placement.index + 1)/\(count): " : nil,
                                               prepared: prepared)
                let planPath = directory.appendingPathComponent("plan-\(placement.index).json").path
                let outPath = directory.appendingPathComponent("placement-\(placement.index).json").path
                do {
                    try SafeFile.write(String(decoding: try JSONEncoder().encode(child), as: UTF8.self), to: planPath)
                } catch {
                    throw PlacementRunError("cannot write \(planPath): \(error)")
                }
                let start = ContinuousClock.now
                let measure = { () throws(PlacementRunError) -> ResultsDocument in
                    try runChild(executable.path, PinBenchInvocation(.placementChild, planPath, outPath).injecting(process.injection).arguments,
                                 environment: placement.childEnvironment(TemporaryDirectory.environment(process.environment, inside: directory)),
                                 placement: placement.index + 1, timeLimit: seconds)
                    do {
                        return try ResultsDocument.load(outPath)
                    } catch {
                        throw PlacementRunError(unreadableOutput: "placement \(placement.index + 1): \(error)")
                    }
                }
                let document: ResultsDocument
                do throws(PlacementRunError) {
                    document = try measure()
                } catch where error.gaveNoMeasurement {
                    // One preempted sample can spoil a placement: it is measured once more.
                    warning("placement \(placement.index + 1) gave no measurement (\(error)); measuring it again in a fresh process "
                        + "with the same binary and placement")
                    document = try measure()
                }
                let elapsed = (ContinuousClock.now - start).seconds
                outcome.documents.append(document)
                outcome.records.append(PlacementRecord(placement: placement, addressRandomizationOff: document.environment.addressRandomizationOff,
                                                       elapsedSeconds: elapsed, linkSeed: executable.linkSeed))
            }
            return outcome
        }
    }

    private static func runChild(_ executable: String, _ arguments: [String], environment: [String: String],
                                 placement: Int, timeLimit: Double) throws(PlacementRunError) {
        let child: ChildProcess.Outcome
        do {
            child = try ChildProcess.run(executable, arguments, environment: environment, timeLimit: timeLimit)
        } catch {
            throw PlacementRunError("cannot start placement \(placement)'s process: \(error)")
        }
        if child.overTimeLimit {
            throw PlacementRunError(ChildTimeout("placement \(placement)'s process", phase: "measuring", seconds: timeLimit, end: child.end))
        }
        guard child.succeeded else {
            var failure = PlacementRunError("placement \(placement)'s process failed (\(child.end))")
            if case .exited(let status) = child.end { failure.childExitStatus = status }
            throw failure
        }
    }
}

/// A placement's child process could not be run or gave no results; the text says why.
package struct PlacementRunError: ChildFailure {
    package let description: String
    package let childTimeout: ChildTimeout?
    /// A child's own failure status (it said why on the shared stderr), e.g. 6.
    package var childExitStatus: Int32?
    /// Set when this host could not give what the run needs (a temporary directory), not a child.
    package private(set) var isHostProblem = false
    /// Set when the child ended well but its results file does not read.
    private var isUnreadableOutput = false

    /// A child's status when it cannot give its measurement (`ExitCode.environment`).
    static let refusedMeasurementStatus: Int32 = 6

    /// Whether the child gave no measurement, so that a fresh process may give one.
    var gaveNoMeasurement: Bool { isUnreadableOutput || childExitStatus == Self.refusedMeasurementStatus }

    package init(description: String, childTimeout: ChildTimeout?) {
        (self.description, self.childTimeout) = (description, childTimeout)
    }

    init(hostProblem description: String) {
        self.init(description: description, childTimeout: nil)
        isHostProblem = true
    }

    init(unreadableOutput description: String) {
        self.init(description: description, childTimeout: nil)
        isUnreadableOutput = true
    }
}
