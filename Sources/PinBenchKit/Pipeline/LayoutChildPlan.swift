import Foundation

/// What one child process of `run --layouts K` measures, written to a file by the parent: the
/// scenarios (by spec) and strategies (by name), the settings, the layout's placement and the CPU to
/// pin to.
package struct LayoutChildPlan: Codable, Sendable {
    package struct Entry: Codable, Sendable {
        package var series: String
        package var scenario: String
        package var strategies: [String]
    }

    package var entries: [Entry]
    package var settings: MeasurementSettings
    package var placement: LayoutPlacement
    /// The CPU the measuring thread is pinned to, if any.
    package var cpu: Int?
    /// Prefix of the child's progress lines ("layout 2/5: "); nil for none.
    package var progressPrefix: String?

    package init(_ plan: [PlannedScenario], settings: MeasurementSettings, placement: LayoutPlacement, cpu: Int?,
                progressPrefix: String?) {
        entries = plan.map { Entry(series: $0.series, scenario: $0.scenario.description, strategies: $0.strategies.map { $0.name }) }
        self.settings = settings
        self.placement = placement
        self.cpu = cpu
        self.progressPrefix = progressPrefix
    }

    /// The plan as `CasePipeline` takes it.
    package func plannedScenarios() throws -> [PlannedScenario] {
        try entries.map { entry in
            PlannedScenario(series: entry.series, scenario: try Scenario(spec: entry.scenario),
                            strategies: try StrategyRegistry.named(entry.strategies))
        }
    }

    /// Measures the plan in this process with the full method (`MeasurementPipeline`), inside the
    /// placement's stack offset (the heap warm-up is the caller's, done first), as a one-layout
    /// document.
    package func measure(progress: @escaping (ProgressStep) -> Void) throws -> ResultsDocument {
        var plan = MeasurementPlan(cases: try plannedScenarios(), settings: settings)
        plan.cpu = cpu
        let outcome = placement.withStackOffset {
            Result { () throws(MeasurementError) in try MeasurementPipeline.run(plan, events: MeasurementEvents(step: progress)) }
        }
        return try outcome.get().document
    }
}
