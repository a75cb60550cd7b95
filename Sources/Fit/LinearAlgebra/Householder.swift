// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Householder triangularisation: A = Q·R with Q orthogonal, applied to a
/// right-hand side as it goes (Golub and Van Loan, Matrix Computations,
/// §5.1–5.2).
public enum Householder {
  /// Overwrites A (m × n, m ≥ n) with R in its upper triangle and b with
  /// Qᵀb. A column whose norm under- or overflows as a plain sum of squares
  /// is measured by ``columnNorm(_:column:from:)``.
  public static func triangularize(_ matrix: inout Matrix, _ b: inout [Double]) {
    var v: [Double] = []
    triangularize(&matrix, &b, scratch: &v)
  }

  /// ``triangularize(_:_:)`` with a scratch vector the caller keeps, so a
  /// solver that factors many times allocates it once (at least m long;
  /// it is grown when shorter).
  public static func triangularize(_ matrix: inout Matrix, _ b: inout [Double], scratch v: inout [Double]) {
    let m = matrix.rows
    let n = matrix.columns
    if v.count < m { v = [Double](repeating: 0, count: m) }
    matrix.storage.withUnsafeMutableBufferPointer { a in
      b.withUnsafeMutableBufferPointer { b in
        v.withUnsafeMutableBufferPointer { v in
          for k in 0..<Swift.min(n, m) {
            var vv = 0.0
            for i in k..<m {
              v[i] = a[i * n + k]
              vv += v[i] * v[i]
            }
            var norm = vv.squareRoot()
            if !(vv > 1e-280) || !vv.isFinite {
              norm = columnNorm(Matrix(rows: m, columns: n, storage: Array(a)), column: k, from: k)
            }
            if norm == 0 { continue }
            let alpha = a[k * n + k] > 0 ? -norm : norm
            // ‖v‖² after v[k] −= α: ‖x‖² − 2α·x_k + α².
            let xk = v[k]
            v[k] = xk - alpha
            vv = norm * norm - 2 * alpha * xk + alpha * alpha
            if !(vv > 0) { continue }
            for j in k..<n {
              var dot = 0.0
              for i in k..<m { dot += v[i] * a[i * n + j] }
              let f = 2 * dot / vv
              for i in k..<m { a[i * n + j] -= f * v[i] }
            }
            var dot = 0.0
            for i in k..<m { dot += v[i] * b[i] }
            let f = 2 * dot / vv
            for i in k..<m { b[i] -= f * v[i] }
          }
        }
      }
    }
  }

  /// ‖A[from..<rows, column]‖ without overflow: scaled by the largest entry.
  public static func columnNorm(_ a: Matrix, column j: Int, from k: Int) -> Double {
    let n = a.columns
    var scale = 0.0
    for i in k..<a.rows { scale = Swift.max(scale, Swift.abs(a.storage[i * n + j])) }
    guard scale > 0, scale.isFinite else { return scale }
    var sum = 0.0
    for i in k..<a.rows {
      let x = a.storage[i * n + j] / scale
      sum += x * x
    }
    return scale * sum.squareRoot()
  }
}
