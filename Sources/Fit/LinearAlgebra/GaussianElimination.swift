// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Small square systems by Gauss–Jordan elimination with partial pivoting.
public enum GaussianElimination {
  /// X with N·X = B (N square, B with N's row count), or `nil` when a pivot
  /// is below 1e-300 in size.
  public static func solve(_ n: Matrix, _ b: Matrix) -> Matrix? {
    let size = n.rows
    var a = n
    var x = b
    for col in 0..<size {
      var pivot = col
      for r in (col + 1)..<size where Swift.abs(a[r, col]) > Swift.abs(a[pivot, col]) { pivot = r }
      guard Swift.abs(a[pivot, col]) > 1e-300 else { return nil }
      a.swapRows(col, pivot)
      x.swapRows(col, pivot)
      for r in 0..<size where r != col {
        let f = a[r, col] / a[col, col]
        for c in 0..<size { a[r, c] -= f * a[col, c] }
        for c in 0..<x.columns { x[r, c] -= f * x[col, c] }
      }
    }
    for r in 0..<size { for c in 0..<x.columns { x[r, c] /= a[r, r] } }
    return x
  }
}

extension Matrix {
  /// Exchanges rows i and j.
  mutating func swapRows(_ i: Int, _ j: Int) {
    guard i != j else { return }
    for c in 0..<columns { storage.swapAt(i * columns + c, j * columns + c) }
  }
}
