import Foundation

/// Reading and writing `ResultsDocument` files. Reading checks the schema name and version before
/// decoding, so an old or foreign file is reported as such instead of as a random decoding error, and
/// the decoded cases after (`validationProblem`), so that no verb reads a file half-right.
extension ResultsDocument {
    package static func load(_ path: String) throws(InputFileError) -> ResultsDocument {
        let data = try InputFileError.contents(of: path)
        guard !data.isEmpty else { throw InputFileError(path, "is empty") }
        struct Header: Decodable {
            var schema: String?
            var schemaVersion: Int?
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw InputFileError(path, "is not valid JSON (\(describe(error))); truncated or not a PinBench results file")
        }
        guard header.schema == schemaName else {
            throw InputFileError(path, "is not a PinBench results file (schema \(header.schema.map { "'\($0)'" } ?? "missing"), expected '\(schemaName)')")
        }
        guard let version = header.schemaVersion, readableSchemaVersions.contains(version) else {
            throw InputFileError(path, "has schema version \(header.schemaVersion.map(String.init) ?? "missing"); this pin-bench reads versions \(readableSchemaVersions.lowerBound)-\(readableSchemaVersions.upperBound)")
        }
        var document: ResultsDocument
        do {
            document = try JSONDecoder().decode(ResultsDocument.self, from: try ResultsUpgrade.upgraded(data, from: version))
            if version < currentSchemaVersion { document = ResultsUpgrade.judgedAgain(document) }
        } catch {
            throw InputFileError(path, "is malformed: \(describe(error))")
        }
        if let problem = document.validationProblem { throw InputFileError(path, problem) }
        return document
    }

    /// Writes the document as JSON, atomically (see `SafeFile.write`).
    package func save(_ path: String) throws {
        try SafeFile.write(jsonText(), to: path)
    }

    /// The document as the JSON its files hold.
    package func jsonText() throws -> String {
        try JSONText.encode(self)
    }

    private static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .dataCorrupted(let context): return context.debugDescription + (context.codingPath.isEmpty ? "" : " at \(path(context))")
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context): return "wrong type at \(path(context)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "missing value at \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
