// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

// The exact conversions between a spring, a damped cosine and a bounce:
// closed-form identities, no fitting (docs/fit.md §8).

extension Spring {
  /// The spring with the same motion as a damped cosine, exactly:
  /// A·e^(−at)·cos(ωt) + B is the spring with from = A + B, to = B,
  /// ω₀² = a² + ω², ζ = a/ω₀ (damping 2a per unit mass) and v₀ = −a·A.
  /// `nil` for sine, |cos| and ω = 0 (no spring moves like those from rest
  /// at that phase, or at all).
  public init?(exactly c: DampedCosine, mass m: Double = 1) {
    guard c.oscillation == .cosine, c.overshoot, c.omega > 0, c.decay >= 0 else { return nil }
    let w0squared = c.decay * c.decay + c.omega * c.omega
    self.init(
      mass: m, stiffness: m * w0squared, damping: 2 * m * c.decay, initialVelocity: -c.decay * c.amplitude,
      from: c.amplitude + c.offset, to: c.offset)
  }
}

extension DampedCosine {
  /// The damped cosine with the same motion as an under-damped spring, when
  /// there is one: x(t) = to + e^(−at)·[(from − to)·cos ω_d t +
  /// ((v₀ + a·(from − to))/ω_d)·sin ω_d t] has no sine term exactly when
  /// v₀ = a·(to − from) (to 1e-12 relative), so A = from − to, B = to,
  /// decay a, ω = ω_d.
  public init?(exactly s: Spring) {
    let a = s.decayRate
    let wd = s.dampedFrequency
    guard wd > 0 else { return nil }
    let distance = s.to - s.from
    let sineTerm = s.initialVelocity - a * distance
    guard Swift.abs(sineTerm) <= 1e-12 * Swift.max(Swift.abs(a * distance), Swift.abs(s.initialVelocity), 1e-300)
    else { return nil }
    self.init(amplitude: s.from - s.to, decay: a, omega: wd, offset: s.to)
  }
}

extension Bounce {
  /// The exact-mode bounce whose curve is this damped cosine: from = A + B,
  /// to = B, and the bounce count n whose duration T = (n + 1)·π/ω comes
  /// closest to when the envelope falls to `residual` of |A| (the stiffness
  /// is then |A|·e^(−aT), the envelope at T). `nil` without decay or
  /// oscillation.
  public init?(enclosing c: DampedCosine, residual: Double = 0.001) {
    guard c.decay > 0, c.omega > 0, c.amplitude != 0 else { return nil }
    let settle = log(1 / residual) / c.decay
    let n = Swift.max(0, (Int(checking: c.omega * settle / Double.pi - 1, .toNearestOrAwayFromZero) ?? 0))
    guard n <= Bounce.maximumBounces else { return nil }
    let duration = Double(n + 1) * Double.pi / c.omega
    let stiffness = Swift.abs(c.amplitude) * exp(-c.decay * duration)
    self.init(
      from: c.amplitude + c.offset, to: c.offset, duration: duration, bounces: n, stiffness: .custom(stiffness),
      overshoot: c.overshoot, shake: c.oscillation == .sine)
  }
}
