// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Cholesky factorisation of a symmetric positive-definite matrix, A = L·Lᵀ,
/// and the inverse of A through it (Golub and Van Loan, §4.2).
public enum Cholesky {
  /// L, lower triangular, or `nil` when a pivot is at most `minimumPivot`
  /// (A is singular to that precision).
  public static func factor(_ a: Matrix, minimumPivot: Double) -> Matrix? {
    let p = a.rows
    var l = a
    for j in 0..<p {
      var d = l[j, j]
      for k in 0..<j { d -= l[j, k] * l[j, k] }
      guard d > minimumPivot else { return nil }
      l[j, j] = d.squareRoot()
      for i in (j + 1)..<p {
        var s = l[i, j]
        for k in 0..<j { s -= l[i, k] * l[j, k] }
        l[i, j] = s / l[j, j]
      }
      for k in (j + 1)..<p { l[j, k] = 0 }
    }
    return l
  }

  /// L⁻¹ for lower-triangular L (forward substitution, column by column).
  public static func inverseOfFactor(_ l: Matrix) -> Matrix {
    let p = l.rows
    var inv = Matrix(rows: p, columns: p)
    for j in 0..<p {
      inv[j, j] = 1 / l[j, j]
      for i in (j + 1)..<p {
        var s = 0.0
        for k in j..<i { s -= l[i, k] * inv[k, j] }
        inv[i, j] = s / l[i, i]
      }
    }
    return inv
  }
}
