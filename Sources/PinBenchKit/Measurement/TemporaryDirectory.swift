import Foundation

/// A fresh directory under $TMPDIR for one step's files (plans, results, dumps), removed when the
/// step returns or throws, and by `ProcessCleanup` when a signal ends pin-bench first.
enum TemporaryDirectory {
    /// Calls `body` with a new directory `<prefix>-<UUID>`; `cannotCreate` makes the error thrown when
    /// the directory cannot be made, from the reason.
    static func with<Value, Failure: Error>(_ prefix: String, cannotCreate: (String) -> Failure,
                                            _ body: (URL) throws(Failure) -> Value) throws(Failure) -> Value {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        var failure: String?
        ProcessCleanup.add {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                return .directory(directory.path)
            } catch {
                failure = "cannot create \(directory.path): \(error.localizedDescription)"
                return nil
            }
        }
        if let failure { throw cannotCreate(failure) }
        defer {
            try? FileManager.default.removeItem(at: directory)
            ProcessCleanup.remove(.directory(directory.path))
        }
        return try body(directory)
    }
}

/// A temporary directory could not be made, for callers without an error type of their own.
struct TemporaryDirectoryError: Error, CustomStringConvertible {
    let description: String
}
