/// "Did you mean …?": the nearest known name to a likely typo.
enum Suggestion {
    /// The closest candidate within a third of the length (1 to 3 edits); ties to the first.
    static func closest(to typed: String, among candidates: some Sequence<String>) -> String? {
        let allowed = min(3, max(1, typed.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            if distance <= allowed && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// " (did you mean X?)" for `typed`, or "" when nothing is near.
    static func phrase(for typed: String, among candidates: some Sequence<String>) -> String {
        closest(to: typed, among: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// The optimal string alignment distance from `a` to `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
