import Foundation

/// A fresh directory under $TMPDIR for one step's files (plans, results, dumps), removed when the
/// step returns or throws, and by `ProcessCleanup` when a signal ends pin-bench first.
package enum TemporaryDirectory {
    /// Calls `body` with a new directory `<prefix>-<UUID>`; `cannotCreate` makes the error thrown when
    /// the directory cannot be made, from the reason.
    package static func with<Value, Failure: Error>(_ prefix: String, cannotCreate: (String) -> Failure,
                                            _ body: (URL) throws(Failure) -> Value) throws(Failure) -> Value {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        var failure: String?
        ProcessCleanup.add {
            guard mkdir(directory.path, 0o700) == 0 else {
                let parent = directory.deletingLastPathComponent().path
                failure = "cannot create a temporary directory in \(parent) (TMPDIR): \(String(cString: strerror(errno))); "
                    + "set TMPDIR to a writable directory with room"
                return nil
            }
            return .directory(directory.path)
        }
        if let failure { throw cannotCreate(failure) }
        defer {
            try? FileManager.default.removeItem(at: directory)
            ProcessCleanup.remove(.directory(directory.path))
        }
        return try body(directory)
    }

    /// `base` with TMPDIR set to `directory` (one of `with`'s): whatever a child leaves in its
    /// TMPDIR (its own `pin-bench-*` directories, when a signal ends it before its cleanup) goes when
    /// that directory goes.
    package static func environment(_ base: [String: String], inside directory: URL) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = directory.path
        return environment
    }
}

/// A temporary directory could not be made, for callers without an error type of their own.
package struct TemporaryDirectoryError: Error, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }
}
