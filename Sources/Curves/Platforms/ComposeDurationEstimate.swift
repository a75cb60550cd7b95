// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Jetpack Compose's own estimate of a spring animation's length: a spring
/// `Animatable` or transition ends at it, snapping to the target
/// (`FloatSpringSpec.getDurationNanos`, which calls
/// `estimateAnimationDurationMillis` with the displacement and velocity in
/// units of the visibility threshold and delta 1).
///
/// The estimate is the last time |x(t)| = delta, x the displacement of the
/// unit-mass spring x″ + 2ζ√k·x′ + k·x = 0: under-damped, where the envelope
/// √(c₁² + c₂²)·e^(rt) falls to delta (r the roots' real part, c₁ = p₀,
/// c₂ = (v₀ − r·c₁)/ω_d); critically and over-damped, by Newton's method
/// on x(t) ± delta from a start chosen by where the curve's inflection lies,
/// until two iterates are within 1e-3 s (at most 100). The displacement is
/// made positive first (the velocity's sign follows). Milliseconds,
/// truncated toward zero as Kotlin's `Double.toLong()`; ζ = 0 (in the Float
/// form) gives the longest duration, `Long.MAX_VALUE / 1_000_000`.
///
/// Source: androidx `compose/animation/animation-core/src/commonMain/kotlin/
/// androidx/compose/animation/core/SpringEstimation.kt` and
/// `FloatAnimationSpec.kt` (`FloatSpringSpec`); its tests
/// `PhysicsAnimationTest.kt` (811, 4830 and 1206 ms) and
/// `SpringEstimationTest.kt` are ours (docs/platforms.md §4).
public enum ComposeDurationEstimate {
  /// The longest estimate: `Long.MAX_VALUE / 1_000_000` ms, so that it fits
  /// in nanoseconds.
  public static let maximumMillis = Int64.max / 1_000_000

  /// `Spring.DefaultDisplacementThreshold`: the visibility threshold of a
  /// `Float` animation, value units.
  public static let defaultVisibilityThreshold: Float = 0.01

  /// How long Compose runs `spring(dampingRatio, stiffness)` from `from` to
  /// `to` with `velocity` (value units per second), ms: the Float
  /// arithmetic of `FloatSpringSpec.getDurationNanos`.
  public static func animationMillis(
    stiffness: Float, dampingRatio: Float, from: Float, to: Float, velocity: Float,
    visibilityThreshold: Float = defaultVisibilityThreshold
  ) -> Int64 {
    millis(
      stiffness: stiffness, dampingRatio: dampingRatio, initialVelocity: velocity / visibilityThreshold,
      initialDisplacement: (from - to) / visibilityThreshold, delta: 1)
  }

