import PinBenchSystem

/// What one measurement takes; every verb measures through `MeasurementPipeline.run(_:)`.
package struct MeasurementPlan: Sendable {
    /// Where the times are taken.
    package enum Placements: Sendable, Equatable {
        /// In this process.
        case thisProcess
        /// One fresh child per placement, varying `factors`, each with `functionOrders`' binary.
        case placements(count: Int, varying: Set<PlacementFactor>, functionOrders: FunctionOrders)

        /// How many placements the times come from.
        package var count: Int {
            switch self {
            case .thisProcess: 1
            case .placements(let count, _, _): count
            }
        }

        /// `count` placements varying `factors`; one placement is this process.
        package static func measured(in count: Int, varying factors: Set<PlacementFactor> = Set(PlacementFactor.allCases),
                                     functionOrders: FunctionOrders) -> Self {
            count > 1 ? .placements(count: count, varying: factors, functionOrders: functionOrders) : .thisProcess
        }
    }

    /// Whether instructions are counted (under callgrind, in a child, before the timing).
    package enum Instructions: Sendable, Equatable {
        case off
        /// Counted when they can be; a failure is recorded in `unavailableCounters` and the outcome.
        case ifPossible
        /// Counted, or the measurement stops with the error (nothing is timed).
        case required
    }

    package var cases: [PlannedScenario]
    package var settings: MeasurementSettings
    package var placements: Placements = .thisProcess
    package var cpu: Int? = nil
    package var instructions: Instructions = .off
    /// Whether the instruction count also simulates caches and branches (time is priced on instructions and atomics).
    package var simulatesCPU = true
    /// Whether the host's prices are calibrated (a second) and recorded; not in a placement's child.
    package var calibratesHost = false
    package var timeLimit = ChildTimeLimit()
    /// A placement's child: the parent's preparation, timed here (only with `.thisProcess`).
    package var prepared: [ScenarioPreparation]?
    /// The process's settings, for the children the measurement starts and the tools it asks.
    package var process: ProcessSettings

    package init(cases: [PlannedScenario], settings: MeasurementSettings, process: ProcessSettings) {
        self.cases = cases
        self.settings = settings
        self.process = process
    }
}

/// Which binary each placement runs.
package enum FunctionOrders: String, Sendable, CaseIterable {
    /// Each its own order where this pin-bench can be relinked, else this binary, with a warning.
    case auto
    /// Each its own function order, or the measurement stops (`MeasurementError.functionOrderBuild`).
    case each
    /// This binary in every placement: the intervals carry `FunctionOrderAllowance`.
    case one
}

/// A measurement's results, and why instructions are missing when asked for.
package struct MeasurementOutcome: Sendable {
    package var document: ResultsDocument
    package var instructionError: InstructionCountError?
}

/// Why a measurement stopped without a document.
package enum MeasurementError: Error, CustomStringConvertible {
    /// The relinked binaries could not be built or run (`run --function-orders`).
    case functionOrderBuild(FunctionOrderBuildError)
    /// A placement's child failed or ran past its time limit.
    case placements(PlacementRunError)
    /// Instructions were required and could not be counted.
    case instructions(InstructionCountError)
    /// The measuring thread could not be pinned (`--cpu`).
    case cpu(CPUAffinityError)
    /// The measurement would be refused by every verb that reads it.
    case unreadable(String)

    package var description: String {
        switch self {
        case .functionOrderBuild(let error): "function orders: \(error)"
        case .placements(let error): "\(error)"
        case .instructions(let error): "\(error)"
        case .cpu(let error): "\(error)"
        case .unreadable(let problem):
            "the measurement \(problem); nothing was written. If a time is at or below zero, the reset's samples were "
                + "preempted or a pass is as short as the reset's noise: run again, with more --rounds or a longer --min-time"
        }
    }
}

/// What a measurement tells its caller as it goes.
package struct MeasurementEvents {
    /// A scenario (or a placement's) step, for a progress line.
    package var step: (ProgressStep) -> Void
    /// A phase that has no steps ("counting instructions under callgrind").
    package var phase: (String) -> Void
    /// Something the caller must say even when quiet (a fallback that changes what the verdicts claim).
    package var warning: (String) -> Void
    /// Whether the children print progress lines of their own.
    package var childrenShowProgress: Bool

    package init(step: @escaping (ProgressStep) -> Void = { _ in }, phase: @escaping (String) -> Void = { _ in },
                warning: @escaping (String) -> Void = { _ in }, childrenShowProgress: Bool = false) {
        self.step = step
        self.phase = phase
        self.warning = warning
        self.childrenShowProgress = childrenShowProgress
    }
}

