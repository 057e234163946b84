import Foundation
import Synchronization

/// What must not outlive pin-bench: child groups, temporary directories and files; after a signal,
/// `endEverything()` removes them all.
package enum ProcessCleanup {
    package enum Entry: Hashable {
        /// A child's process group, by its leader's id (a child leads its own group).
        case group(pid_t)
        case directory(String)
        /// An output's temporary file, before it is renamed into place.
        case file(String)
    }

    private struct Registry {
        var entries: Set<Entry> = []
        var ending = false
    }

    private static let registry = Mutex(Registry())

    /// Registers what `create` makes under the lock; once cleanup began, waits for the exit.
    package static func add(_ create: () -> Entry?) {
        let open = registry.withLock { registry in
            guard !registry.ending else { return false }
            if let entry = create() { registry.entries.insert(entry) }
            return true
        }
        if !open { waitForTheExit() }
    }

    package static func remove(_ entry: Entry) {
        _ = registry.withLock { $0.entries.remove(entry) }
    }

    /// Returns at once unless cleanup began; then waits for the exit.
    static func waitIfEnding() {
        if registry.withLock({ $0.ending }) { waitForTheExit() }
    }

    /// Stops every group, then removes every directory and file; returns the group count.
    static func endEverything() -> Int {
        let entries = registry.withLock { registry in
            registry.ending = true
            return registry.entries
        }
        let groups = entries.compactMap { if case .group(let leader) = $0 { leader } else { nil } }
        ChildProcess.stopGroups(groups)
        for case .directory(let path) in entries {
            try? FileManager.default.removeItem(atPath: path)
        }
        for case .file(let path) in entries {
            unlink(path)
        }
        return groups.count
    }

    /// Exits with `status`, unless a signal's cleanup is under way: that one exits.
    package static func exit(_ status: Int32) -> Never {
        waitIfEnding()
        Foundation.exit(status)
    }

    private static func waitForTheExit() -> Never {
        while true { sleep(60) }
    }
}
