// This file is part of curvetool. SPDX-License-Identifier: MIT

/// QR by modified Gram–Schmidt for the tall, thin bases of variable
/// projection: Φ (n × q) = Q·R with orthonormal columns Q and upper
/// triangular R (Björck, Numerical Methods for Least Squares Problems, §2.4).
public enum GramSchmidt {
  /// Q and R of Φ, re-orthogonalised when a column loses more than half its
  /// norm ("twice is enough"); `nil` if Φ is rank-deficient.
  public static func factor(_ phi: Matrix) -> (Q: Matrix, R: Matrix)? {
    var Q = Matrix(rows: 0, columns: 0)
    var R = Matrix(rows: 0, columns: 0)
    return factor(phi, Q: &Q, R: &R) ? (Q, R) : nil
  }

  /// ``factor(_:)`` into matrices the caller keeps (no allocation once they
  /// have the shape); `false` if Φ is rank-deficient.
  public static func factor(_ phi: Matrix, Q: inout Matrix, R: inout Matrix) -> Bool {
    factor(phi, Q: &Q, R: &R, projecting: nil, into: nil)
  }

  /// c minimising ‖Φc − y‖, with Φ's Q and R left in matrices the caller
  /// keeps: R·c = Qᵀy, where each (Qᵀy)ⱼ = Σᵢ Qᵢⱼ·yᵢ is summed in the pass
  /// that finishes column j of Q (the same sum, in the same order, as a
  /// pass of its own). `nil` if Φ is rank-deficient.
  public static func leastSquares(_ phi: Matrix, _ y: [Double], Q: inout Matrix, R: inout Matrix) -> [Double]? {
    var b = [Double](repeating: 0, count: phi.columns)
    let factored = y.withUnsafeBufferPointer { y in
      b.withUnsafeMutableBufferPointer { b in factor(phi, Q: &Q, R: &R, projecting: y, into: b) }
    }
    guard factored else { return nil }
    var c = [Double](repeating: 0, count: b.count)
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      var s = b[j]
      for k in (j + 1)..<b.count { s -= R.storage[j * b.count + k] * c[k] }
      c[j] = s / R.storage[j * b.count + j]
    }
    return c
  }

  /// The factorisation, and Qᵀy into `b` when y is given.
  private static func factor(
    _ phi: Matrix, Q: inout Matrix, R: inout Matrix, projecting y: UnsafeBufferPointer<Double>?, into b: UnsafeMutableBufferPointer<Double>?
  ) -> Bool {
    let n = phi.rows
    let q = phi.columns
    // The copy into Q also sums column 0's squared norm (the same sum, in
    // the same order, as a pass over Q of its own).
    var original = 0.0
    if Q.rows == n, Q.columns == q {
      Q.storage.withUnsafeMutableBufferPointer { dst in
        phi.storage.withUnsafeBufferPointer { src in
          for i in 0..<n {
            let first = src[i * q]
            original += first * first
            for j in 0..<q { dst[i * q + j] = src[i * q + j] }
          }
        }
      }
    } else {
      Q = phi
      phi.storage.withUnsafeBufferPointer { src in
        for i in 0..<n { original += src[i * q] * src[i * q] }
      }
    }
    if R.rows == q, R.columns == q {
      for k in R.storage.indices { R.storage[k] = 0 }
    } else {
      R = Matrix(rows: q, columns: q)
    }
    return Q.storage.withUnsafeMutableBufferPointer { Q in
      R.storage.withUnsafeMutableBufferPointer { R in
        // Passes are fused where they can be without changing a single
        // operation or its order: a column's update pass also sums the next
        // dot product (or the new norm) on the entries it has just made, and
        // a column's normalising pass also sums the next column's norm and
        // its dot product with column 0.
        var firstDot = 0.0
        for j in 0..<q {
          var before = original
          var norm2 = original
          var dot = firstDot
          for round in 0..<2 {
            if j > 0 {
              if round > 0 {
                dot = 0
                for i in 0..<n { dot += Q[i * q] * Q[i * q + j] }
              }
              for k in 0..<j {
                R[k * q + j] += dot
                if k + 1 < j {
                  var next = 0.0
                  for i in 0..<n {
                    Q[i * q + j] -= dot * Q[i * q + k]
                    next += Q[i * q + k + 1] * Q[i * q + j]
                  }
                  dot = next
                } else {
                  norm2 = 0
                  for i in 0..<n {
                    Q[i * q + j] -= dot * Q[i * q + k]
                    norm2 += Q[i * q + j] * Q[i * q + j]
                  }
                }
              }
            }
            if j == 0 || norm2 > 0.25 * before { break }
            before = norm2
          }
          let norm = norm2.squareRoot()
          guard norm > 1e-13 * original.squareRoot(), norm > 0 else { return false }
          R[j * q + j] = norm
          var projection = 0.0
          if j + 1 < q {
            original = 0
            firstDot = 0
            for i in 0..<n {
              Q[i * q + j] /= norm
              original += Q[i * q + j + 1] * Q[i * q + j + 1]
              firstDot += Q[i * q] * Q[i * q + j + 1]
              if let y { projection += Q[i * q + j] * y[i] }
            }
          } else {
            for i in 0..<n {
              Q[i * q + j] /= norm
              if let y { projection += Q[i * q + j] * y[i] }
            }
          }
          b?[j] = projection
        }
        return true
      }
    }
  }
}