  /// How long Compose runs `spring` (as `spring(dampingRatio = ζ,
  /// stiffness = k/m)`, its move and start velocity), seconds; `nil` when
  /// it never ends (ζ = 0).
  public static func seconds(of spring: Spring, visibilityThreshold: Float = defaultVisibilityThreshold) -> Double? {
    let ms = animationMillis(
      stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio), from: Float(spring.from),
      to: Float(spring.to), velocity: Float(spring.initialVelocity), visibilityThreshold: visibilityThreshold)
    return ms >= maximumMillis ? nil : Double(ms) / 1000
  }

  /// The Float form: ζ = 0 never ends; otherwise the Double form.
  public static func millis(stiffness: Float, dampingRatio: Float, initialVelocity: Float, initialDisplacement: Float, delta: Float) -> Int64 {
    if dampingRatio == 0 { return maximumMillis }
    return millis(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity),
      initialDisplacement: Double(initialDisplacement), delta: Double(delta))
  }

  /// Stiffness k (per unit mass) and damping ratio ζ: roots of
  /// s² + 2ζ√k·s + k.
  public static func millis(stiffness: Double, dampingRatio: Double, initialVelocity: Double, initialDisplacement: Double, delta: Double) -> Int64 {
    let c = 2.0 * dampingRatio * stiffness.squareRoot()
    let roots = Self.roots(c * c - 4.0 * stiffness, c, 0.5)
    return estimate(roots, dampingRatio, initialVelocity, initialDisplacement, delta)
  }

  /// Spring constant, damping coefficient and mass: roots of
  /// m·s² + c·s + k.
  public static func millis(
    springConstant: Double, dampingCoefficient: Double, mass: Double, initialVelocity: Double, initialDisplacement: Double,
    delta: Double
  ) -> Int64 {
    let ratio = dampingCoefficient / (2.0 * (springConstant * mass).squareRoot())
    let roots = Self.roots(dampingCoefficient * dampingCoefficient - 4.0 * mass * springConstant, dampingCoefficient, 1.0 / (2.0 * mass))
    return estimate(roots, ratio, initialVelocity, initialDisplacement, delta)
  }

  /// (−c ± √partial)·scale, the square root imaginary for partial < 0:
  /// the real parts and the first root's imaginary part.
  static func roots(_ partial: Double, _ c: Double, _ scale: Double) -> (first: Double, second: Double, imaginary: Double) {
    let (re, im) = partial < 0 ? (0.0, (-partial).squareRoot()) : (partial.squareRoot(), 0.0)
    return ((-c + re) * scale, (-c - re) * scale, im * scale)
  }

  static func estimate(
    _ roots: (first: Double, second: Double, imaginary: Double), _ ratio: Double, _ v: Double, _ p: Double, _ delta: Double
  ) -> Int64 {
    if p == 0, v == 0 { return 0 }
    let v0 = p < 0 ? -v : v
    let p0 = Swift.abs(p)
    let seconds: Double
    if ratio > 1 {
      seconds = overDamped(roots.first, roots.second, p0, v0, delta)
    } else if ratio < 1 {
      let r = roots.first
      let c2 = (v0 - r * p0) / roots.imaginary
      seconds = log(delta / (p0 * p0 + c2 * c2).squareRoot()) / r
    } else {
      seconds = criticallyDamped(roots.first, p0, v0, delta)
    }
    return kotlinLong(seconds * 1000.0)
  }

  /// Kotlin's `Double.toLong()`: toward zero, NaN 0, saturating.
  static func kotlinLong(_ x: Double) -> Int64 {
    if x.isNaN { return 0 }
    if x >= 9.223372036854775807e18 { return .max }
    if x <= -9.223372036854775808e18 { return .min }
    return Int64(x)
  }

  /// Newton's method on f from `t` until two iterates are within 1e-3 s
  /// (at most 100 steps).
  static func newton(_ t: Double, _ f: (Double) -> Double, _ slope: (Double) -> Double) -> Double {
    var t = t
    var step = Double.greatestFiniteMagnitude
    var n = 0
    while step > 0.001, n < 100 {
      n += 1
      let last = t
      t = last - f(last) / slope(last)
      step = Swift.abs(last - t)
    }
    return t
  }

  /// x(t) = (c₁ + c₂t)·e^(rt).
  static func criticallyDamped(_ r: Double, _ p0: Double, _ v0: Double, _ delta: Double) -> Double {
    let c1 = p0
    let c2 = v0 - r * c1
    let t1 = log(Swift.abs(delta / c1)) / r
    // t·e^t = delta/c₂ by a fixed-point start (Lambert's W), six rounds.
    let guess = log(Swift.abs(delta / c2))
    var w = guess
    for _ in 0...5 { w = guess - log(Swift.abs(w / r)) }
    let t2 = w / r
    var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : Swift.max(t1, t2))
    let inflection = -(r * c1 + c2) / (r * c2)
    let xInflection = c1 * exp(r * inflection) + c2 * inflection * exp(r * inflection)
    let signed: Double
    if inflection.isNaN || inflection <= 0 {
      signed = -delta
    } else if inflection > 0, -xInflection < delta {
      if c2 < 0, c1 > 0 { t = 0 }
      signed = -delta
    } else {
      t = -(2.0 / r) - c1 / c2
      signed = delta
    }
    return newton(t, { (c1 + c2 * $0) * exp(r * $0) + signed }, { (c2 * (r * $0 + 1) + c1 * r) * exp(r * $0) })
  }

  /// x(t) = c₁e^(r₁t) + c₂e^(r₂t).
  static func overDamped(_ r1: Double, _ r2: Double, _ p0: Double, _ v0: Double, _ delta: Double) -> Double {
    let c2 = (r1 * p0 - v0) / (r1 - r2)
    let c1 = p0 - c2
    let t1 = log(Swift.abs(delta / c1)) / r1
    let t2 = log(Swift.abs(delta / c2)) / r2
    var t = !t1.isFinite ? t2 : (!t2.isFinite ? t1 : Swift.max(t1, t2))
    let inflection = log((c1 * r1) / (-c2 * r2)) / (r2 - r1)
    let signed: Double
    if inflection.isNaN || inflection <= 0 {
      signed = -delta
    } else if inflection > 0, -(c1 * exp(r1 * inflection) + c2 * exp(r2 * inflection)) < delta {
      if c2 > 0, c1 < 0 { t = 0 }
      signed = -delta
    } else {
      t = log(-(c2 * r2 * r2) / (c1 * r1 * r1)) / (r1 - r2)
      signed = delta
    }
    if Swift.abs(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)) < 0.0001 { return t }
    return newton(t, { c1 * exp(r1 * $0) + c2 * exp(r2 * $0) + signed }, { c1 * r1 * exp(r1 * $0) + c2 * r2 * exp(r2 * $0) })
  }
}
