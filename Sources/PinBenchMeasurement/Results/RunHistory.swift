import Foundation
import PinBenchSystem

/// The runs kept beside `latest.*`, so overwriting `latest.json` loses nothing.
package enum RunHistory {
    /// The folder of kept runs inside a results directory.
    package static let folder = "runs"

    /// A kept run's name: its UTC date and short commit, "2026-12-05T03-25-45Z-069d6ef.json".
    package static func fileName(_ environment: EnvironmentInfo) -> String {
        let commit = environment.gitCommit.isEmpty ? "unknown" : String(environment.gitCommit.prefix(7))
        return environment.date.replacingOccurrences(of: ":", with: "-") + "-\(commit)\(environment.gitDirty ? "-dirty" : "").json"
    }

    /// Where `document` is kept in `directory`: a free name ("-2", "-3" in one second).
    package static func path(of document: ResultsDocument, in directory: String) -> String {
        let name = fileName(document.environment).dropLast(".json".count)
        var path = "\(directory)/\(folder)/\(name).json"
        var number = 1
        while FileManager.default.fileExists(atPath: path) {
            number += 1
            path = "\(directory)/\(folder)/\(name)-\(number).json"
        }
        return path
    }

    /// The kept runs of `directory`, oldest first; none when it keeps none.
    package static func runs(in directory: String) throws(InputFileError) -> [String] {
        let runs = "\(directory)/\(folder)"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: runs, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw InputFileError(runs, "is not a directory") }
        do {
            // By name without ".json", so that "<name>" comes before "<name>-2".
            return try FileManager.default.contentsOfDirectory(atPath: runs).filter { $0.hasSuffix(".json") }
                .sorted { $0.dropLast(5) < $1.dropLast(5) }.map { "\(runs)/\($0)" }
        } catch {
            throw InputFileError(runs, "cannot be listed: \(error.localizedDescription)")
        }
    }
}
