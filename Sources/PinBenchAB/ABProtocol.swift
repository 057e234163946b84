import PinBenchMeasurement

/// The line protocol of `ab` and its `serve` children (docs/ci.md, "The `serve` protocol").
package enum ABProtocol {
    package static let version = 1
    static let helloWord = "pin-bench-serve"

    /// The child's first lines: who it is, and the cases it can time.
    struct Hello: Equatable, Sendable {
        var protocolVersion: Int
        var schema: String
        var schemaVersion: Int
        var cases: [String]

        init(protocolVersion: Int = ABProtocol.version, schema: String = ResultsDocument.schemaName,
                    schemaVersion: Int = ResultsDocument.currentSchemaVersion, cases: [String]) {
            self.protocolVersion = protocolVersion
            self.schema = schema
            self.schemaVersion = schemaVersion
            self.cases = cases
        }

        var lines: [String] {
            ["\(ABProtocol.helloWord) \(protocolVersion) \(schema) \(schemaVersion) \(cases.count)"] + cases.map { "case \($0)" }
        }

        /// The case count announced by a first line, or nil when it is not a hello of any version.
        static func caseCount(firstLine line: String) -> (hello: Hello, count: Int)? {
            let words = line.split(separator: " ").map(String.init)
            guard words.count == 5, words[0] == ABProtocol.helloWord, let version = Int(words[1]), let schemaVersion = Int(words[3]),
                  let count = Int(words[4]), count >= 0 else { return nil }
            return (Hello(protocolVersion: version, schema: words[2], schemaVersion: schemaVersion, cases: []), count)
        }

        /// Why a child with this hello cannot be used by this pin-bench, or nil.
        var incompatibility: String? {
            if protocolVersion != ABProtocol.version {
                return "speaks serve protocol \(protocolVersion), this pin-bench speaks \(ABProtocol.version)"
            }
            // Its results are read like any file, older versions through `ResultsUpgrade`.
            if schema != ResultsDocument.schemaName || !ResultsDocument.readableSchemaVersions.contains(schemaVersion) {
                let readable = ResultsDocument.readableSchemaVersions
                return "writes results schema \(schema) \(schemaVersion), this pin-bench reads "
                    + "\(ResultsDocument.schemaName) \(readable.lowerBound)-\(readable.upperBound)"
            }
            return nil
        }
    }

    package enum Request: Equatable, Sendable {
        case prepare(index: Int, seconds: Double)
        case time(index: Int, passes: Int)
        case quit

        package var line: String {
            switch self {
            case .prepare(let index, let seconds): "prepare \(index) \(seconds)"
            case .time(let index, let passes): "time \(index) \(passes)"
            case .quit: "quit"
            }
        }

        /// The request a line asks for, or nil when it is not one.
        package init?(line: String) {
            let words = line.split(separator: " ").map(String.init)
            switch (words.first, words.count) {
            case ("prepare", 3):
                guard let index = Int(words[1]), let seconds = Double(words[2]), seconds > 0, seconds <= 60 else { return nil }
                self = .prepare(index: index, seconds: seconds)
            case ("time", 3):
                guard let index = Int(words[1]), let passes = Int(words[2]), passes > 0 else { return nil }
                self = .time(index: index, passes: passes)
            case ("quit", 1):
                self = .quit
            default:
                return nil
            }
        }
    }

    package enum Reply: Equatable, Sendable {
        case prepared(passes: Int)
        case time(wall: UInt64, cpu: UInt64)
        case error(String)

        package var line: String {
            switch self {
            case .prepared(let passes): "prepared \(passes)"
            case .time(let wall, let cpu): "time \(wall) \(cpu)"
            case .error(let text): "error \(text.split(whereSeparator: \.isNewline).joined(separator: " / "))"
            }
        }

        /// The reply a line carries, or nil when it is not one.
        init?(line: String) {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            switch (words.first, words.count) {
            case ("prepared", 2):
                guard let passes = Int(words[1]), passes > 0 else { return nil }
                self = .prepared(passes: passes)
            case ("time", 2):
                let figures = words[1].split(separator: " ").compactMap { UInt64($0) }
                guard figures.count == 2 else { return nil }
                self = .time(wall: figures[0], cpu: figures[1])
            case ("error", _):
                self = .error(words.count == 2 ? words[1] : "")
            default:
                return nil
            }
        }
    }
}
