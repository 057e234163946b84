import Foundation

/// An input file (results, baseline or Google Benchmark JSON) that is missing, unreadable, malformed
/// or of another schema version: `path` names it, `problem` says what is wrong, as a sentence's end.
public struct InputFileError: Error, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(_ path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path) \(problem)" }
}

extension InputFileError {
    /// The bytes of the input file at `path`, or the error that says whether it is missing or unreadable.
    static func contents(of path: String) throws(InputFileError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputFileError(path, FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist")
        }
    }
}