/// The one measurement pipeline: host prices, instructions (waited for before timing), verify and time,
/// then the results document.
package enum MeasurementPipeline {
    package static func run(_ plan: MeasurementPlan, events: MeasurementEvents = MeasurementEvents()) throws(MeasurementError) -> MeasurementOutcome {
        precondition(plan.prepared == nil || plan.placements == .thisProcess, "a preparation is timed in this process only")
        let start = ContinuousClock.now
        let cpuTimes = CPUTimeSnapshot.now()
        var prices: HostPrices?
        if plan.calibratesHost {
            prices = try HostCalibration.thisProcess { () throws(MeasurementError) in
                events.phase("calibrating this host's prices")
                return try pinned(plan.cpu) { HostCalibration.measure() }
            }
        }
        // Counted in a child of its own during untimed work; waited for before anything is timed.
        var instructions = PendingInstructions(counting: plan.instructions == .off ? nil : Self.countInstructions(plan, events),
                                               required: plan.instructions == .required)
        let environment: () -> EnvironmentInfo = {
            // A placement's child (it times a preparation): its parent describes the toolchain and commit.
            var environment = EnvironmentInfo.current(tools: plan.prepared == nil ? plan.process : nil, cpuTimesSince: cpuTimes, pinnedCPU: plan.cpu)
            environment.host?.prices = prices
            return environment
        }
        var document: ResultsDocument
        if case .placements(let count, let factors, let functionOrders) = plan.placements {
            document = try overPlacements(plan, events, count: count, factors: factors, functionOrders: functionOrders, start: start,
                                          instructions: &instructions, environment: environment)
        } else {
            try instructions.wait()
            let pipeline = CasePipeline(settings: plan.settings)
            let measured = try pinned(plan.cpu) {
                plan.prepared.map { pipeline.time(plan.cases, prepared: $0, progress: events.step) }
                    ?? pipeline.run(plan.cases, progress: events.step)
            }
            document = ResultsBuilder.document(measured, settings: plan.settings, environment: environment(), instructions: instructions.counts,
                                               elapsedSeconds: (ContinuousClock.now - start).seconds)
        }
        document.unavailableCounters[InstructionCounter.counter.id] = instructions.error?.description
        document.timeDecomposition = TimeDecomposition(document)
        return MeasurementOutcome(document: try readable(document), instructionError: instructions.error)
    }

    /// The cases verified, calibrated and counted here, timed in one child per placement, and merged.
    private static func overPlacements(_ plan: MeasurementPlan, _ events: MeasurementEvents, count: Int, factors: Set<PlacementFactor>,
                                       functionOrders: FunctionOrders, start: ContinuousClock.Instant,
                                       instructions: inout PendingInstructions,
                                       environment: () -> EnvironmentInfo) throws(MeasurementError) -> ResultsDocument {
        try withExecutables(count, functionOrders, plan, events) { executables, buildSeconds throws(MeasurementError) in
            events.phase("verifying, calibrating and counting every case in this process")
            let prepared = try pinned(plan.cpu) { CasePipeline(settings: plan.settings).prepare(plan.cases, progress: events.step) }
            if instructions.counting != nil { events.phase("waiting for the instruction counts") }
            try instructions.wait()
            let outcome: PlacementRunner.Outcome
            do throws(PlacementRunError) {
                outcome = try PlacementRunner.run(plan.cases, prepared: prepared, settings: plan.settings, executables: executables,
                                                  varying: factors, cpu: plan.cpu, showsProgress: events.childrenShowProgress,
                                                  timeLimit: plan.timeLimit, process: plan.process, warning: events.warning)
            } catch {
                throw .placements(error)
            }
            var merged = ResultsDocument.merging(outcome.documents, records: outcome.records, prepared: prepared, settings: plan.settings,
                                                 environment: environment(), instructions: instructions.counts,
                                                 elapsedSeconds: (ContinuousClock.now - start).seconds - buildSeconds)
            merged.placementFactors = factors.sorted()
            merged.buildSeconds = buildSeconds
            return merged
        }
    }

    /// Starts counting `plan`'s instructions under callgrind in a child; its outcome, once waited for.
    private static func countInstructions(_ plan: MeasurementPlan, _ events: MeasurementEvents)
        -> BackgroundWork<Result<InstructionCounts, InstructionCountError>> {
        events.phase("counting instructions under callgrind")
        let probe = InstructionProbePlan(plan.cases)
        let process = plan.process, timeLimit = plan.timeLimit, simulating = plan.simulatesCPU
        return BackgroundWork {
            Result { () throws(InstructionCountError) in
                try InstructionCounter.count(probe, process: process, timeLimit: timeLimit, simulatingCPU: simulating)
            }
        }
    }

    /// `document`, unless its readers would refuse it (`ResultsDocument.validationProblem`).
    static func readable(_ document: ResultsDocument) throws(MeasurementError) -> ResultsDocument {
        if let problem = document.validationProblem { throw .unreadable(problem) }
        return document
    }

    /// `body`'s value, on CPU `cpu` when one is given.
    private static func pinned<T>(_ cpu: Int?, _ body: () -> T) throws(MeasurementError) -> T {
        guard let cpu else { return body() }
        do { return try CPUAffinity.withPinned(cpu, body) }
        catch let error as CPUAffinityError { throw .cpu(error) }
        catch { throw .cpu(CPUAffinityError("\(error)")) }
    }

    /// Calls `body` with each placement's binary (relinked per placement, or this one).
    private static func withExecutables<T>(_ count: Int, _ functionOrders: FunctionOrders, _ plan: MeasurementPlan, _ events: MeasurementEvents,
                                           _ body: ([PlacementRunner.Executable], Double) throws(MeasurementError) -> T) throws(MeasurementError) -> T {
        var thisBinary: [PlacementRunner.Executable] {
            get throws(MeasurementError) {
                do throws(PlacementRunError) { return try PlacementRunner.placementExecutables(count, plan.process) } catch { throw .placements(error) }
            }
        }
        guard functionOrders != .one else { return try body(try thisBinary, 0) }
        let build: FunctionOrderBuild
        switch FunctionOrderBuild.forThisExecutable(plan.process) {
        case .success(let found): build = found
        case .failure(let reason):
            if functionOrders == .each { throw .functionOrderBuild(reason) }
            // The intervals then carry the function-order allowance: said whatever --quiet says.
            events.warning("function orders: this pin-bench cannot be relinked here (\(reason)); every placement runs this binary, "
                + "and the intervals allow for another function order (docs/measurement.md)")
            return try body(try thisBinary, 0)
        }
        return try TemporaryDirectory.with("pin-bench-function-orders", cannotCreate: { MeasurementError.functionOrderBuild(FunctionOrderBuildError($0)) }) {
            directory throws(MeasurementError) in
            let start = ContinuousClock.now
            let seeds = (0..<count).map { FunctionOrderBuild.linkSeed(runSeed: plan.settings.seed, index: $0) }
            let paths: [String]
            do throws(FunctionOrderBuildError) {
                paths = try build.executables(seeds: seeds, into: directory.path, timeLimit: plan.timeLimit) { events.phase($0) }
            } catch {
                throw .functionOrderBuild(error)
            }
            return try body(zip(paths, seeds).map { PlacementRunner.Executable(path: $0, linkSeed: $1) }, (ContinuousClock.now - start).seconds)
        }
    }
}

/// The instruction counts of a run, counted in a child of their own, once waited for.
private struct PendingInstructions {
    let counting: BackgroundWork<Result<InstructionCounts, InstructionCountError>>?
    /// Whether a failed count fails the run (else it is recorded as the counter's absence).
    let required: Bool
    var counts: InstructionCounts?
    var error: InstructionCountError?

    init(counting: BackgroundWork<Result<InstructionCounts, InstructionCountError>>?, required: Bool) {
        self.counting = counting
        self.required = required
    }

    mutating func wait() throws(MeasurementError) {
        guard let counting else { return }
        switch counting.value {
        case .success(let counts): self.counts = counts
        case .failure(let error):
            if required { throw .instructions(error) }
            self.error = error
        }
    }
}
