import Foundation

/// A pin-bench started by another pin-bench ends with it: `ChildProcess` names the parent in each
/// child's environment, and the child, when that process is its parent, watches for it to go (a
/// SIGKILL the parent could not pass on) and then sends itself SIGTERM, whose handling ends the
/// child's own children and removes its temporary files.
package enum ParentWatch {
    /// The environment variable that carries the starting process's id.
    package static let variable = "PIN_BENCH_PARENT"

    /// How often the watch looks at the parent.
    package static let interval = Duration.milliseconds(100)

    /// `environment` with this process named as the parent.
    package static func naming(_ environment: [String: String]) -> [String: String] {
        environment.merging([variable: String(getpid())]) { $1 }
    }

    /// Whether process `pid` has ended: it no longer exists, or it is a zombie its own parent has not
    /// reaped yet (a parent killed a moment ago, before this process looked).
    package static func hasEnded(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 && errno == ESRCH { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return false }
        return stat[afterName.upperBound...].hasPrefix("Z")
    }

    /// Ends this process (SIGTERM to itself) when `parent`, its parent when it started, is gone: for a
    /// process that looks between steps rather than on a thread of its own.
    package static func endIfGone(_ parent: pid_t) {
        if getppid() != parent { kill(getpid(), SIGTERM) }
    }

    /// Starts the watch when `parent` (the variable's value) is this process's parent; ends this
    /// process now when that parent is already gone (killed before this process got here). A process
    /// started some other way (by a shell, or by a script a pin-bench started) is left alone.
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
