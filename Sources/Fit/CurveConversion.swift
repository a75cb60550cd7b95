// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Conversions between curve forms: exact where the mathematics is exact,
/// best fits (with their maximum error) otherwise.
public enum CurveConversion {
  /// The spring with the same motion as a damped cosine, exactly:
  /// A·e^(−at)·cos(ωt) + B is the spring with from = A + B, to = B,
  /// ω₀² = a² + ω², ζ = a/ω₀ (damping 2a per unit mass) and v₀ = −a·A.
  /// `nil` for sine, |cos| and ω = 0 (no spring moves like those from rest
  /// at that phase, or at all).
  public static func spring(_ c: DampedCosine, mass m: Double = 1) -> Spring? {
    guard c.oscillation == .cosine, c.overshoot, c.omega > 0, c.decay >= 0 else { return nil }
    let w0squared = c.decay * c.decay + c.omega * c.omega
    return Spring(
      mass: m, stiffness: m * w0squared, damping: 2 * m * c.decay, initialVelocity: -c.decay * c.amplitude,
      from: c.amplitude + c.offset, to: c.offset)
  }

  /// The damped cosine with the same motion as an under-damped spring, when
  /// there is one: x(t) = to + e^(−at)·[(from − to)·cos ω_d t +
  /// ((v₀ + a·(from − to))/ω_d)·sin ω_d t] has no sine term exactly when
  /// v₀ = a·(to − from) (to 1e-12 relative), so A = from − to, B = to,
  /// decay a, ω = ω_d.
  public static func dampedCosine(_ s: Spring) -> DampedCosine? {
    let a = s.decayRate
    let wd = s.dampedFrequency
    guard wd > 0 else { return nil }
    let distance = s.to - s.from
    let sineTerm = s.initialVelocity - a * distance
    guard Swift.abs(sineTerm) <= 1e-12 * Swift.max(Swift.abs(a * distance), Swift.abs(s.initialVelocity), 1e-300)
    else { return nil }
    return DampedCosine(amplitude: s.from - s.to, decay: a, omega: wd, offset: s.to)
  }

  /// The exact-mode bounce whose curve is this damped cosine: from = A + B,
  /// to = B, and the bounce count n whose duration T = (n + 1)·π/ω comes
  /// closest to when the envelope falls to `residual` of |A| (the stiffness
  /// is then |A|·e^(−aT), the envelope at T). `nil` without decay or
  /// oscillation.
  public static func bounce(_ c: DampedCosine, residual: Double = 0.001) -> Bounce? {
    guard c.decay > 0, c.omega > 0, c.amplitude != 0 else { return nil }
    let settle = log(1 / residual) / c.decay
    let n = Swift.max(0, (Int(checking: c.omega * settle / Double.pi - 1, .toNearestOrAwayFromZero) ?? 0))
    guard n <= Bounce.maximumBounces else { return nil }
    let duration = Double(n + 1) * Double.pi / c.omega
    let stiffness = Swift.abs(c.amplitude) * exp(-c.decay * duration)
    return Bounce(
      from: c.amplitude + c.offset, to: c.offset, duration: duration, bounces: n, stiffness: .custom(stiffness),
      overshoot: c.overshoot, shake: c.oscillation == .sine)
  }

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
      let w0 = exp(theta[0])
      let z = exp(theta[1])
      let a = z * w0
      let q = w0 * w0 * (1 - z * z)
      for i in 0..<n {
        let (c, s, sq) = SpringFitter.basis(a: a, q: q, t: t[i])
        // From 0 to 1 at rest: x = 1 − C − a·S.
        r[i] = 1 - c - a * s - y[i]
        if want {
          let ca = -t[i] * c
          let cq = -t[i] * s / 2
          let sa = -t[i] * s
          for (k, da, dq) in [(0, z * w0, 2 * w0 * w0 * (1 - z * z)), (1, w0 * z, -2 * w0 * w0 * z * z)] {
            let dc = ca * da + cq * dq
            let ds = sa * da + sq * dq
            J[i * 2 + k] = -(dc + da * s + a * ds)
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
