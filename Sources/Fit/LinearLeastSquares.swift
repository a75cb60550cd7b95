// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Dense linear least squares by Householder QR.
public enum LinearLeastSquares {
  /// Solves min ‖A·x − b‖ for A (rows × columns, row-major, rows ≥
  /// columns), overwriting A and b. `nil` when A is rank-deficient: a
  /// column whose part outside the span of the earlier ones is below
  /// 1e-13 of its norm.
  public static func solve(_ a: inout [Double], _ b: inout [Double], rows m: Int, columns n: Int) -> [Double]? {
    var columnNorms = [Double](repeating: 0, count: n)
    for j in 0..<n { columnNorms[j] = norm(a, column: j, from: 0, rows: m, columns: n) }
    LevenbergMarquardt.householder(&a, &b, rows: m, columns: n)
    // |R_kk| is the norm of column k outside the span of the earlier ones.
    for k in 0..<n where !(Swift.abs(a[k * n + k]) > 1e-13 * columnNorms[k]) { return nil }
    return backSubstitute(a, b, columns: n)
  }

  /// x with R·x = b for the upper triangle R of `a` (n × n at the top),
  /// `nil` on a zero or non-finite diagonal.
  static func backSubstitute(_ a: [Double], _ b: [Double], columns n: Int) -> [Double]? {
    var x = [Double](repeating: 0, count: n)
    for k in stride(from: n - 1, through: 0, by: -1) {
      var t = b[k]
      for j in (k + 1)..<n { t -= a[k * n + j] * x[j] }
      let diag = a[k * n + k]
      if diag == 0 || !diag.isFinite { return nil }
      x[k] = t / diag
    }
    return x.allSatisfy(\.isFinite) ? x : nil
  }

  /// ‖a[from..<rows, column]‖ without overflow: scaled by the largest entry.
  static func norm(_ a: [Double], column j: Int, from k: Int, rows m: Int, columns n: Int) -> Double {
    var scale = 0.0
    for i in k..<m { scale = Swift.max(scale, Swift.abs(a[i * n + j])) }
    guard scale > 0, scale.isFinite else { return scale }
    var sum = 0.0
    for i in k..<m {
      let x = a[i * n + j] / scale
      sum += x * x
    }
    return scale * sum.squareRoot()
  }
}
