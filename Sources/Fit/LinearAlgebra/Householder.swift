// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Householder triangularisation: A = Q·R with Q orthogonal, applied to a
/// right-hand side as it goes (Golub and Van Loan, Matrix Computations,
/// §5.1–5.2).
public enum Householder {
  /// Overwrites A (m × n, m ≥ n) with R in its upper triangle and b with
  /// Qᵀb; below the diagonal A is left with what the reflections made of
  /// it, which is not part of the result. A column whose norm under- or
  /// overflows as a plain sum of squares is measured by
  /// ``columnNorm(_:column:from:)``.
  public static func triangularize(_ matrix: inout Matrix, _ b: inout [Double]) {
    let (m, n) = (matrix.rows, matrix.columns)
    triangularize(&matrix.storage, rows: m, columns: n, &b)
  }

  /// ``triangularize(_:_:)`` on row-major entries held by the caller
  /// (`entries.count == m × n`, `b.count == m`), so a solver can factor a
  /// matrix it no longer needs in place rather than a copy of it.
  ///
  /// Reflection k uses v = (column k from row k) − α·e_k. Its entries below
  /// row k are column k itself, read where they lie; only v_k is kept
  /// apart. Each reflection takes two passes over the rows, a block at a
  /// time (``RowBlocks``): one sums v·(every column from k on, and b),
  /// two or three of those sums side by side; the
  /// next applies the reflection to them all, reading vᵢ before row i is
  /// changed, and sums ‖column k + 1‖² for the next reflection. Every sum
  /// and every update is the one of the column-by-column form, in the same
  /// order: the columns do not mix within a reflection.
  public static func triangularize(_ entries: inout [Double], rows m: Int, columns n: Int, _ b: inout [Double]) {
    precondition(entries.count == m * n && b.count >= m, "Householder entries do not match the shape")
    var dots = [Double](repeating: 0, count: n + 1)
    entries.withUnsafeMutableBufferPointer { a in
      b.withUnsafeMutableBufferPointer { b in
        dots.withUnsafeMutableBufferPointer { dots in
          /// ‖column k from row k‖².
          func squaredNorm(_ k: Int) -> Double {
            var vv = 0.0
            for i in k..<m { vv += a[i * n + k] * a[i * n + k] }
            return vv
          }
          let steps = Swift.min(n, m)
          var vv = steps > 0 ? squaredNorm(0) : 0
          for k in 0..<steps {
            var norm = vv.squareRoot()
            if !(vv > 1e-280) || !vv.isFinite {
              norm = columnNorm(Matrix(rows: m, columns: n, storage: Array(a)), column: k, from: k)
            }
            let next = k + 1 < steps
            if norm == 0 {
              if next { vv = squaredNorm(k + 1) }
              continue
            }
            let xk = a[k * n + k]
            let alpha = xk > 0 ? -norm : norm
            // v_k = x_k − α; ‖v‖² = ‖x‖² − 2α·x_k + α².
            let vk = xk - alpha
            let w = norm * norm - 2 * alpha * xk + alpha * alpha
            if !(w > 0) {
              if next { vv = squaredNorm(k + 1) }
              continue
            }
            // Row k (where v is v_k) first; each sum starts from zero.
            for j in k..<n { dots[j] = 0 + vk * a[k * n + j] }
            dots[n] = 0 + vk * b[k]
            // Up to three sums share a loop, each with its own
            // accumulator, so their additions overlap instead of waiting
            // on one another: columns two by two, the last one or two with b.
            RowBlocks.forEach((k + 1)..<m) { rows in
              var j = k
              while n - j >= 3 {
                var (s0, s1) = (dots[j], dots[j + 1])
                for i in rows {
                  s0 += a[i * n + k] * a[i * n + j]
                  s1 += a[i * n + k] * a[i * n + j + 1]
                }
                (dots[j], dots[j + 1]) = (s0, s1)
                j += 2
              }
              // One or two columns are left (k < n).
              var sb = dots[n]
              if n - j == 2 {
                var (s0, s1) = (dots[j], dots[j + 1])
                for i in rows {
                  s0 += a[i * n + k] * a[i * n + j]
                  s1 += a[i * n + k] * a[i * n + j + 1]
                  sb += a[i * n + k] * b[i]
                }
                (dots[j], dots[j + 1]) = (s0, s1)
              } else {
                var s0 = dots[j]
                for i in rows {
                  s0 += a[i * n + k] * a[i * n + j]
                  sb += a[i * n + k] * b[i]
                }
                dots[j] = s0
              }
              dots[n] = sb
            }
            for j in k...n { dots[j] = 2 * dots[j] / w }
            for j in k..<n { a[k * n + j] -= dots[j] * vk }
            b[k] -= dots[n] * vk
            vv = 0
            RowBlocks.forEach((k + 1)..<m) { rows in
              for i in rows {
                let vi = a[i * n + k]
                for j in k..<n { a[i * n + j] -= dots[j] * vi }
                b[i] -= dots[n] * vi
                if next { vv += a[i * n + k + 1] * a[i * n + k + 1] }
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
