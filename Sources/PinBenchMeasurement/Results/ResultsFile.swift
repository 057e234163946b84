import Foundation
import PinBenchSystem

/// Reading and writing results files, schema and cases checked, so none is read half-right.
extension ResultsDocument {
    package static func load(_ path: String) throws(InputFileError) -> ResultsDocument {
        let data = try InputFileError.contents(of: path)
        guard !data.isEmpty else { throw InputFileError(path, "is empty") }
        struct Header: Decodable {
            var schema: String?
            var schemaVersion: Int?
        }
        let header = try InputFileError.decoded(Header.self, from: data, path: path) {
            "is not valid JSON (\($0)); truncated or not a PinBench results file"
        }
        guard header.schema == schemaName else {
            throw InputFileError(path, "is not a PinBench results file (schema \(header.schema.map { "'\($0)'" } ?? "missing"), expected '\(schemaName)')")
        }
        guard let version = header.schemaVersion, readableSchemaVersions.contains(version) else {
            throw InputFileError(path, "has schema version \(header.schemaVersion.map(String.init) ?? "missing"); this pin-bench reads versions \(readableSchemaVersions.lowerBound)-\(readableSchemaVersions.upperBound)")
        }
        let document: ResultsDocument
        do {
            document = try JSONDecoder().decode(ResultsDocument.self, from: try ResultsUpgrade.upgraded(data, from: version))
        } catch {
            throw InputFileError(path, "is malformed: \(InputFileError.describe(error))")
        }
        // Validated before anything is derived from it: judging again reads every ratio's placements.
        if let problem = document.validationProblem { throw InputFileError(path, problem) }
        var completed = version < ResultsUpgrade.judgedOverPlacementsSince ? ResultsUpgrade.judgedAgain(document) : document
        // Derived counts are this build's: a file written with other cost-model weights is judged with these.
        for index in completed.cases.indices { completed.cases[index].counts = CostModel.completing(completed.cases[index].counts) }
        // The decomposition is derived as this build derives it (files before schema 6 have none).
        completed.timeDecomposition = TimeDecomposition(completed)
        return completed
    }

    /// Writes the document as JSON, atomically (see `SafeFile.write`).
    package func save(_ path: String) throws {
        try SafeFile.write(jsonText(), to: path)
    }

    /// The document as the JSON its files hold.
    package func jsonText() throws -> String {
        try JSONText.encode(self)
    }
}
