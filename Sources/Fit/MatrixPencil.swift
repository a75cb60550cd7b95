// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A complex number (poles of the matrix pencil).
struct Complex: Hashable, Sendable {
  var re: Double
  var im: Double

  var magnitude: Double { (re * re + im * im).squareRoot() }
  var argument: Double { atan2(im, re) }
}

/// The matrix pencil method: the poles of a sum of K damped exponentials
/// from uniform samples, with no starting guess.
///
/// With L = M/3, the Hankel matrix Y (rows yᵢ … yᵢ₊L) has a K-dimensional
/// dominant row space; its basis V (the top K eigenvectors of YᵀY, by
/// Jacobi) without its last row, V₁, and without its first, V₂, satisfy
/// V₁·A = V₂ for a K × K matrix A whose eigenvalues are the poles z. A pole
/// gives decay = −ln|z|/Δt and ω = arg z/Δt.
///
/// Source: Hua & Sarkar 1990; Sarkar & Pereira 1995 (docs/fit.md §3).
enum MatrixPencil {
  /// Linear interpolation of (t, y) onto `count` evenly spaced times from
  /// t₀ to t_last; returns the spacing and the values.
  static func resample(_ t: [Double], _ y: [Double], count m: Int) -> (step: Double, values: [Double]) {
    let t0 = t[0]
    let span = t[t.count - 1] - t0
    let step = span / Double(m - 1)
    var out = [Double](repeating: 0, count: m)
    var k = 0
    for i in 0..<m {
      let x = i == m - 1 ? t[t.count - 1] : t0 + step * Double(i)
      while k + 1 < t.count - 1, t[k + 1] <= x { k += 1 }
      let a = t[k]
      let b = t[Swift.min(k + 1, t.count - 1)]
      out[i] = b > a ? y[k] + (y[Swift.min(k + 1, y.count - 1)] - y[k]) * (x - a) / (b - a) : y[k]
    }
    return (step, out)
  }

  /// Eigenvalues and eigenvectors of a symmetric n × n matrix (flat,
  /// row-major): cyclic Jacobi rotations until the off-diagonal part is
  /// below 1e-22 of the whole. Eigenvector k is column k of `vectors`.
  static func symmetricEigen(_ matrix: [Double], n: Int) -> (values: [Double], vectors: [Double]) {
    var a = matrix
    var v = [Double](repeating: 0, count: n * n)
    for i in 0..<n { v[i * n + i] = 1 }
    a.withUnsafeMutableBufferPointer { a in
      v.withUnsafeMutableBufferPointer { v in
        for _ in 0..<30 {
          var off = 0.0
          var total = 0.0
          for i in 0..<n {
            for j in 0..<n {
              let x = a[i * n + j] * a[i * n + j]
              total += x
              if i != j { off += x }
            }
          }
          if off <= 1e-22 * total { break }
          for p in 0..<(n - 1) {
            for q in (p + 1)..<n where a[p * n + q] != 0 {
              let theta = (a[q * n + q] - a[p * n + p]) / (2 * a[p * n + q])
              let t = (theta >= 0 ? 1.0 : -1.0) / (Swift.abs(theta) + (theta * theta + 1).squareRoot())
              let c = 1 / (t * t + 1).squareRoot()
              let s = t * c
              for k in 0..<n {
                let akp = a[k * n + p]
                let akq = a[k * n + q]
                a[k * n + p] = c * akp - s * akq
                a[k * n + q] = s * akp + c * akq
              }
              for k in 0..<n {
                let apk = a[p * n + k]
                let aqk = a[q * n + k]
                a[p * n + k] = c * apk - s * aqk
                a[q * n + k] = s * apk + c * aqk
              }
              for k in 0..<n {
                let vkp = v[k * n + p]
                let vkq = v[k * n + q]
                v[k * n + p] = c * vkp - s * vkq
                v[k * n + q] = s * vkp + c * vkq
              }
            }
          }
        }
      }
    }
    return ((0..<n).map { a[$0 * n + $0] }, v)
  }

