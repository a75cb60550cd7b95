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
    let n = phi.rows
    let q = phi.columns
    if Q.rows == n, Q.columns == q {
      Q.storage.withUnsafeMutableBufferPointer { dst in phi.storage.withUnsafeBufferPointer { src in dst.update(fromContentsOf: src) } }
    } else {
      Q = phi
    }
    if R.rows == q, R.columns == q {
      for k in R.storage.indices { R.storage[k] = 0 }
    } else {
      R = Matrix(rows: q, columns: q)
    }
    return Q.storage.withUnsafeMutableBufferPointer { Q in
      R.storage.withUnsafeMutableBufferPointer { R in
        for j in 0..<q {
          var original = 0.0
          for i in 0..<n { original += Q[i * q + j] * Q[i * q + j] }
          var before = original
          var norm2 = original
          for _ in 0..<2 {
            for k in 0..<j {
              var dot = 0.0
              for i in 0..<n { dot += Q[i * q + k] * Q[i * q + j] }
              R[k * q + j] += dot
              for i in 0..<n { Q[i * q + j] -= dot * Q[i * q + k] }
            }
            norm2 = 0
            for i in 0..<n { norm2 += Q[i * q + j] * Q[i * q + j] }
            if j == 0 || norm2 > 0.25 * before { break }
            before = norm2
          }
          let norm = norm2.squareRoot()
          guard norm > 1e-13 * original.squareRoot(), norm > 0 else { return false }
          R[j * q + j] = norm
          for i in 0..<n { Q[i * q + j] /= norm }
        }
        return true
      }
    }
  }

  /// c minimising ‖Φc − y‖ given Φ's Q and R: R·c = Qᵀy.
  public static func solve(_ Q: Matrix, _ R: Matrix, _ y: [Double]) -> [Double] {
    let n = Q.rows
    let q = Q.columns
    var b = [Double](repeating: 0, count: q)
    Q.storage.withUnsafeBufferPointer { Q in
      y.withUnsafeBufferPointer { y in
        for j in 0..<q {
          var s = 0.0
          for i in 0..<n { s += Q[i * q + j] * y[i] }
          b[j] = s
        }
      }
    }
    var c = [Double](repeating: 0, count: q)
    for j in stride(from: q - 1, through: 0, by: -1) {
      var s = b[j]
      for k in (j + 1)..<q { s -= R.storage[j * q + k] * c[k] }
      c[j] = s / R.storage[j * q + j]
    }
    return c
  }
}
