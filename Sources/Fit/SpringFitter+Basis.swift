// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// The spring fit's basis Φ = [1 − C − aS, C + aS, S] and its derivatives
/// in θ = (ln ω₀, ln ζ), in the layout of ``SeparableProblem`` (docs/fit.md §2).
///
/// Two passes share the work: ``problemBasis`` makes Φ and keeps each row's
/// C aside; ``problemProducts`` (or, for ∂Φ/∂θ itself,
/// ``problemDerivatives``) finishes from that C and from S (Φ's last
/// column), so a trial step Levenberg–Marquardt rejects costs e^(−at), sin
/// and cos and nothing more, and a solve holds one value a row instead of
/// ∂Φ/∂θ's six. All take four rows at a time as lane-wise IEEE operations,
/// each lane rounding as the row-by-row formulas do (SpringBasisTests writes
/// those out).
extension SpringFitter {
  /// a = ζω₀, q = ω₀²(1 − ζ²) and their derivatives in ln ω₀ and ln ζ
  /// (d/d ln x = x·d/dx); `nil` outside the domain.
  struct Rates {
    let a: Double
    let q: Double
    /// (∂a, ∂q) with respect to ln ω₀, then ln ζ.
    let byLogW: (a: Double, q: Double)
    let byLogZeta: (a: Double, q: Double)

    init?(_ theta: [Double]) {
      let w0 = exp(theta[0])
      let z = exp(theta[1])
      guard w0.isFinite, z.isFinite, w0 > 0, z > 0 else { return nil }
      a = z * w0
      q = w0 * w0 * (1 - z * z)
      byLogW = (z * w0, 2 * w0 * w0 * (1 - z * z))
      byLogZeta = (w0 * z, -2 * w0 * w0 * z * z)
    }
  }

  /// Fills Φ (n × 3) and, when the derivative buffer has room, leaves C of
  /// row i there: at index i (scratch for ``problemProducts``), or with
  /// `want` at index 3i, where ``problemDerivatives`` then finishes ∂Φ/∂θ
  /// (6n entries) in place.
  static let problemBasis: @Sendable ([Double], [Double], inout [Double], inout [Double], Bool) -> Bool = {
    theta, t, phi, dphi, want in
    guard let rates = Rates(theta) else { return false }
    let (a, q) = (rates.a, rates.q)
    let n = t.count
    let stride = want ? 3 : 1
    let keep = dphi.count >= stride * n
    precondition(!want || dphi.count >= 6 * n, "derivatives: 6n entries")
    t.withUnsafeBufferPointer { t in
      phi.withUnsafeMutableBufferPointer { phi in
        dphi.withUnsafeMutableBufferPointer { scratch in
          var i = 0
          if q > 0 {
            let w = q.squareRoot()
            while i + 4 <= n {
              let tv = SIMD4(t[i], t[i + 1], t[i + 2], t[i + 3])
              let (sn, cs) = sinCos(w * tv)
              let e = SIMD4(exp(-a * tv[0]), exp(-a * tv[1]), exp(-a * tv[2]), exp(-a * tv[3]))
              let c = e * cs
              let s = e * sn / w
              let (first, second) = (1 - c - a * s, c + a * s)
              for l in 0..<4 {
                phi[(i + l) * 3] = first[l]
                phi[(i + l) * 3 + 1] = second[l]
                phi[(i + l) * 3 + 2] = s[l]
                if keep { scratch[(i + l) * stride] = c[l] }
              }
              i += 4
            }
          }
          while i < n {
            let (c, s) = values(a: a, q: q, t: t[i])
            phi[i * 3] = 1 - c - a * s
            phi[i * 3 + 1] = c + a * s
            phi[i * 3 + 2] = s
            if keep { scratch[i * stride] = c }
            i += 1
          }
        }
      }
    }
    if want { problemDerivatives(theta, t, phi, &dphi) }
    return true
  }

  /// ∂(C + aS) and ∂S along one parameter whose rates are ∂a and ∂q, from
  /// −t, C, S and ∂S/∂q: ∂C = −tC·∂a − (tS/2)·∂q, ∂S = −tS·∂a + (∂S/∂q)·∂q,
  /// ∂(C + aS) = ∂C + S·∂a + a·∂S. One row or several, lane by lane (the
  /// fit's four rows and the conversion's one take the same operations).
  @inline(__always)
  static func rowDerivative<V: SpringLanes>(
    minusT: V, c: V, s: V, sq: V, a: Double, da: Double, dq: Double
  ) -> (d2: V, ds: V) {
    let ca = minusT * c
    let cq = minusT * s * 0.5  // (−tS)/2: halving is exact either way
    let sa = minusT * s
    let dc = ca * da + cq * dq
    let ds = sa * da + sq * dq
    return (dc + s * da + ds * a, ds)
  }

