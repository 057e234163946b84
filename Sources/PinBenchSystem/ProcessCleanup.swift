import Foundation
import Synchronization

/// The one list of what must not outlive this pin-bench: the process groups of its children, its
/// temporary directories and the temporary files of outputs being written. `ChildProcess`,
/// `TemporaryDirectory` and `SafeFile` add and remove their entries; when a signal ends pin-bench
/// (`TerminationSignals`), `endEverything()` stops every group and removes every directory and file. From then on nothing new is started, and a thread that would go on (its child just died
/// of the cleanup's SIGTERM) waits for the exit instead of reporting that as a failure.
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

    /// Calls `create` under the registry's lock and adds the entry it returns (nil: nothing was made),
    /// so that a signal's cleanup sees a child or directory as soon as it exists. Once the cleanup has
    /// begun, waits for the exit instead of calling `create`.
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

    /// Returns at once, unless the cleanup has begun: then waits for the exit (whatever the caller was
    /// about to report, a child ended by the cleanup for one, is not news).
    static func waitIfEnding() {
        if registry.withLock({ $0.ending }) { waitForTheExit() }
    }

    /// Stops every registered group (SIGTERM, then SIGKILL after `ChildProcess.gracePeriod`) and then
    /// removes every registered directory and file; returns how many groups there were.
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
