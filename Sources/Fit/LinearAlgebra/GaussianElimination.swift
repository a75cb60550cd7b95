// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Small square systems by Gauss–Jordan elimination with partial pivoting.
public enum GaussianElimination {
  /// X with N·X = B (N square, B with N's row count), or `nil` when a pivot
  /// is below 1e-300 in size.
  public static func solve(_ n: Matrix, _ b: Matrix) -> Matrix? {
    let size = n.rows
    var a = n.rowArrays
    var x = b.rowArrays
    for col in 0..<size {
      var pivot = col
      for r in (col + 1)..<size where Swift.abs(a[r][col]) > Swift.abs(a[pivot][col]) { pivot = r }
      guard Swift.abs(a[pivot][col]) > 1e-300 else { return nil }
      a.swapAt(col, pivot)
      x.swapAt(col, pivot)
      for r in 0..<size where r != col {
        let f = a[r][col] / a[col][col]
        for c in 0..<size {
          a[r][c] -= f * a[col][c]
        }
        for c in 0..<b.columns { x[r][c] -= f * x[col][c] }
      }
    }
    for r in 0..<size { for c in 0..<b.columns { x[r][c] /= a[r][r] } }
    return Matrix(x)
  }
}
