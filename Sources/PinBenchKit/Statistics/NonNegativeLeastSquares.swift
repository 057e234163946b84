/// Non-negative least squares for a few columns: every subset solved, the best feasible wins.
package enum NonNegativeLeastSquares {
    /// The x ≥ 0 minimising ‖A x − b‖² with the `required` columns; nil when none is feasible.
    package static func solve(rows: [[Double]], targets: [Double], required: Set<Int> = []) -> [Double]? {
        guard let width = rows.first?.count, rows.count == targets.count, width <= 16 else { return nil }
        let free = (0..<width).filter { !required.contains($0) }
        var best: (coefficients: [Double], residual: Double)?
        for mask in 0..<(1 << free.count) {
            let columns = required.sorted() + free.indices.filter { mask & (1 << $0) != 0 }.map { free[$0] }
            guard !columns.isEmpty, let solution = leastSquares(rows.map { row in columns.map { row[$0] } }, targets),
                  solution.allSatisfy({ $0 >= 0 }) else { continue }
            var coefficients = [Double](repeating: 0, count: width)
            for (column, value) in zip(columns, solution) { coefficients[column] = value }
            let residual = zip(rows, targets).reduce(0.0) { sum, pair in
                let error = zip(pair.0, coefficients).reduce(0.0) { $0 + $1.0 * $1.1 } - pair.1
                return sum + error * error
            }
            if best.map({ residual < $0.residual }) ?? true { best = (coefficients, residual) }
        }
        return best?.coefficients
    }

    /// Least squares by the normal equations, columns scaled to unit norm; nil when singular.
    static func leastSquares(_ rows: [[Double]], _ targets: [Double]) -> [Double]? {
        let width = rows[0].count
        let scales = (0..<width).map { column in rows.reduce(0.0) { $0 + $1[column] * $1[column] }.squareRoot() }
        guard scales.allSatisfy({ $0 > 0 }) else { return nil }
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: width)
        for (row, target) in zip(rows, targets) {
            for i in 0..<width {
                let a = row[i] / scales[i]
                for j in 0..<width { matrix[i][j] += a * row[j] / scales[j] }
                matrix[i][width] += a * target
            }
        }
        guard let solution = gaussianElimination(&matrix) else { return nil }
        return zip(solution, scales).map { $0 / $1 }
    }

    /// Solves the augmented square system in place (partial pivoting); nil when it is singular.
    static func gaussianElimination(_ matrix: inout [[Double]]) -> [Double]? {
        let size = matrix.count
        for column in 0..<size {
            let pivot = (column..<size).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
            guard abs(matrix[pivot][column]) > 1e-12 else { return nil }
            matrix.swapAt(column, pivot)
            for row in (column + 1)..<size {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...size { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        var solution = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            let known = ((row + 1)..<size).reduce(0.0) { $0 + matrix[row][$1] * solution[$1] }
            solution[row] = (matrix[row][size] - known) / matrix[row][row]
        }
        return solution
    }
}
