import Foundation
import PinBenchKit
import PinBenchSystem

/// What one child process of a run over placements measures, written to a file by the parent: the
/// scenarios (by spec) and strategies (by name), the settings, the placement, the CPU to pin to, and
/// the parent's preparation (verification, passes, counts), so that the child only times.
package struct PlacementChildPlan: Codable, Sendable {
    package struct Entry: Codable, Sendable {
        package var series: String
        package var scenario: String
        package var strategies: [String]
    }

    package var entries: [Entry]
    package var settings: MeasurementSettings
    package var placement: ProcessPlacement
    /// The CPU the measuring thread is pinned to, if any.
    package var cpu: Int?
    /// Prefix of the child's progress lines ("placement 2/5: "); nil for none.
    package var progressPrefix: String?
    /// The parent's preparation of each entry, in entry order: the child times the strategies it
    /// kept with its passes, and verifies and counts nothing.
    package var prepared: [ScenarioPreparation]

    package init(_ plan: [PlannedScenario], settings: MeasurementSettings, placement: ProcessPlacement, cpu: Int?,
                progressPrefix: String?, prepared: [ScenarioPreparation]) {
        entries = plan.map { Entry(series: $0.series, scenario: $0.scenario.description, strategies: $0.strategies.map { $0.name }) }
        self.settings = settings
        self.placement = placement
        self.cpu = cpu
        self.progressPrefix = progressPrefix
        self.prepared = prepared
    }

    /// The plan as `CasePipeline` takes it.
    func plannedScenarios() throws -> [PlannedScenario] {
        try entries.map { entry in
            PlannedScenario(series: entry.series, scenario: try Scenario(spec: entry.scenario),
                            strategies: try StrategyRegistry.named(entry.strategies))
        }
    }

    /// Times the plan in this process with the prepared passes (`MeasurementPipeline`), inside the
    /// placement's stack offset (the heap warm-up is the caller's, done first), as a one-placement
    /// document without counts or verification (the parent has them).
    package func measure(process: ProcessSettings, progress: @escaping (ProgressStep) -> Void) throws -> ResultsDocument {
        var plan = MeasurementPlan(cases: try plannedScenarios(), settings: settings, process: process)
        plan.cpu = cpu
        plan.prepared = prepared
        let outcome = placement.withStackOffset {
            Result { () throws(MeasurementError) in try MeasurementPipeline.run(plan, events: MeasurementEvents(step: progress)) }
        }
        return try outcome.get().document
    }
}
