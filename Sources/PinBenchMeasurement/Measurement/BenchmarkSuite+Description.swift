/// A suite described from its series for help texts, so the text says what the code runs.
extension BenchmarkSuite {
    /// One line per series, `<label>  depths 1, 4, 16`, each starting with `indent`.
    package func seriesLines(indent: String = "  ") -> [String] {
        var labels: [String] = []
        var details: [String] = []
        var chainLabelWidth = 0
        for series in self.series {
            let depths = series.depths.map(String.init).joined(separator: ", ")
            guard series.base.screen != nil else {
                let note = series.base.fanIn == .all ? " (O(N^2) for the list-based strategies)" : ""
                labels.append(series.label)
                chainLabelWidth = max(chainLabelWidth, series.label.count)
                details.append("depths \(depths)\(note)")
                continue
            }
            let left = strategies.filter { !$0.laysOut(series.base) }.map { $0.name }
            let detail = "\(depths) instances each; every strategy but \(left.joined(separator: ", "))"
            if details.last == detail {
                labels[labels.count - 1] += ", " + series.label
            } else {
                labels.append(series.label)
                details.append(detail)
            }
        }
        return zip(labels, details).map { label, detail in
            indent + label + String(repeating: " ", count: max(chainLabelWidth - label.count, 0) + 2) + detail
        }
    }

    /// `run --quick`'s depth caps, as a phrase: "depths up to 4096 (fan-in all: 256)".
    package static var quickDepthsDescription: String {
        "depths up to \(quickDepthLimit) (fan-in all: \(quickFanInAllDepthLimit))"
    }
}
