// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A bounce request in SKBounceAnimation's terms, and the curve it means.
///
/// ```swift
/// let bounce = Bounce(from: 0, to: 300, duration: 0.5, bounces: 2)
/// bounce.curve          // x(t) = −300·e^(−16.1t)·cos(6πt) + 300
/// SKBounceRendering(bounce).values   // what SKBounceAnimation 1.0.04 computes
/// ```
///
/// ``curve`` is the intended mathematics of the SKBounce blog post, in
/// seconds: A = from − to, B = to, decay α = ln(|A|/s)/T so that the
/// envelope at t = T equals the stiffness residual s, and ω = (n + 1)·π/T so
/// that an overshooting bounce crosses the target exactly n + 1 times before
/// the end (a shake crosses it n times and ends on it; an anvil touches it
/// n + 1 times). ``SKBounceRendering`` reproduces what the original code
/// actually computes, quirks included.
///
/// Source: khanlou.com/2012/01/cakeyframeanimation-make-it-bounce/;
/// khanlou/SKBounceAnimation `SKBounceAnimation.m`.
public struct Bounce: Hashable, Codable, Sendable {
  /// Start value (value units).
  public var from: Double
  /// Target value (value units).
  public var to: Double
  /// Seconds, > 0.
  public var duration: Double
  /// Bounces after the first pass, 0…1000.
  public var bounces: Int
  /// Residual left at the end.
  public var stiffness: Stiffness
  /// `false`: the anvil, which bounces off the target instead of crossing it.
  public var overshoot: Bool
  /// `true`: sine instead of cosine; the motion starts at `to`, swings
  /// towards `from` and back around `to`.
  public var shake: Bool

  /// The largest bounce count accepted.
  public static let maximumBounces = 1000

  public init(
    from: Double = 0, to: Double = 1, duration: Double = 0.5, bounces: Int = 2,
    stiffness: Stiffness = .medium, overshoot: Bool = true, shake: Bool = false
  ) {
    self.from = from
    self.to = to
    self.duration = duration
    self.bounces = bounces
    self.stiffness = stiffness
    self.overshoot = overshoot
    self.shake = shake
  }

  /// |from − to|, value units.
  public var distance: Double { Swift.abs(from - to) }

  /// `true` when from == to: nothing moves.
  public var isFlat: Bool { from == to }

  /// Checks the request; the exact curve needs s < |from − to| unless flat.
  public func validate() throws(BounceError) {
    if !from.isFinite { throw .nonFinite(field: "from") }
    if !to.isFinite { throw .nonFinite(field: "to") }
    if !duration.isFinite { throw .nonFinite(field: "duration") }
    if !(duration > 0) { throw .durationNotPositive(duration) }
    if bounces < 0 || bounces > Self.maximumBounces { throw .bouncesOutOfRange(bounces) }
    let s = stiffness.residual
    if !s.isFinite { throw .nonFinite(field: "stiffness") }
    if !(s > 0) { throw .stiffnessNotPositive(s) }
    if !(distance.isFinite) { throw .nonFinite(field: "to") }
    if s < smallestResidual { throw .stiffnessTooSmall(residual: s, smallest: smallestResidual) }
  }

  /// The smallest stiffness residual accepted:
  /// ``smallestResidualFraction`` × max(1, |from − to|), value units.
  public var smallestResidual: Double { Self.smallestResidualFraction * Swift.max(1, distance) }

  /// 1e-30: the envelope may fall by 30 orders of magnitude, no more.
  /// SKBounce divides the residual by the distance in `Float` and takes
  /// `log2f` of it; below `Float`'s smallest value (1.4e-45) the quotient is
  /// 0, α infinite and every value NaN, and below 5.6e-309 of the distance
  /// the exact α = ln(|A|/s)/T overflows too. 1e-30 stays clear of both.
  public static let smallestResidualFraction = 1e-30

  /// Checks that the exact (intended) curve exists: the residual must be
  /// smaller than the distance, or nothing would decay.
  public func validateExact() throws(BounceError) {
    try validate()
    if !isFlat, stiffness.residual >= distance {
      throw .stiffnessNotBelowDistance(residual: stiffness.residual, distance: distance)
    }
  }

  /// The intended curve: A·e^(−αt)·g(ωt) + B in seconds.
  ///
  /// - A = from − to, B = to;
  /// - α = ln(|A|/s)/T (1/s), so |A|·e^(−αT) = s; 0 when flat;
  /// - ω = (n + 1)·π/T (rad/s);
  /// - g = cos, or sin for a shake; |g| without overshoot.
  ///
  /// Valid when ``validateExact()`` passes; otherwise α ≤ 0 (no decay).
  public var curve: DampedCosine {
    let a = from - to
    let alpha = isFlat ? 0 : log(Swift.abs(a) / stiffness.residual) / duration
    let omega = Double(bounces + 1) * Double.pi / duration
    return DampedCosine(
      amplitude: a, decay: alpha, omega: omega, offset: to,
      oscillation: shake ? .sine : .cosine, overshoot: overshoot)
  }
}

/// Why a bounce request cannot be built.
public enum BounceError: Error, Hashable, Sendable {
  /// A field is NaN or infinite.
  case nonFinite(field: String)
  /// The duration is zero or negative.
  case durationNotPositive(Double)
  /// Bounces outside 0…1000.
  case bouncesOutOfRange(Int)
  /// The stiffness residual is zero or negative.
  case stiffnessNotPositive(Double)
  /// The exact curve needs the residual below the distance |from − to|.
  case stiffnessNotBelowDistance(residual: Double, distance: Double)
  /// The residual is below ``Bounce/smallestResidual``.
  case stiffnessTooSmall(residual: Double, smallest: Double)
}
