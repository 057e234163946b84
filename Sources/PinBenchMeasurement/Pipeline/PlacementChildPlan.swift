import Foundation
import PinBenchKit
import PinBenchSystem

/// What one placement's child measures, with the parent's preparation.
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
    /// The parent's preparation per entry: the child only times.
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

    /// Times the plan inside the placement's stack offset (the caller warms the heap first).
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
