import PinBenchKit
import PinBenchMeasurement
import PinBenchSystem

/// What `pin-bench check` does: measures a baseline's cases again and gates them.
package struct GateCheck {
    package var baseline: ResultsDocument
    package var gate: GateSettings
    /// The time tier's rounds, sample length and seed; its reference strategy is the baseline's.
    package var measurement: MeasurementSettings
    /// The time tier's placements; nil: the baseline's, at least `PlacementEstimate.minimumPlacements`.
    package var placements: Int?
    package var functionOrders = FunctionOrders.auto
    /// How long the placements' children and the callgrind child may take.
    package var timeLimit = ChildTimeLimit()
    /// Measures baseline scenarios over the work budget instead of refusing them.
    package var allowSlow = false
    /// The environment the children start with, and the executables they run.
    package var process: ProcessSettings

    package init(baseline: ResultsDocument, gate: GateSettings, measurement: MeasurementSettings, process: ProcessSettings) {
        self.baseline = baseline
        self.gate = gate
        self.measurement = measurement
        self.process = process
    }

    /// Whether the check times the cases: only when the time tier is judged.
    package var timesCases: Bool {
        TierChoice(gate, gaps: baseline.baselineGaps()).judged.contains(.time)
    }

    /// Measures the baseline's cases (reporting progress and warnings through `events`) and compares.
    package func run(events: MeasurementEvents = MeasurementEvents()) throws(GateCheckError) -> GateCheckOutcome {
        let plan: [PlannedScenario]
        do { plan = try baseline.plan() } catch { throw .unplannable(error) }
        if !allowSlow, let reason = plan.lazy.compactMap(\.scenario.overBudgetReason).first { throw .overBudget(reason) }
        var gaps = baseline.baselineGaps()
        if let reason = InstructionCounter.unavailableReason(process) {
            gaps += GateTier.countedUnderCallgrind.map { TierGap($0, .machineCannotMeasure, "cannot count instructions: \(reason)") }
        }
        let here = EnvironmentInfo.current(tools: process)
        if !gate.judgesTimeAcrossHosts, case let hosts = HostComparison(baseline.environment, here), !hosts.identity.isEmpty {
            // Known before measuring: time would not be judged, so it is not measured.
            gaps.append(TierGap(.time, .hostsDiffer, HostChange(hosts: hosts, prices: nil, baseline: []).gapReason(gate)))
        }
        let tiers = TierChoice(gate, gaps: gaps)
        if !tiers.refused.isEmpty { throw .refused(tiers.refused) }

        let countsInstructions = tiers.judged.contains { $0.isCountedUnderCallgrind }
        let candidate: [GateObservation]
        let unverified: [String]
        var measured: ResultsDocument?
        do throws(MeasurementError) {
            if tiers.judged.contains(.time) {
                let document = try timed(plan, countingInstructions: countsInstructions, events: events)
                candidate = GateObservation.all(document)
                unverified = document.unverifiedCases
                measured = document
            } else {
                candidate = GateObservation.deterministic(plan, instructions: try counted(plan, countingInstructions: countsInstructions, events: events))
                unverified = CasePipeline.failingCases(plan)
            }
        } catch {
            throw .measurement(error)
        }
        let report = Gate.compare(baseline: GateObservation.all(baseline), candidate: candidate, settings: gate,
                                  environments: (baseline.environment, measured?.environment ?? here),
                                  unverifiedCases: unverified, gaps: gaps, prices: measured.flatMap { PricePair(old: baseline, new: $0) })
        return GateCheckOutcome(report: report, measured: measured)
    }

    /// The time tier's measurement: over placements as `run` makes it, with the baseline's reference.
    private func timed(_ plan: [PlannedScenario], countingInstructions: Bool, events: MeasurementEvents) throws(MeasurementError) -> ResultsDocument {
        var settings = measurement
        settings.reference = baseline.settings.reference
        var timed = MeasurementPlan(cases: plan, settings: settings, process: process)
        let count = placements ?? max(baseline.placementCount, PlacementEstimate.minimumPlacements)
        timed.placements = .measured(in: count, functionOrders: functionOrders)
        timed.instructions = countingInstructions ? .required : .off
        timed.calibratesHost = true
        timed.timeLimit = timeLimit
        return try MeasurementPipeline.run(timed, events: events).document
    }

    /// Without time: the instructions of one pass of each case under callgrind, when judged.
    private func counted(_ plan: [PlannedScenario], countingInstructions: Bool, events: MeasurementEvents) throws(MeasurementError) -> InstructionCounts? {
        guard countingInstructions else { return nil }
        events.phase("counting instructions under callgrind")
        do { return try InstructionCounter.count(InstructionProbePlan(plan), process: process, timeLimit: timeLimit) } catch { throw .instructions(error) }
    }
}

/// What a check found: the gate's report, and the timed measurement when time was judged.
package struct GateCheckOutcome {
    package var report: GateReport
    /// The new measurement as a results file; nil when only counted (no time tier judged).
    package var measured: ResultsDocument?
}

/// Why a check judged nothing.
package enum GateCheckError: Error {
    /// The baseline's cases cannot be planned again (a scenario or strategy this build does not know).
    case unplannable(InputFileError)
    /// A baseline scenario is over the work budget (`Scenario.overBudgetReason`) and `allowSlow` is off.
    case overBudget(String)
    /// Tiers asked for that cannot be judged, each with its gap.
    case refused([TierGap])
    /// The measurement stopped.
    case measurement(MeasurementError)
}
