import Foundation

/// Per-case thresholds for the gate, read from a JSON file (`--thresholds FILE`), overriding the
/// global `--*-threshold` values where a rule matches:
///
///     {
///       "schema": "pinbench.thresholds", "schemaVersion": 1,
///       "rules": [
///         { "pattern": "/depth:(1|4)/", "time": 0.15 },
///         { "case": "BM_Chain/if-else/depth:16/hidden:none/fanin:1", "instructions": 0.02, "counters": 0.1 }
///       ]
///     }
///
/// A rule names one case exactly (`case`) or every case whose name contains a match of a regular
/// expression (`pattern`); it sets any of `instructions`, `counters` (allocations, bytes, retains +
/// releases) and `time`, as fractions. Rules apply in order, a later match overriding an earlier one,
/// tier by tier. `pin-bench gate-selftest --write-thresholds FILE` writes one from measured noise.
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
        package var time: Double?
        /// Why the rule is there (written by gate-selftest; free text otherwise).
        package var note: String?

        package init(case name: String? = nil, pattern: String? = nil, instructions: Double? = nil, counters: Double? = nil,
                    time: Double? = nil, note: String? = nil) {
            self.case = name
            self.pattern = pattern
            self.instructions = instructions
            self.counters = counters
            self.time = time
            self.note = note
        }

        func matches(_ name: String) -> Bool {
            if let exact = self.case { return exact == name }
            guard let pattern, let regex = try? Regex(pattern) else { return false }
            return name.contains(regex)
        }
    }

    package init(rules: [Rule]) {
        self.rules = rules
    }

    /// `settings`' thresholds for the case `name`, with every matching rule applied in order.
    package func settings(_ settings: GateSettings, for name: String) -> GateSettings {
        var result = settings
        for rule in rules where rule.matches(name) {
            if let value = rule.instructions { result.instructionThreshold = value }
            if let value = rule.counters { result.counterThreshold = value }
            if let value = rule.time { result.timeThreshold = value }
        }
        return result
    }

    /// Reads and checks a thresholds file: schema, each rule naming a case or a valid pattern, values
    /// from 0 to 10.
    package static func load(_ path: String) throws(InputFileError) -> GateThresholds {
        let data = try InputFileError.contents(of: path)
        let thresholds: GateThresholds
        do {
            thresholds = try JSONDecoder().decode(GateThresholds.self, from: data)
        } catch {
            throw InputFileError(path, "is not a thresholds file (\(error)); see `pin-bench compare --help`")
        }
        guard thresholds.schema == schemaName, thresholds.schemaVersion == currentSchemaVersion else {
            throw InputFileError(path, "has schema '\(thresholds.schema)' version \(thresholds.schemaVersion); expected '\(schemaName)' version \(currentSchemaVersion)")
        }
        for (index, rule) in thresholds.rules.enumerated() {
            guard (rule.case == nil) != (rule.pattern == nil) else {
                throw InputFileError(path, "rule \(index + 1) must name exactly one of 'case' and 'pattern'")
            }
            if let pattern = rule.pattern, (try? Regex(pattern)) == nil {
                throw InputFileError(path, "rule \(index + 1): '\(pattern)' is not a valid regular expression")
            }
            for value in [rule.instructions, rule.counters, rule.time].compactMap({ $0 }) where !(0...10).contains(value) {
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
