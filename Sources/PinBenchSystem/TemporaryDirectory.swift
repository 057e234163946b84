import Foundation

/// A fresh directory under $TMPDIR for one step, removed after it or by the cleanup.
package enum TemporaryDirectory {
    /// Calls `body` with a new `<prefix>-<UUID>` directory.
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

    /// `base` with TMPDIR set to `directory`, so whatever a child leaves in its TMPDIR goes with it.
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
