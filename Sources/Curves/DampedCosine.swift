// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// SKBounce's damped oscillation x(t) = A·e^(−αt)·g(ωt) + B.
///
/// `g` is `cos` (a bounce that starts at `B + A`), `sin` (a shake that starts
/// at the target `B` and swings around it), or their absolute value when
/// ``overshoot`` is `false` (the "anvil": the motion bounces off the target
/// like a wall and never crosses it).
///
/// ```swift
/// let bounce = DampedCosine(amplitude: -1, decay: 4.6, omega: 6 * .pi, offset: 1)
/// bounce.value(at: 0)      // 0: starts at B + A
/// ```
///
/// Mathematical properties:
/// - `value(at: 0)` is `B + A` for cosine and `B` for sine;
/// - |x(t) − B| ≤ |A|·e^(−αt) for every t (the envelope);
/// - with `overshoot == false`, sign(x(t) − B) never differs from sign(A);
/// - turning points (local extrema) lie at ωt = φ + π/2 + kπ (cosine) or
///   ωt = φ + kπ (sine) with φ = atan2(ω, α); the anvil adds the cusps at
///   the zeros of g.
///
/// Source: khanlou.com/2012/01/cakeyframeanimation-make-it-bounce/ and
/// khanlou/SKBounceAnimation `SKBounceAnimation.m` (see `docs/bounce.md`).
public struct DampedCosine: Curve, Hashable, Codable, Sendable {
  /// The oscillating factor g.
  public enum Oscillation: String, Hashable, Codable, Sendable, CaseIterable {
    /// g = cos: the motion starts at B + A (a bounce).
    case cosine
    /// g = sin: the motion starts at B and swings around it (a shake).
    case sine
  }

  /// A, in value units: the start offset from the target (from − to).
  public var amplitude: Double
  /// α ≥ 0, in 1/s: the envelope shrinks by e every 1/α seconds.
  public var decay: Double
  /// ω ≥ 0, in rad/s: a half-oscillation lasts π/ω seconds.
  public var omega: Double
  /// B, in value units: the value the motion oscillates around (the target).
  public var offset: Double
  /// cos (bounce) or sin (shake).
  public var oscillation: Oscillation
  /// `true`: g oscillates through the target; `false`: |g|, the anvil bounce.
  public var overshoot: Bool

  /// The largest ω a damped cosine from user input may have: 1e6 rad/s
  /// (a period of 6.3 µs, far past any display's frame rate). Over the
  /// longest span curvetool analyses (60,000 s) ωt stays below 6e10 rad,
  /// where cos(ωt) still has about 5 correct digits; at ω = 1e300 it has
  /// none. A bounce's own ω, (n + 1)π/T, may exceed it (3.1e6 at 1000
  /// bounces in 1 ms) over its short span.
  public static let maximumOmega = 1e6

  /// A damped cosine or sine with the given constants.
  /// - Parameters:
  ///   - amplitude: A, value units.
  ///   - decay: α in 1/s; finite.
  ///   - omega: ω in rad/s; finite.
  ///   - offset: B, value units.
  public init(
    amplitude: Double, decay: Double, omega: Double, offset: Double,
    oscillation: Oscillation = .cosine, overshoot: Bool = true
  ) {
    self.amplitude = amplitude
    self.decay = decay
    self.omega = omega
    self.offset = offset
    self.oscillation = oscillation
    self.overshoot = overshoot
  }

  /// g(θ) for this curve's oscillation and overshoot.
  @inlinable
  func oscillationFactor(_ theta: Double) -> Double {
    let g = oscillation == .cosine ? cos(theta) : sin(theta)
    return overshoot ? g : Swift.abs(g)
  }

  /// x(t) = A·e^(−αt)·g(ωt) + B.
  @inlinable
  public func value(at time: Double) -> Double {
    if amplitude == 0 { return offset }
    return amplitude * exp(-decay * time) * oscillationFactor(omega * time) + offset
  }

  /// x′(t) = A·e^(−αt)·(ω·g′(ωt) − α·g(ωt)), in value units per second.
  ///
  /// At an anvil cusp (g = 0) the right-hand derivative is returned: the
  /// velocity leaving the wall.
  public func velocity(at time: Double) -> Double {
    if amplitude == 0 { return 0 }
    let theta = omega * time
    let c = cos(theta)
    let s = sin(theta)
    var g: Double
    var dg: Double
    switch oscillation {
    case .cosine: (g, dg) = (c, -s)
    case .sine: (g, dg) = (s, c)
    }
    if !overshoot {
      // d|g|/dθ = sign(g)·g′; at g = 0 take the side the motion leaves to.
      let sign: Double = g > 0 ? 1 : (g < 0 ? -1 : (dg >= 0 ? 1 : -1))
      g = Swift.abs(g)
      dg *= sign
    }
    return amplitude * exp(-decay * time) * (omega * dg - decay * g)
  }

  /// The value the oscillation comes to rest at: B.
  public var restingValue: Double { offset }

  /// |A|·e^(−αt): an upper bound of |x(s) − B| for all s ≥ t when α ≥ 0.
  public func envelope(at time: Double) -> Double {
    Swift.abs(amplitude) * exp(-decay * Swift.max(0, time))
  }
}
