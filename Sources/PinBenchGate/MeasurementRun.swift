import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What `pin-bench run` measures, as values: the suite and the cases of it to measure, and how.
package struct MeasurementRunRequest {
    package var suite: BenchmarkSuite
    /// Only the cases whose name matches (`CasePattern`); nil: every case of the suite.
    package var filter: CaseMatcher?
    package var settings = MeasurementSettings()
    /// Whether `settings.reference` was chosen rather than defaulted; a chosen one must be measured.
    package var referenceChosen = false
    package var placements = MeasurementPlan.Placements.thisProcess
    package var cpu: Int?
    /// Instructions are counted when they can be (a failure is the outcome's `instructionError`).
    package var countsInstructions = false
    /// Whether the count adds callgrind's simulated cache and branch misses (`MeasurementPlan.simulatesCPU`).
    package var simulatesCPU = true
    package var timeLimit = ChildTimeLimit()
    /// Measures scenarios over the work budget instead of refusing them.
    package var allowSlow = false
    /// Measures even in a build without optimization, whose times mean nothing.
    package var allowDebug = false
    /// The environment the children start with, and the executables they run.
    package var process: ProcessSettings

    package init(suite: BenchmarkSuite, process: ProcessSettings) {
        self.suite = suite
        self.process = process
    }
}

/// What `pin-bench run` does: plans, refuses meaningless runs, measures, records tiers.
package struct MeasurementRun {
    /// The cases and how they are measured.
    package let plan: MeasurementPlan

    package init(_ request: MeasurementRunRequest) throws(MeasurementRunRefusal) {
        if EnvironmentInfo.isDebugBuild && !request.allowDebug { throw .debugBuild }
        let cases = request.suite.plan(filter: request.filter)
        guard !cases.isEmpty else { throw .noCase }
        let reference = request.settings.reference
        if request.referenceChosen, !cases.contains(where: { $0.strategies.contains { StrategyName($0) == reference } }) {
            throw .referenceNotMeasured(reference)
        }
        if !request.allowSlow, let reason = cases.lazy.compactMap(\.scenario.overBudgetReason).first { throw .overBudget(reason) }
        var plan = MeasurementPlan(cases: cases, settings: request.settings, process: request.process)
        plan.placements = request.placements
        plan.cpu = request.cpu
        plan.instructions = request.countsInstructions ? .ifPossible : .off
        plan.simulatesCPU = request.simulatesCPU
        plan.calibratesHost = true
        plan.timeLimit = request.timeLimit
        self.plan = plan
    }

    /// The number of cases (strategy × scenario) measured.
    package var caseCount: Int { plan.cases.reduce(0) { $0 + $1.strategies.count } }

    /// Measures the plan, reporting progress and warnings through `events`.
    package func measure(events: MeasurementEvents = MeasurementEvents()) throws(MeasurementError) -> MeasurementRunOutcome {
        let outcome = try MeasurementPipeline.run(plan, events: events)
        var document = outcome.document
        document.judgeableTiers = document.tiersItCanJudge
        return MeasurementRunOutcome(document: document, instructionError: outcome.instructionError)
    }
}

/// Why a run measures nothing.
package enum MeasurementRunRefusal: Error, Equatable {
    /// This build has no optimization and `allowDebug` is off.
    case debugBuild
    /// The filter matches no case of the suite.
    case noCase
    /// The chosen reference strategy (named) is in none of the planned cases.
    case referenceNotMeasured(StrategyName)
    /// A scenario is over the work budget (`Scenario.overBudgetReason`) and `allowSlow` is off.
    case overBudget(String)
}

/// What a run measured: its results document, and how it ended.
package struct MeasurementRunOutcome {
    /// How a run that gave a document ended.
    package enum Status: Equatable {
        case complete
        /// Some cases failed verification and were not timed (`document.unverifiedCases`).
        case unverifiedCases
        /// The instructions were not counted because their child ran past its time limit.
        case childTimedOut
    }

    /// The measurement, with the tiers it can judge as a baseline recorded.
    package var document: ResultsDocument
    /// Why the instructions asked for are missing from the document, if they are.
    package var instructionError: InstructionCountError?

    package var status: Status {
        if !document.unverifiedCases.isEmpty { return .unverifiedCases }
        return instructionError?.childTimeout != nil ? .childTimedOut : .complete
    }
}
