/// A dense n×n matrix of doubles in row-major order: the few operations the pairing model's
/// training needs, written out so Core stays Foundation-only (no Accelerate, no LAPACK on Linux).
struct SquareMatrix: Sendable {
    let size: Int
    var values: [Double]

    init(size: Int) {
        self.size = size
        values = Array(repeating: 0, count: size * size)
    }

    subscript(row: Int, column: Int) -> Double {
        get { values[row * size + column] }
        set { values[row * size + column] = newValue }
    }

    /// The inverse of a symmetric positive-definite matrix by Cholesky factorisation (A = L·Lᵀ,
    /// A⁻¹ = L⁻ᵀ·L⁻¹); nil when the matrix is not positive definite.
    func inverseOfPositiveDefinite() -> SquareMatrix? {
        let n = size
        var lower = values
        let factored = lower.withUnsafeMutableBufferPointer { l -> Bool in
            for j in 0..<n {
                var diagonal = l[j * n + j]
                for k in 0..<j { diagonal -= l[j * n + k] * l[j * n + k] }
                guard diagonal > 0 else { return false }
                let root = diagonal.squareRoot()
                l[j * n + j] = root
                for i in (j + 1)..<max(j + 1, n) {
                    var sum = l[i * n + j]
                    for k in 0..<j { sum -= l[i * n + k] * l[j * n + k] }
                    l[i * n + j] = sum / root
                }
            }
            return true
        }
        guard factored else { return nil }
        // L⁻¹, lower triangular, by forward substitution column by column.
        var inverseLower = Array(repeating: 0.0, count: n * n)
        lower.withUnsafeBufferPointer { l in
            inverseLower.withUnsafeMutableBufferPointer { m in
                for i in 0..<n {
                    m[i * n + i] = 1 / l[i * n + i]
                    for j in 0..<i {
                        var sum = 0.0
                        for k in j..<i { sum -= l[i * n + k] * m[k * n + j] }
                        m[i * n + j] = sum / l[i * n + i]
                    }
                }
            }
        }
        // A⁻¹ = (L⁻¹)ᵀ·L⁻¹: entry (i, j) sums over k ≥ max(i, j).
        var inverse = SquareMatrix(size: n)
        inverseLower.withUnsafeBufferPointer { m in
            inverse.values.withUnsafeMutableBufferPointer { out in
                for i in 0..<n {
                    for j in i..<n {
                        var sum = 0.0
                        for k in j..<n { sum += m[k * n + i] * m[k * n + j] }
                        out[i * n + j] = sum
                        out[j * n + i] = sum
                    }
                }
            }
        }
        return inverse
    }
}
