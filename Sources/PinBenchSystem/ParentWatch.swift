import Foundation

/// A pin-bench started by another ends with it, even when the parent was SIGKILLed.
package enum ParentWatch {
    /// The environment variable that carries the starting process's id.
    package static let variable = "PIN_BENCH_PARENT"

    /// How often the watch looks at the parent.
    package static let interval = Duration.milliseconds(100)

    /// `environment` with this process named as the parent.
    package static func naming(_ environment: [String: String]) -> [String: String] {
        environment.merging([variable: String(getpid())]) { $1 }
    }

    /// Whether `pid` ended: gone, or a zombie not yet reaped.
    package static func hasEnded(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return false }
        return stat[afterName.upperBound...].hasPrefix("Z")
    }

    /// Sends this process SIGTERM when `parent` is gone, for processes that check between steps.
    package static func endIfGone(_ parent: pid_t) {
        if getppid() != parent { kill(getpid(), SIGTERM) }
    }

    /// Watches `parent` when it is this process's parent (exits now if it is gone).
    package static func start(parent: String?) {
        guard let parent = parent.flatMap({ pid_t($0) }) else { return }
        guard parent == getppid() else {
            if hasEnded(parent) { kill(getpid(), SIGTERM) }
            return
        }
        let thread = Thread {
            while getppid() == parent { ChildProcess.sleep(interval) }
            kill(getpid(), SIGTERM)
        }
        thread.name = "pin-bench parent watch"
        thread.start()
    }
}
