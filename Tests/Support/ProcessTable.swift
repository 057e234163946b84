import Foundation

/// What /proc says about other processes, for tests that check that none is left behind.
public enum ProcessTable {
    /// The processes whose parent is `pid`, and theirs, and so on.
    public static func descendants(of pid: pid_t) -> [pid_t] {
        let parents = Dictionary(uniqueKeysWithValues: all().compactMap { child in parent(of: child).map { (child, $0) } })
        var found: [pid_t] = []
        var frontier = [pid]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }

    /// The command line of `pid`, its arguments joined with spaces; "" when it is gone.
    public static func commandLine(of pid: pid_t) -> String {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: bytes, as: UTF8.self).split(separator: "\0").joined(separator: " ")
    }

    /// Whether `pid` has ended (gone, or a zombie nobody has reaped yet), polling until `within`
    /// has passed: a process killed a moment ago may still be on its way out.
    public static func hasEnded(_ pid: pid_t, within: Duration) -> Bool {
        let deadline = ContinuousClock.now + within
        while true {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            if state(of: pid) == "Z" { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(20_000)
        }
    }

    /// Polls every `interval` until `condition` holds or `within` has passed; whether it held.
    public static func waitUntil(within: Duration, every interval: Duration = .milliseconds(20), _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + within
        while !condition() {
            if ContinuousClock.now >= deadline { return false }
            usleep(useconds_t(interval.components.attoseconds / 1_000_000_000_000 + interval.components.seconds * 1_000_000))
        }
        return true
    }

    private static func all() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
    }

    /// The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses).
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    private static func state(of pid: pid_t) -> Substring? { statFields(of: pid)?.first }

    private static func parent(of pid: pid_t) -> pid_t? { statFields(of: pid).flatMap { $0.count > 1 ? pid_t($0[1]) : nil } }
}
