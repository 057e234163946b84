import Foundation
import PinBenchMeasurement
import PinBenchSystem

/// Per-case thresholds from `--thresholds FILE` (format: docs/ci.md): later matching rules override
/// earlier ones, tier by tier.
package struct GateThresholds: Codable, Sendable, Equatable {
    package static let schemaName = "pinbench.thresholds"
    package static let currentSchemaVersion = 1

    package var schema = Self.schemaName
    package var schemaVersion = Self.currentSchemaVersion
    package var rules: [Rule]

    package struct Rule: Codable, Sendable, Equatable {
        package var `case`: String?
        package var pattern: String?
        package var instructions: Double?
        package var counters: Double?
        package var cost: Double?
        package var time: Double?
        /// Why the rule is there (written by gate-selftest; free text otherwise).
        package var note: String?

        package init(case name: String? = nil, pattern: String? = nil, instructions: Double? = nil, counters: Double? = nil,
                    cost: Double? = nil, time: Double? = nil, note: String? = nil) {
            self.case = name
            self.pattern = pattern
            self.instructions = instructions
            self.counters = counters
            self.cost = cost
            self.time = time
            self.note = note
        }

        /// The keys a rule may have in a file.
        static let keys: Set = ["case", "pattern", "instructions", "counters", "cost", "time", "note"]

        func matches(_ name: String) -> Bool {
            if let exact = self.case { return exact == name }
            guard let pattern, let matcher = try? CasePattern.compile(pattern) else { return false }
            return matcher.matches(name)
        }
    }

    package init(rules: [Rule]) {
        self.rules = rules
    }

    /// The rules matching none of `names`: a typo that would otherwise apply silently nothing.
    package func unmatchedRules(among names: [String]) -> [Int] {
        rules.indices.filter { index in !names.contains { rules[index].matches($0) } }.map { $0 + 1 }
    }

    /// `settings`' thresholds for the case `name`, with every matching rule applied in order.
    package func settings(_ settings: GateSettings, for name: String) -> GateSettings {
        var result = settings
        for rule in rules where rule.matches(name) {
            if let value = rule.instructions { result.instructionThreshold = value }
            if let value = rule.counters { result.counterThreshold = value }
            if let value = rule.cost { result.costThreshold = value }
            if let value = rule.time { result.timeThreshold = value }
        }
        return result
    }

    /// Reads and checks a thresholds file.
    package static func load(_ path: String) throws(InputFileError) -> GateThresholds {
        let data = try InputFileError.contents(of: path)
        let thresholds = try InputFileError.decoded(GateThresholds.self, from: data, path: path) {
            "is not a thresholds file (\($0)); see `pin-bench compare --help`"
        }
        guard thresholds.schema == schemaName, thresholds.schemaVersion == currentSchemaVersion else {
            throw InputFileError(path, "has schema '\(thresholds.schema)' version \(thresholds.schemaVersion); expected '\(schemaName)' version \(currentSchemaVersion)")
        }
        // A key the gate does not know (a tier's name, `allocations`) would be ignored without a word.
        let rules = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        for (index, rule) in rules.enumerated() {
            if let unknown = Set(rule.keys).subtracting(Rule.keys).sorted().first {
                throw InputFileError(path, "rule \(index + 1) has the key '\(unknown)', which no threshold reads; a rule's keys are "
                    + Rule.keys.sorted().joined(separator: ", ") + " (allocations, bytes, retains and releases are all 'counters')")
            }
        }
        for (index, rule) in thresholds.rules.enumerated() {
            guard (rule.case == nil) != (rule.pattern == nil) else {
                throw InputFileError(path, "rule \(index + 1) must name exactly one of 'case' and 'pattern'")
            }
            if let pattern = rule.pattern {
                do { _ = try CasePattern.compile(pattern) } catch { throw InputFileError(path, "rule \(index + 1): \(error)") }
            }
            for value in [rule.instructions, rule.counters, rule.cost, rule.time].compactMap({ $0 }) where !(0...10).contains(value) {
                throw InputFileError(path, "rule \(index + 1): threshold \(value) is outside 0...10 (a fraction: 0.05 is 5%)")
            }
        }
        return thresholds
    }

    /// The file's text, as `load` reads it.
    package func json() throws -> String {
        try JSONText.encode(self)
    }
}
