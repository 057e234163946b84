/// `pin-bench list`: every registered strategy with its documented findings and one-line summary, as
/// a table for people or as JSON for scripts (Benchmarks/cassowary_report.py reads the names).
public enum StrategyListing {
    struct Entry: Encodable {
        let name: String
        let expectedFindings: [String]
        let summary: String
    }

    struct Document: Encodable {
        let strategies: [Entry]
    }

    static var entries: [Entry] {
        StrategyRegistry.all.map { strategy in
            Entry(name: strategy.name, expectedFindings: strategy.expectedFindings.sorted().map(\.rawValue), summary: strategy.summary)
        }
    }

    /// The table `pin-bench list` prints, its lines within `width` characters (nil: as wide as the cells).
    public static func text(width: Int? = nil) -> String {
        var table = TextTable(headers: ["strategy", "expected findings", "description"])
        for entry in entries {
            table.append([entry.name, entry.expectedFindings.isEmpty ? "-" : entry.expectedFindings.joined(separator: ", "), entry.summary])
        }
        return table.text(width: width) + "\n"
    }

    /// `{"strategies": [{"name", "expectedFindings", "summary"}, ...]}`, in registry order.
    public static func json() throws -> String {
        try JSONText.encode(Document(strategies: entries))
    }
}
