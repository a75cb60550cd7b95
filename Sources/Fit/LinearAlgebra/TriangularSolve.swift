// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Solving with triangular factors.
public enum TriangularSolve {
  /// x with R·x = b for the upper triangle R of the top n × n of `r`
  /// (n = its columns), by back-substitution; `nil` on a zero or
  /// non-finite diagonal or a non-finite result.
  public static func upper(_ r: Matrix, _ b: [Double]) -> [Double]? {
    let n = r.columns
    var x = [Double](repeating: 0, count: n)
    for k in stride(from: n - 1, through: 0, by: -1) {
      var t = b[k]
      for j in (k + 1)..<n { t -= r.storage[k * n + j] * x[j] }
      let diag = r.storage[k * n + k]
      if diag == 0 || !diag.isFinite { return nil }
      x[k] = t / diag
    }
    return x.allSatisfy(\.isFinite) ? x : nil
  }
}
