import Foundation
import PinBenchMeasurement
import PinBenchSystem

/// Named baselines in one directory, never overwritten unless asked.
package struct BaselineStore {
    package let directory: String

    /// Where `baseline save` and `list` keep baselines unless told otherwise.
    package static let defaultDirectory = "results/baselines"

    package init(directory: String = defaultDirectory) {
        self.directory = directory
    }

    package func path(of name: String) -> String { "\(directory)/\(name).json" }

    /// Saves `document` as `name` with its unknown fields; refuses an existing name unless `force`.
    package func save(_ document: ResultsDocument, as name: String, force: Bool,
                      keeping unknown: UnknownFields? = nil) throws(BaselineError) {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }), !name.hasPrefix(".") else {
            throw .badName(name)
        }
        let path = path(of: name)
        var status = stat()
        if stat(directory, &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
            throw .cannotWrite(path, "\(directory) is not a directory (--dir names the folder the baselines go in)")
        }
        let text: String
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var document = document
            document.judgeableTiers = document.tiersItCanJudge
            text = try unknown?.added(to: document.jsonText()) ?? document.jsonText()
        } catch {
            throw .cannotWrite(path, (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        // Exclusive creation without --force: of two concurrent saves exactly one wins.
        do {
            if force {
                try SafeFile.write(text, to: path)
            } else {
                try SafeFile.create(text, at: path)
            }
        } catch {
            if case .exists = error { throw .exists(path) }
            throw .cannotWrite(path, error.reason)
        }
    }

    package struct Entry: Sendable {
        package var name: String
        package var date: String
        package var commit: String
        package var machine: String
        package var cases: Int
        package var hasInstructions: Bool
        /// Why the file could not be read, if it could not.
        package var problem: String?
    }

    /// Every `*.json` in the directory, sorted by name; unreadable files are listed with their problem.
    package func list() -> [Entry] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { file in
            let name = String(file.dropLast(5))
            do {
                let document = try ResultsDocument.load("\(directory)/\(file)")
                return Entry(name: name, date: document.environment.date, commit: String(document.environment.gitCommit.prefix(12)),
                             machine: document.environment.machineFingerprint, cases: document.cases.count,
                             hasInstructions: document.cases.contains { $0.counts[InstructionCounter.counter.id] != nil }, problem: nil)
            } catch {
                return Entry(name: name, date: "", commit: "", machine: "", cases: 0, hasInstructions: false, problem: (error as? InputFileError)?.problem ?? "\(error)")
            }
        }
    }
}

package enum BaselineError: Error, CustomStringConvertible {
    case badName(String)
    case exists(String)
    case cannotWrite(String, String)

    package var description: String {
        switch self {
        case .badName(let name): "'\(name)' is not a baseline name (letters, digits, '.', '_' and '-')"
        case .exists(let path): "\(path) already exists; pass --force to replace it"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        }
    }
}
