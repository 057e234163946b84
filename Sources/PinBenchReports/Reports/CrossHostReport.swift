import PinBenchMeasurement

/// The part of `report` (and `merge`'s summary) about a pooled file's hosts: which host is which,
/// each ratio's verdict per host and across hosts, and the counts and builds that differ.
package enum CrossHostReport {
    /// Plain lines, for the terminal table and `merge`.
    package static func lines(_ pool: HostPool) -> [String] {
        var lines = ["\(pool.hostCount) host(s) from \(pool.runs.count) run(s); the file's own times, counts and verdicts are the "
            + "first run's (\(pool.runs[0].file)), on host 1 only:"]
        lines.append(contentsOf: (1...pool.hostCount).map { "  " + pool.hostLine($0) })
        lines.append(contentsOf: pool.sharedOrderLines.map { "  " + $0 })
        if !pool.verdicts.isEmpty {
            lines.append("Across hosts (each host's placements pooled over its runs; a verdict holds when every host decided it "
                + "alike, and is host-dependent only when two hosts decided differently):")
            for verdict in pool.verdicts {
                lines.append("  \(verdict.caseName) vs \(verdict.reference): \(verdict.summary) (\(verdict.perHostText))")
            }
        }
        lines.append(contentsOf: differenceLines(pool))
        return lines
    }

    /// A Markdown section: the hosts, a table of the verdicts per host and across, the differences.
    package static func markdown(_ pool: HostPool) -> [String] {
        var lines = ["## Across hosts", ""]
        lines.append("The file's own tables above are the first run's (\(pool.runs[0].file)), on host 1 only. A host's verdict is "
            + "judged over the placements of all its runs; across hosts, a verdict holds when every host decided it alike, and is "
            + "host-dependent only when two hosts decided differently.")
        lines.append("")
        lines.append(contentsOf: (1...pool.hostCount).map { "- " + pool.hostLine($0) })
        lines.append(contentsOf: pool.sharedOrderLines.map { "- " + $0 })
        lines.append("")
        if !pool.verdicts.isEmpty {
            var table = TextTable(headers: ["case", "vs"] + (1...pool.hostCount).map { "host \($0)" } + ["across hosts"])
            for verdict in pool.verdicts {
                table.append([verdict.caseName, verdict.reference] + verdict.hosts.map(\.text) + [verdict.summary])
            }
            lines.append(table.markdown)
            lines.append("")
        }
        let differences = differenceLines(pool)
        if !differences.isEmpty {
            lines.append(contentsOf: differences.map { $0.hasPrefix("  ") ? "-" + $0.dropFirst(1) : $0 })
            lines.append("")
        }
        return lines
    }

    /// "Pooled from 3 runs on 2 hosts …": what a pooled file's own tables are, for their header.
    static func pooledNote(_ pool: HostPool) -> String {
        "Pooled from \(pool.runs.count) runs on \(pool.hostCount) host(s) (pin-bench merge): the tables and verdicts before "
            + "\"Across hosts\" are the first run's (\(pool.runs[0].file)), on host 1 only"
    }

    /// The counts that differ between runs and the builds that differ from the first run's.
    static func differenceLines(_ pool: HostPool) -> [String] {
        var lines: [String] = []
        if !pool.countDifferences.isEmpty {
            lines.append("Deterministic counts differ between runs (the builds differ; the file's own counts are the first run's):")
            lines.append(contentsOf: pool.countDifferences.map { "  " + $0.line(files: pool.runs.map(\.file)) })
        }
        if !pool.buildDifferences.isEmpty {
            lines.append("Builds differ from the first run's:")
            lines.append(contentsOf: pool.buildDifferences.map { "  " + $0 })
        }
        return lines
    }
}
