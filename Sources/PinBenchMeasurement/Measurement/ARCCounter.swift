import CARCCounter

/// Strong retain and release calls made by one piece of code on the calling thread.
package struct ARCCounts: Sendable, Equatable {
    /// Calls to swift_retain / swift_retain_n (one atomic update each, whatever n).
    package var retains: Int
    /// Calls to swift_release / swift_release_n.
    package var releases: Int

    init(retains: Int, releases: Int) {
        self.retains = retains
        self.releases = releases
    }
}

/// Counts retains and releases through the runtime's hooks (CARCCounter), around one call only.
package enum ARCCounter: PassProbe {
    package static let retains = Counter(
        id: "retains", noun: "retains", short: "retains", fieldName: "retains_per_pass", tier: .arc, summarized: true,
        measuredBy: "calls to swift_retain(_n), Swift runtime hooks")
    package static let releases = Counter(
        id: "releases", noun: "releases", short: "releases", fieldName: "releases_per_pass", tier: .arc, summarized: true,
        measuredBy: "calls to swift_release(_n), Swift runtime hooks")
    /// Retains plus releases: each one atomic read-modify-write, one instruction to callgrind.
    package static let atomics = Counter(
        id: "atomics", noun: "atomic read-modify-writes", short: "atomics", fieldName: "atomics_per_pass", tier: nil, summarized: false,
        measuredBy: "retains + releases, one atomic read-modify-write each, Swift runtime hooks")
    package static let counters = [retains, releases, atomics]

    /// Why retains and releases cannot be counted in this process, or nil when they can.
    package static var unavailableReason: String? {
        if pin_arc_hooks_install() == 1 {
            pin_arc_hooks_remove()
            return nil
        }
        return "hooks unavailable: " + String(cString: pin_arc_hooks_unavailable_reason())
    }

    /// The retains and releases `body` makes on this thread; nil without hooks. `body` runs either way.
    @inline(never)
    package static func counts(during body: () -> Void) -> ARCCounts? {
        guard pin_arc_hooks_install() == 1 else {
            body()
            return nil
        }
        let before = pin_arc_counts_now()
        body()
        let after = pin_arc_counts_now()
        pin_arc_hooks_remove()
        return ARCCounts(retains: Int(after.retains - before.retains), releases: Int(after.releases - before.releases))
    }

    /// `count` as the registry's counters.
    package static func count(_ pass: () -> Void) -> Counts? {
        counts(during: pass).map { [retains.id: $0.retains, releases.id: $0.releases, atomics.id: $0.retains + $0.releases] }
    }
}
