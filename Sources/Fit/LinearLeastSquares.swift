// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Dense linear least squares by Householder QR (the linear-algebra layer:
/// ``Householder``, ``TriangularSolve``).
public enum LinearLeastSquares {
  /// Solves min ‖A·x − b‖ for A (rows ≥ columns). `nil` when A is
  /// rank-deficient: a column whose part outside the span of the earlier
  /// ones is below 1e-13 of its norm.
  public static func solve(_ matrix: Matrix, _ rhs: [Double]) -> [Double]? {
    let n = matrix.columns
    var a = matrix
    var b = rhs
    var columnNorms = [Double](repeating: 0, count: n)
    for j in 0..<n { columnNorms[j] = Householder.columnNorm(a, column: j, from: 0) }
    Householder.triangularize(&a, &b)
    // |R_kk| is the norm of column k outside the span of the earlier ones.
    for k in 0..<n where !(Swift.abs(a[k, k]) > 1e-13 * columnNorms[k]) { return nil }
    return TriangularSolve.upper(a, b)
  }
}
