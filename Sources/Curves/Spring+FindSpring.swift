// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Spring {
  /// Motion's and Popmotion's `findSpring`: the stiffness and damping of a
  /// unit-mass spring whose envelope from a unit step is 0.001 at
  /// `duration`, found as those libraries find it (not in closed form, so
  /// frames match them to the last bit).
  ///
  /// ζ = clamp(1 − bounce, 0.05, 1); T = clamp(duration, 0.01, 10) s; eleven
  /// Newton steps from ω₀ = 5/T on f(ω₀) = 0.001 − (ζω₀ − v)/ω_d·e^(−ζω₀T)
  /// (ζ < 1) or e^(−ω₀T)·((ω₀ − v)T + 1) − 0.001 (ζ = 1), with the
  /// libraries' own derivative (whose sign follows f's); k = m·ω₀²,
  /// c = 2ζ√(mk). A NaN root gives their fallback, k 100 and c 10.
  ///
  /// - Parameters:
  ///   - duration: seconds (the libraries take milliseconds).
  ///   - velocity: Popmotion passes its `velocity` option here; Motion 13
  ///     passes 0.
  /// - Source: motiondivision/motion
  ///   `packages/motion-dom/src/animation/generators/spring.ts`;
  ///   Popmotion/popmotion `packages/popmotion/src/animations/utils/find-spring.ts`.
  public static func findSpring(
    duration: Double, bounce: Double, velocity: Double = 0, mass: Double = 1
  ) -> (stiffness: Double, damping: Double) {
    let zeta = Swift.min(1, Swift.max(0.05, 1 - bounce))
    let t = Swift.min(10, Swift.max(0.01, duration))
    let safeMin = 0.001
    let f: (Double) -> Double
    let df: (Double) -> Double
    if zeta < 1 {
      let root = (1 - zeta * zeta).squareRoot()
      f = { w in
        let decay = w * zeta
        return safeMin - (decay - velocity) / (w * root) * exp(-decay * t)
      }
      df = { w in
        let decay = w * zeta
        let delta = decay * t
        let d = delta * velocity + velocity
        let e = pow(zeta, 2) * pow(w, 2) * t
        let g = pow(w, 2) * root
        let sign: Double = -f(w) + safeMin > 0 ? -1 : 1
        return sign * ((d - e) * exp(-delta)) / g
      }
    } else {
      f = { w in exp(-w * t) * ((w - velocity) * t + 1) - safeMin }
      df = { w in exp(-w * t) * ((velocity - w) * (t * t)) }
    }
    var w = 5 / t
    for _ in 1..<12 { w -= f(w) / df(w) }
    guard !w.isNaN else { return (100, 10) }
    let k = pow(w, 2) * mass
    return (k, zeta * 2 * (mass * k).squareRoot())
  }
}

extension Spring {
  /// The `duration` that ``findSpring(duration:bounce:velocity:mass:)``
  /// (velocity 0) maps to this spring's natural frequency, the inverse of
  /// Motion's and Popmotion's duration form; seconds, `nil` when ζ is
  /// outside [0.05, 1] or the duration outside [0.01, 10] s.
  ///
  /// findSpring's Newton iteration depends on ω₀ and T only through
  /// u = ω₀·T (it starts at u = 5), so T = u(ζ)/ω₀ with u(ζ) found once at
  /// T = 1 s; exact up to rounding.
  public var findSpringDuration: Double? {
    var zeta = dampingRatio
    if Swift.abs(zeta - 1) <= 1e-12 { zeta = 1 }
    guard zeta >= 0.05 - 1e-12, zeta <= 1 else { return nil }
    let u = Self.findSpring(duration: 1, bounce: 1 - zeta).stiffness.squareRoot()
    let t = u / naturalFrequency
    return t >= 0.01 && t <= 10 ? t : nil
  }
}
