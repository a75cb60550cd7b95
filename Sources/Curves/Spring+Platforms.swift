// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

extension Spring {
  /// UIKit's `usingSpringWithDamping:` with an animation duration, as the
  /// widely used model for it: the envelope e^(−ζω₀T) is 1/1500 at the
  /// duration T, so k = m·(ln 1500)²/(T²·ζ²), with ζ clipped to [0.01, 1].
  ///
  /// - Note: Apple does not document how UIKit derives stiffness from the
  ///   duration; this is the community model of
  ///   https://stackoverflow.com/questions/22332035 (answer 61763337),
  ///   reported as a model wherever it is used.
  public init(uikitDuration duration: Double, dampingRatio: Double, initialSpringVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let zeta = Swift.min(1, Swift.max(dampingRatio, 0.01))
    let k = pow(log(1500.0), 2) / (duration * duration * zeta * zeta)
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(),
      initialVelocity: initialSpringVelocity * (to - from), from: from, to: to)
  }

  /// The UIKit duration of the 1/1500-envelope model, ln(1500)/(ζ·ω₀)
  /// seconds; `nil` outside 0 < ζ ≤ 1 (usingSpringWithDamping's range).
  public var uikitDuration: Double? {
    let zeta = dampingRatio
    guard zeta > 0, zeta <= 1 + 1e-12 else { return nil }
    return log(1500.0) / (Swift.min(zeta, 1) * naturalFrequency)
  }

  /// Android `SpringForce(stiffness, dampingRatio)`: unit mass, the two
  /// constants as Java `float`s widened to `double` (0.2f =
  /// 0.20000000298023224). Positions and velocity are kept as given; the
  /// frame-by-frame `float` state is the Android engine's business.
  ///
  /// Source: androidx `SpringForce.java`
  /// (https://developer.android.com/reference/kotlin/androidx/dynamicanimation/animation/SpringForce).
  public init(androidStiffness stiffness: Double, dampingRatio: Double, startVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let k = Double(Float(stiffness))
    let zeta = Double(Float(dampingRatio))
    self.init(
      mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(),
      initialVelocity: startVelocity, from: from, to: to)
  }

  /// Motion's `{ visualDuration, bounce }`: k = (2π/(1.2·vd))²,
  /// c = 2·clamp(1 − b, 0.05, 1)·√k, m = 1. Never over-damps.
  ///
  /// Source: motiondivision/motion
  /// `packages/motion-dom/src/animation/generators/spring.ts` (docs/springs.md §2).
  public init(visualDuration: Double, bounce: Double, initialVelocity: Double = 0, from: Double = 0, to: Double = 1) {
    let k = pow(2 * Double.pi / (1.2 * visualDuration), 2)
    let zeta = Swift.min(1, Swift.max(0.05, 1 - bounce))
    self.init(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: initialVelocity, from: from, to: to)
  }

  /// Motion 13's `{ duration, bounce }` (physics keys absent): ``findSpring(duration:bounce:velocity:mass:)``
  /// with velocity 0 and unit mass, as Motion finds it (eleven Newton
  /// steps, within 0.2 % of the closed form), starting from rest: Motion
  /// drops the inherited velocity of time-defined springs. It finishes at
  /// ``motionFinishTime(duration:)``.
  public init(motionDuration duration: Double, bounce: Double, from: Double = 0, to: Double = 1) {
    let (k, c) = Self.findSpring(duration: duration, bounce: bounce)
    self.init(mass: 1, stiffness: k, damping: c, initialVelocity: 0, from: from, to: to)
  }

  /// When Motion finishes a `{ duration, bounce }` spring and snaps it to
  /// its target: the duration clamped to 0.01…10 s.
  public static func motionFinishTime(duration: Double) -> Double { Swift.min(10, Swift.max(0.01, duration)) }

  /// react-spring's `{ frequency, damping }`: tension = m·(2π/f)²,
  /// friction = 4π·ζ·m/f (f is the undamped period in seconds), after
  /// react-spring's floors: f at least 0.01 and ζ at least 0.
  ///
  /// Source: pmndrs/react-spring `packages/core/src/AnimationConfig.ts`.
  public init(reactSpringFrequency rawFrequency: Double, dampingRatio rawRatio: Double, mass: Double = 1, from: Double = 0, to: Double = 1) {
    let frequency = Swift.max(0.01, rawFrequency)
    let dampingRatio = Swift.max(0, rawRatio)
    self.init(
      mass: mass, stiffness: mass * pow(2 * Double.pi / frequency, 2),
      damping: 4 * Double.pi * dampingRatio * mass / frequency, from: from, to: to)
  }

  /// Origami's tension and friction (POP, Rebound, React Native):
  /// tension = (oT − 30)·3.62 + 194, friction = (oF − 8)·3 + 25, unit mass.
  /// Every value maps the same way, 0 included, as rebound-js and React
  /// Native convert it (Rebound's Java port alone keeps 0 as 0).
  ///
  /// Source: facebookarchive/rebound-js `src/OrigamiValueConverter.js`.
  public init(origamiTension oT: Double, origamiFriction oF: Double, from: Double = 0, to: Double = 1) {
    self.init(mass: 1, stiffness: Self.reboundTension(origami: oT), damping: Self.reboundFriction(origami: oF), from: from, to: to)
  }

  /// Flutter's `SpringDescription.withDurationAndBounce(duration:bounce:)`,
  /// in Flutter's own arithmetic: T in whole milliseconds (its
  /// `Duration.inMilliseconds` truncates; `duration` here is T in seconds,
  /// truncated the same way), m = 1, k = 4π²m/T², ζ = 1 − b for b > 0 and
  /// 1/(b + 1) otherwise, c = ζ·2·√(mk). The same spring as SwiftUI's
  /// `Spring(duration:bounce:)` up to rounding, as Flutter documents.
  ///
  /// Source: flutter/flutter
  /// `packages/flutter/lib/src/physics/spring_simulation.dart`.
  public init(flutterDuration duration: Double, bounce: Double, from: Double = 0, to: Double = 1) {
    let seconds = (duration * 1000).rounded(.towardZero) / 1000
    let mass = 1.0
    let stiffness = (4 * Double.pi * Double.pi * mass) / (seconds * seconds)
    let dampingRatio = bounce > 0 ? (1.0 - bounce) : (1 / (bounce + 1))
    self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2.0 * (mass * stiffness).squareRoot(), from: from, to: to)
  }

  /// Origami tension to Rebound's (per unit mass): (oT − 30)·3.62 + 194.
  public static func reboundTension(origami oT: Double) -> Double { (oT - 30) * 3.62 + 194 }

  /// Origami friction to Rebound's (per unit mass, 1/s): (oF − 8)·3 + 25.
  public static func reboundFriction(origami oF: Double) -> Double { (oF - 8) * 3 + 25 }

  /// Rebound's and POP's bounciness and speed, through Origami's bouncy
  /// conversion: b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20,
  /// oT = 0.5 + 199.5·s, oF = (1 − w)·f(oT) + 0.01·w with w = 2b − b² and f the
  /// piecewise cubic "no bounce" friction.
  ///
  /// Source: facebookarchive/rebound-js `src/BouncyConversion.js`,
  /// `src/SpringConfig.js`.
  public init(bounciness: Double, speed: Double, from: Double = 0, to: Double = 1) {
    let (oT, oF) = Self.origami(bounciness: bounciness, speed: speed)
    self.init(origamiTension: oT, origamiFriction: oF, from: from, to: to)
  }

  /// (Origami tension, Origami friction) for bounciness and speed.
  public static func origami(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let oT = 0.5 + s * 199.5
    let w = 2 * b - b * b
    return (oT, w * 0.01 + (1 - w) * noBounceFriction(oT))
  }

  /// Origami's friction for a tension that does not bounce (b3Nobounce).
  static func noBounceFriction(_ t: Double) -> Double {
    if t <= 18 { return 0.0007 * pow(t, 3) - 0.031 * pow(t, 2) + 0.64 * t + 1.28 }
    if t <= 44 { return 0.000044 * pow(t, 3) - 0.006 * pow(t, 2) + 0.36 * t + 2 }
    return 0.00000045 * pow(t, 3) - 0.000332 * pow(t, 2) + 0.1078 * t + 5.84
  }

  /// Origami tension and friction of this spring per unit mass (the inverse
  /// of ``init(origamiTension:origamiFriction:from:to:)``).
  public var origami: (tension: Double, friction: Double) {
    let k = stiffness / mass
    let c = damping / mass
    return ((k - 194) / 3.62 + 30, (c - 25) / 3 + 8)
  }

  /// Bounciness and speed that give this spring (per unit mass), if any:
  /// speed = 34·(oT − 0.5)/199.5, w = (f(oT) − oF)/(f(oT) − 0.01),
  /// b = 1 − √(1 − w), bounciness = 42.5·b; `nil` when w is outside [0, 1]
  /// or the speed is negative.
  public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
    let (oT, oF) = origami
    let speed = 34 * (oT - 0.5) / 199.5
    let f = Self.noBounceFriction(oT)
    guard speed >= 0, f != 0.01 else { return nil }
    let w = (f - oF) / (f - 0.01)
    guard w >= -1e-12, w <= 1 + 1e-12 else { return nil }
    let b = 1 - (1 - Swift.min(1, Swift.max(0, w))).squareRoot()
    return (42.5 * b, speed)
  }

  /// Motion's `visualDuration` for this spring, 2π/(1.2·ω₀); `nil` when ζ
  /// is outside Motion's [0.05, 1].
  public var motionVisualDuration: Double? {
    let zeta = dampingRatio
    guard zeta >= 0.05 - 1e-12, zeta <= 1 + 1e-12 else { return nil }
    return 2 * Double.pi / (1.2 * naturalFrequency)
  }

  /// Motion's `duration` (settle of the 0.001 envelope) for this spring from
  /// rest, seconds; `nil` when ζ is outside [0.05, 1] or the result is
  /// outside Motion's [0.01, 10] s.
  public var motionDuration: Double? {
    let zeta = dampingRatio
    guard zeta >= 0.05 - 1e-12, zeta <= 1 + 1e-12 else { return nil }
    let w0 = naturalFrequency
    let t: Double
    if Swift.abs(zeta - 1) <= 1e-12 {
      t = Self.criticalSettleFactor(epsilon: 0.001) / w0
    } else {
      t = log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * w0)
    }
    return t >= 0.01 && t <= 10 ? t : nil
  }
}
