// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// The spring fit's basis Φ = [1 − C − aS, C + aS, S] and its derivatives
/// in θ = (ln ω₀, ln ζ), in the layout of ``SeparableProblem`` (docs/fit.md §2).
///
/// Two passes share the work: ``problemBasis`` makes Φ and parks each row's
/// C in the derivative buffer; ``problemDerivatives`` finishes ∂Φ/∂θ from
/// that C and from S (Φ's last column), so a trial step Levenberg–Marquardt
/// rejects costs e^(−at), sin and cos and nothing more. Both take four rows
/// at a time as lane-wise IEEE operations, each lane rounding as the
/// row-by-row formulas do (PassOrderTests writes those out).
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

  /// Fills Φ (n × 3) and, when the derivative buffer has room (3n entries
  /// or more), leaves C of row i at index 3i there, for
  /// ``problemDerivatives``; with `want`, finishes ∂Φ/∂θ (6n entries) too.
  static let problemBasis: @Sendable ([Double], [Double], inout [Double], inout [Double], Bool) -> Bool = {
    theta, t, phi, dphi, want in
    guard let rates = Rates(theta) else { return false }
    let (a, q) = (rates.a, rates.q)
    let n = t.count
    let keep = dphi.count >= 3 * n
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
                if keep { scratch[(i + l) * 3] = c[l] }
              }
              i += 4
            }
          }
          while i < n {
            let (c, s) = values(a: a, q: q, t: t[i])
            phi[i * 3] = 1 - c - a * s
            phi[i * 3 + 1] = c + a * s
            phi[i * 3 + 2] = s
            if keep { scratch[i * 3] = c }
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

  /// ∂Φ/∂θ (two blocks of n × 3) after ``problemBasis`` at the same θ, from
  /// the C it left at index 3i and S = Φᵢ₂: with ∂C = −tC·∂a − (tS/2)·∂q,
  /// ∂S = −tS·∂a + (∂S/∂q)·∂q and ∂(C + aS) = ∂C + S·∂a + a·∂S, row i of
  /// block k is [−∂(C + aS), ∂(C + aS), ∂S]. Row i's C is read before
  /// anything of rows i… is written, so the blocks overwrite it in place.
  static let problemDerivatives: @Sendable ([Double], [Double], [Double], inout [Double]) -> Void = {
    theta, t, phi, dphi in
    guard let rates = Rates(theta) else { return }
    let (a, q) = (rates.a, rates.q)
    let n = t.count
    let twoQ = 2 * q
    t.withUnsafeBufferPointer { t in
      phi.withUnsafeBufferPointer { phi in
        dphi.withUnsafeMutableBufferPointer { dphi in
          var i = 0
          while i < n {
            // Four rows, or the last one to three with idle lanes at t = 0.
            let m = Swift.min(4, n - i)
            var tv = SIMD4<Double>(repeating: 0)
            var c = tv
            var s = tv
            for l in 0..<m {
              tv[l] = t[i + l]
              c[l] = dphi[(i + l) * 3]
              s[l] = phi[(i + l) * 3 + 2]
            }
            let qt2 = q * tv * tv
            var sq = (tv * c - s) / twoQ
            if any((qt2 .< 1e-2) .& (qt2 .> -1e-2)) {
              for l in 0..<m { sq[l] = dS(a: a, q: q, t: tv[l], c: c[l], s: s[l]) }
            }
            // −t as the scalar code has it: SIMD's prefix minus is 0 − x,
            // which makes −0 of no zero; multiplying by −1 is exact.
            let minusT = tv * -1
            @inline(__always) func block(_ k: Int, _ da: Double, _ dq: Double) {
              let (d2, ds) = rowDerivative(minusT: minusT, c: c, s: s, sq: sq, a: a, da: da, dq: dq)
              for l in 0..<m {
                dphi[k * n * 3 + (i + l) * 3] = -d2[l]
                dphi[k * n * 3 + (i + l) * 3 + 1] = d2[l]
                dphi[k * n * 3 + (i + l) * 3 + 2] = ds[l]
              }
            }
            block(0, rates.byLogW.a, rates.byLogW.q)
            block(1, rates.byLogZeta.a, rates.byLogZeta.q)
            i += 4
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
