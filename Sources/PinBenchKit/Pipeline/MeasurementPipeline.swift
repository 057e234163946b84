/// What one measurement takes: the cases, the method, where the times come from, the CPU to pin to
/// and whether instructions are counted. `run`, `check`'s time tier, a layout's child and
/// `gate-selftest` all measure through `MeasurementPipeline.run(_:)`; none wires the stages itself.
package struct MeasurementPlan: Sendable {
    /// Where the times are taken.
    package enum Layouts: Sendable, Equatable {
        /// In this process.
        case thisProcess
        /// One child process of this executable per layout, varying `factors` (`run --layouts K`).
        case processes(count: Int, varying: Set<LayoutFactor>)
        /// One relinked binary per layout (`run --code-layouts K`); process layouts where this
        /// executable cannot be relinked, said through the events' warning.
        case code(count: Int, varying: Set<LayoutFactor>)

        /// How many layouts the times come from.
        package var count: Int {
            switch self {
            case .thisProcess: 1
            case .processes(let count, _), .code(let count, _): count
            }
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
    package var layouts: Layouts = .thisProcess
    package var cpu: Int? = nil
    package var instructions: Instructions = .off
    package var timeLimit = ChildTimeLimit()
    /// A stopping rule judged outside measurement (`check --extra-rounds`), in place of
    /// `settings.rounds`: only with `layouts` `.thisProcess`, since a closure cannot go to a child.
    package var looks: ScenarioLooks?

    package init(cases: [PlannedScenario], settings: MeasurementSettings) {
        self.cases = cases
        self.settings = settings
    }
}

/// What a measurement gives: its results document, and why instructions are missing from it if
/// they were asked for and could not be had.
package struct MeasurementOutcome: Sendable {
    package var document: ResultsDocument
    package var instructionError: InstructionCountError?
}

/// Why a measurement stopped without a document.
package enum MeasurementError: Error, CustomStringConvertible {
    /// The relinked binaries could not be built or run (`run --code-layouts`).
    case codeLayouts(CodeLayoutError)
    /// A layout's child failed or ran past its time limit.
    case layouts(LayoutRunError)
    /// Instructions were required and could not be counted.
    case instructions(InstructionCountError)
    /// The measuring thread could not be pinned (`--cpu`).
    case cpu(CPUAffinityError)
    /// The measurement is unfit to be saved (`ResultsDocument.validationProblem`): written, it would
    /// be refused by every verb that reads it.
    case unreadable(String)

    package var description: String {
        switch self {
        case .codeLayouts(let error): "code layouts: \(error)"
        case .layouts(let error): "\(error)"
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
    /// A scenario (or a layout's) step, for a progress line.
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

/// The one measurement pipeline: instructions (a callgrind child) → verify and time each scenario
/// (`CasePipeline`, in this process or in one child per layout) → the results document
/// (`ResultsBuilder`, or `ResultsDocument.merging` over the layouts), with the tiers it can judge.
package enum MeasurementPipeline {
    package static func run(_ plan: MeasurementPlan, events: MeasurementEvents = MeasurementEvents()) throws(MeasurementError) -> MeasurementOutcome {
        precondition(plan.looks == nil || plan.layouts == .thisProcess, "looks judged in this process only")
        let start = ContinuousClock.now
        let cpuTimes = CPUTimeSnapshot.now()
        var instructions: InstructionCounts?
        var instructionError: InstructionCountError?
        if plan.instructions != .off {
            events.phase("counting instructions under callgrind")
            do {
                instructions = try InstructionCounter.count(InstructionProbePlan(plan.cases), timeLimit: plan.timeLimit)
            } catch {
                if plan.instructions == .required { throw .instructions(error) }
                instructionError = error
            }
        }
        let environment: () -> EnvironmentInfo = { EnvironmentInfo.current(cpuTimesSince: cpuTimes, pinnedCPU: plan.cpu) }
        var document: ResultsDocument
        if let layouts = try layoutOutcome(plan, events) {
            document = ResultsDocument.merging(layouts.outcome.documents, records: layouts.outcome.records, settings: plan.settings,
                                               environment: environment(), instructions: instructions,
                                               elapsedSeconds: (ContinuousClock.now - start).seconds)
            document.layoutFactors = layouts.factors.sorted()
        } else {
            let measure = { CasePipeline(settings: plan.settings, looks: plan.looks).run(plan.cases, progress: events.step) }
            var measured: [VerifiedScenario] = []
            if let cpu = plan.cpu {
                do { measured = try CPUAffinity.withPinned(cpu, measure) }
                catch let error as CPUAffinityError { throw .cpu(error) }
                catch { throw .cpu(CPUAffinityError("\(error)")) }
            } else {
                measured = measure()
            }
            document = ResultsBuilder.document(measured, settings: plan.settings, environment: environment(), instructions: instructions,
                                               elapsedSeconds: (ContinuousClock.now - start).seconds)
        }
        document.unavailableCounters[InstructionCounter.counter.id] = instructionError?.description
        document.judgeableTiers = document.tiersItCanJudge
        return MeasurementOutcome(document: try readable(document), instructionError: instructionError)
    }

    /// `document`, unless its readers would refuse it (`ResultsDocument.validationProblem`).
    static func readable(_ document: ResultsDocument) throws(MeasurementError) -> ResultsDocument {
        if let problem = document.validationProblem { throw .unreadable(problem) }
        return document
    }

    /// The layouts' documents, or nil for a measurement in this process.
    private static func layoutOutcome(_ plan: MeasurementPlan, _ events: MeasurementEvents)
        throws(MeasurementError) -> (outcome: LayoutRunner.Outcome, factors: Set<LayoutFactor>)? {
        let processLayouts = { (count: Int, factors: Set<LayoutFactor>) throws(MeasurementError) -> LayoutRunner.Outcome in
            do throws(LayoutRunError) {
                return try LayoutRunner.run(plan.cases, settings: plan.settings, executables: try LayoutRunner.processLayouts(count),
                                            varying: factors, cpu: plan.cpu, showsProgress: events.childrenShowProgress,
                                            timeLimit: plan.timeLimit)
            } catch { throw .layouts(error) }
        }
        switch plan.layouts {
        case .thisProcess:
            return nil
        case .processes(let count, let factors):
            return (try processLayouts(count, factors), factors)
        case .code(let count, let factors):
            switch CodeLayoutBuild.forThisExecutable() {
            case .success(let build):
                do {
                    let outcome = try LayoutRunner.runCodeLayouts(plan.cases, settings: plan.settings, build: build, count: count,
                                                                  varying: factors, cpu: plan.cpu, showsProgress: events.childrenShowProgress,
                                                                  timeLimit: plan.timeLimit) { events.phase($0) }
                    return (outcome, factors)
                } catch let error as CodeLayoutError {
                    throw .codeLayouts(error)
                } catch let error as LayoutRunError {
                    throw .layouts(error)
                } catch {
                    throw .layouts(LayoutRunError("\(error)"))
                }
            case .failure(let reason):
                // The verdicts then hold over process layouts only: said whatever --quiet says.
                events.warning("code layouts are not possible here (\(reason)); measuring \(count) process layouts instead")
                return (try processLayouts(count, factors), factors)
            }
        }
    }
}