  /// The roots of λ³ + b·λ² + c·λ + d.
  static func cubicRoots(_ b: Double, _ c: Double, _ d: Double) -> [Complex] {
    func f(_ x: Double) -> Double { ((x + b) * x + c) * x + d }
    let bound = 1 + Swift.max(Swift.abs(b), Swift.abs(c), Swift.abs(d))
    var lo = -bound
    var hi = bound
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if mid <= lo || mid >= hi { break }
      if f(mid) < 0 { lo = mid } else { hi = mid }
    }
    let r = (lo + hi) / 2
    // λ² + (b + r)·λ + (c + (b + r)·r) = the quotient by (λ − r).
    let p = b + r
    let q = c + p * r
    let disc = p * p - 4 * q
    if disc >= 0 {
      let s = disc.squareRoot()
      let r1 = p >= 0 ? (-p - s) / 2 : (-p + s) / 2
      let r2 = r1 != 0 ? q / r1 : -p - r1
      return [Complex(re: r, im: 0), Complex(re: r1, im: 0), Complex(re: r2, im: 0)]
    }
    let im = (-disc).squareRoot() / 2
    return [Complex(re: r, im: 0), Complex(re: -p / 2, im: im), Complex(re: -p / 2, im: -im)]
  }

  /// The K = 3 poles of uniform samples, or `nil` when the data are too
  /// short or the pencil is singular.
  static func poles(_ y: [Double]) -> [Complex]? {
    let k = 3
    let m = y.count
    let l = Swift.max(k, m / 3)
    let rows = m - l
    guard rows >= k else { return nil }
    // G = YᵀY, (L + 1) × (L + 1).
    let size = l + 1
    var g = [Double](repeating: 0, count: size * size)
    for i in 0...l {
      for j in i...l {
        var sum = 0.0
        for r in 0..<rows { sum += y[r + i] * y[r + j] }
        g[i * size + j] = sum
        g[j * size + i] = sum
      }
    }
    let (values, vectors) = symmetricEigen(g, n: size)
    let columns = Array(values.indices.sorted { values[$0] > values[$1] }.prefix(k))
    // V₁ (rows 0…L−1) and V₂ (rows 1…L) of the top-K eigenvectors.
    var normal = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
    var right = [[Double]](repeating: [Double](repeating: 0, count: k), count: k)
    for a in 0..<k {
      for b in 0..<k {
        var s1 = 0.0
        var s2 = 0.0
        for r in 0..<l {
          s1 += vectors[r * size + columns[a]] * vectors[r * size + columns[b]]
          s2 += vectors[r * size + columns[a]] * vectors[(r + 1) * size + columns[b]]
        }
        normal[a][b] = s1
        right[a][b] = s2
      }
    }
    guard let shift = GaussianElimination.solve(Matrix(normal), Matrix(right)) else { return nil }
    let trace = shift[0, 0] + shift[1, 1] + shift[2, 2]
    let minors = shift[0, 0] * shift[1, 1] - shift[0, 1] * shift[1, 0]
      + shift[0, 0] * shift[2, 2] - shift[0, 2] * shift[2, 0]
      + shift[1, 1] * shift[2, 2] - shift[1, 2] * shift[2, 1]
    let det = shift[0, 0] * (shift[1, 1] * shift[2, 2] - shift[1, 2] * shift[2, 1])
      - shift[0, 1] * (shift[1, 0] * shift[2, 2] - shift[1, 2] * shift[2, 0])
      + shift[0, 2] * (shift[1, 0] * shift[2, 1] - shift[1, 1] * shift[2, 0])
    let roots = cubicRoots(-trace, minors, -det)
    return roots.allSatisfy({ $0.re.isFinite && $0.im.isFinite }) ? roots : nil
  }

  /// Samples for the pencil: about six per half-oscillation, 30 to 90 of
  /// them. Half-oscillations are counted as crossings of the last tenth's
  /// median that swing at least 5 % of the largest deviation (so noise does
  /// not count).
  static func uniform(_ t: [Double], _ y: [Double]) -> (step: Double, values: [Double]) {
    let level = SettledLevel.of(y)
    let band = 0.05 * SettledLevel.largestDeviation(y, from: level)
    var crossings = 0
    var side = 0.0
    for v in y {
      let d = v - level
      if Swift.abs(d) <= band { continue }
      let s: Double = d > 0 ? 1 : -1
      if side != 0, s != side { crossings += 1 }
      side = s
    }
    let m = Swift.min(y.count, Swift.max(30, Swift.min(90, 6 * (crossings + 1))))
    return resample(t, y, count: Swift.max(m, Swift.min(y.count, 12)))
  }
}