  /// ∂(C + aS) and ∂S along ln ω₀ and ln ζ for rows i… (up to four;
  /// `row(l)` gives row i + l's C and S), idle lanes at t = 0, C = S = 0.
  @inline(__always)
  static func group(
    _ t: UnsafeBufferPointer<Double>, _ i: Int, _ m: Int, _ rates: Rates, row: (Int) -> (c: Double, s: Double)
  ) -> (byLogW: (d2: SIMD4<Double>, ds: SIMD4<Double>), byLogZeta: (d2: SIMD4<Double>, ds: SIMD4<Double>)) {
    let (a, q) = (rates.a, rates.q)
    var tv = SIMD4<Double>(repeating: 0)
    var c = tv
    var s = tv
    for l in 0..<m {
      tv[l] = t[i + l]
      (c[l], s[l]) = row(l)
    }
    let qt2 = q * tv * tv
    var sq = (tv * c - s) / (2 * q)
    if any((qt2 .< 1e-2) .& (qt2 .> -1e-2)) {
      for l in 0..<m { sq[l] = dS(a: a, q: q, t: tv[l], c: c[l], s: s[l]) }
    }
    // −t as the scalar code has it: SIMD's prefix minus is 0 − x, which
    // makes −0 of no zero; multiplying by −1 is exact.
    let minusT = tv * -1
    return (
      rowDerivative(minusT: minusT, c: c, s: s, sq: sq, a: a, da: rates.byLogW.a, dq: rates.byLogW.q),
      rowDerivative(minusT: minusT, c: c, s: s, sq: sq, a: a, da: rates.byLogZeta.a, dq: rates.byLogZeta.q)
    )
  }

  /// ∂Φ/∂θ (two blocks of n × 3) after ``problemBasis`` at the same θ with
  /// `want`, from the C it left at index 3i and S = Φᵢ₂: row i of block k is
  /// [−∂(C + aS), ∂(C + aS), ∂S]. Row i's C is read before anything of
  /// rows i… is written, so the blocks overwrite it in place.
  static let problemDerivatives: @Sendable ([Double], [Double], [Double], inout [Double]) -> Void = {
    theta, t, phi, dphi in
    guard let rates = Rates(theta) else { return }
    let n = t.count
    t.withUnsafeBufferPointer { t in
      phi.withUnsafeBufferPointer { phi in
        dphi.withUnsafeMutableBufferPointer { dphi in
          var i = 0
          while i < n {
            let m = Swift.min(4, n - i)
            let (w, z) = group(t, i, m, rates) { l in (dphi[(i + l) * 3], phi[(i + l) * 3 + 2]) }
            @inline(__always) func store(_ k: Int, _ d2: SIMD4<Double>, _ ds: SIMD4<Double>) {
              for l in 0..<m {
                dphi[k * n * 3 + (i + l) * 3] = -d2[l]
                dphi[k * n * 3 + (i + l) * 3 + 1] = d2[l]
                dphi[k * n * 3 + (i + l) * 3 + 2] = ds[l]
              }
            }
            store(0, w.d2, w.ds)
            store(1, z.d2, z.ds)
            i += 4
          }
        }
      }
    }
  }

  /// Rows `rows` of V = (∂Φ/∂θ)·c (two columns; row i at
  /// 2·(i − rows.lowerBound)) after ``problemBasis`` at the same θ without
  /// `want`, from the C it left at index i and S = Φᵢ₂: Vᵢₖ =
  /// ((0 + (−∂(C + aS))·c₀) + ∂(C + aS)·c₁) + ∂S·c₂, the sum over row i of
  /// block k of ``problemDerivatives``, in its order.
  static let problemProducts: @Sendable ([Double], [Double], [Double], [Double], [Double], Range<Int>, inout [Double]) -> Void = {
    theta, t, phi, scratch, c, rows, v in
    guard let rates = Rates(theta) else { return }
    let (c0, c1, c2) = (c[0], c[1], c[2])
    t.withUnsafeBufferPointer { t in
      phi.withUnsafeBufferPointer { phi in
        scratch.withUnsafeBufferPointer { scratch in
          v.withUnsafeMutableBufferPointer { v in
            var i = rows.lowerBound
            while i < rows.upperBound {
              let m = Swift.min(4, rows.upperBound - i)
              let (w, z) = group(t, i, m, rates) { l in (scratch[i + l], phi[(i + l) * 3 + 2]) }
              @inline(__always) func store(_ k: Int, _ d2: SIMD4<Double>, _ ds: SIMD4<Double>) {
                let sum = ((SIMD4<Double>.zero + (d2 * -1) * c0) + d2 * c1) + ds * c2
                for l in 0..<m { v[(i - rows.lowerBound + l) * 2 + k] = sum[l] }
              }
              store(0, w.d2, w.ds)
              store(1, z.d2, z.ds)
              i += 4
            }
          }
        }
      }
    }
  }
}

/// One row or four: the operations ``SpringFitter/rowDerivative(minusT:c:s:sq:a:da:dq:)``
/// needs, each lane-wise IEEE arithmetic.
protocol SpringLanes {
  static func * (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Double) -> Self
  static func + (lhs: Self, rhs: Self) -> Self
}

extension Double: SpringLanes {}
extension SIMD4: SpringLanes where Scalar == Double {}
