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
    let (m, n) = (matrix.rows, matrix.columns)
    triangularize(&matrix.storage, rows: m, columns: n, &b, scratch: &v)
  }

  /// ``triangularize(_:_:scratch:)`` on row-major entries held by the
  /// caller (`a.count == m × n`), so a solver can factor a matrix it no
  /// longer needs in place rather than a copy of it.
  public static func triangularize(
    _ entries: inout [Double], rows m: Int, columns n: Int, _ b: inout [Double], scratch v: inout [Double]
  ) {
    precondition(entries.count == m * n, "Householder entries do not match the shape")
    if v.count < m { v = [Double](repeating: 0, count: m) }
    // Each reflection takes two passes over the rows, whatever n, a block
    // of rows at a time (``RowBlocks``): one sums v·(every column from k
    // on, and b), the next applies the reflection to them all and gathers
    // column k + 1 for the next reflection. Every sum and every update is
    // the one of the column-by-column form, in the same order (the columns
    // do not mix within a reflection).
    var dots = [Double](repeating: 0, count: n + 1)
    entries.withUnsafeMutableBufferPointer { a in
      b.withUnsafeMutableBufferPointer { b in
        v.withUnsafeMutableBufferPointer { v in
          dots.withUnsafeMutableBufferPointer { dots in
            /// Column `k` from row k into v; ‖v‖².
            func gather(_ k: Int) -> Double {
              var vv = 0.0
              for i in k..<m {
                v[i] = a[i * n + k]
                vv += v[i] * v[i]
              }
              return vv
            }
            let steps = Swift.min(n, m)
            var vv = steps > 0 ? gather(0) : 0
            for k in 0..<steps {
              var norm = vv.squareRoot()
              if !(vv > 1e-280) || !vv.isFinite {
                norm = columnNorm(Matrix(rows: m, columns: n, storage: Array(a)), column: k, from: k)
              }
              let next = k + 1 < steps
              if norm == 0 {
                if next { vv = gather(k + 1) }
                continue
              }
              let alpha = a[k * n + k] > 0 ? -norm : norm
              // ‖v‖² after v[k] −= α: ‖x‖² − 2α·x_k + α².
              let xk = v[k]
              v[k] = xk - alpha
              let w = norm * norm - 2 * alpha * xk + alpha * alpha
              if !(w > 0) {
                if next { vv = gather(k + 1) }
                continue
              }
              for j in k...n { dots[j] = 0 }
              RowBlocks.forEach(k..<m) { rows in
                for j in k..<n {
                  var s = dots[j]
                  for i in rows { s += v[i] * a[i * n + j] }
                  dots[j] = s
                }
                var s = dots[n]
                for i in rows { s += v[i] * b[i] }
                dots[n] = s
              }
              for j in k...n { dots[j] = 2 * dots[j] / w }
              vv = 0
              RowBlocks.forEach(k..<m) { rows in
                for j in k..<n {
                  let f = dots[j]
                  for i in rows { a[i * n + j] -= f * v[i] }
                }
                let f = dots[n]
                for i in rows { b[i] -= f * v[i] }
                if next {
                  for i in Swift.max(rows.lowerBound, k + 1)..<rows.upperBound {
                    v[i] = a[i * n + k + 1]
                    vv += v[i] * v[i]
                  }
                }
              }
            }
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
