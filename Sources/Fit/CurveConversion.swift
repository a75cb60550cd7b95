// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Conversions between curve forms that need a fit (with its maximum
/// error). The exact conversions are in `Curves` (``Spring/init(exactly:mass:)``,
/// ``DampedCosine/init(exactly:)``, ``Bounce/init(enclosing:residual:)``).
public enum CurveConversion {
  /// The spring from rest, `from` → `to` over the same span, closest (least
  /// squares on 200 samples) to an easing played over `duration` seconds:
  /// Levenberg–Marquardt over (ln ω₀, ln ζ) with the analytic basis
  /// derivatives. Returns the spring and its maximum error as a fraction of
  /// the move (the true worst case, ``WorstCase``).
  public static func nearestSpring(
    to easing: some TimingCurve, duration: Double
  ) -> (spring: Spring, maximumError: Double)? {
    let n = 200
    let t = (0..<n).map { duration * Double($0) / Double(n - 1) }
    let y = t.map { easing.progress(at: $0 / duration) }
    let problem = LeastSquaresProblem(parameterCount: 2, residualCount: n, lower: [-700, log(1e-6)], upper: [700, log(1e3)]) {
      theta, r, J, want in
      guard let rates = SpringFitter.Rates(theta) else { return false }
      let (a, q) = (rates.a, rates.q)
      for i in 0..<n {
        let (c, s, sq) = SpringFitter.basis(a: a, q: q, t: t[i])
        // From 0 to 1 at rest: x = 1 − C − a·S.
        r[i] = 1 - c - a * s - y[i]
        if want {
          for (k, (da, dq)) in [rates.byLogW, rates.byLogZeta].enumerated() {
            J[i * 2 + k] = -SpringFitter.rowDerivative(minusT: -t[i], c: c, s: s, sq: sq, a: a, da: da, dq: dq).d2
          }
        }
      }
      return r.allSatisfy(\.isFinite)
    }
    // Starts: from the time the easing is half-way, ζ from 0.5 to 1.5.
    let half = t[y.firstIndex { $0 >= 0.5 } ?? n / 2]
    var best: LeastSquaresResult?
    for zeta in [0.5, 0.8, 1, 1.5] {
      let w0 = 1.678 / Swift.max(half, duration / 100) * (zeta < 1 ? 0.8 : 1)
      guard let r = LevenbergMarquardt.solve(problem, from: [log(w0), log(zeta)]) else { continue }
      if best == nil || r.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = r }
    }
    guard let r = best else { return nil }
    let w0 = exp(r.parameters[0])
    let z = exp(r.parameters[1])
    let spring = Spring(mass: 1, stiffness: w0 * w0, damping: 2 * z * w0, from: 0, to: 1)
    // The true worst case, not the largest of the samples.
    let worst = WorstCase.maximum(
      of: { Swift.abs(spring.value(at: $0 * duration) - easing.progress(at: $0)) }, in: 0...1, samples: 2000)
    return (spring, worst.value)
  }
}
