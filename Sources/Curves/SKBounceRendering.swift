// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The `values` array SKBounceAnimation 1.0.04 computes, reproduced bit for
/// bit, with the continuous curve it samples.
///
/// The generator, as on 64-bit iOS (`CGFloat` = `Double`):
/// 1. steps = Int(60 × duration), truncated;
/// 2. s = Double(Float(stiffness)) (the stiffness goes through `Float`);
/// 3. α = log2f(Float(s / Double(fabsf(Float(to − from))))) / Float(steps),
///    or log2f(Float(s)) / Float(steps) when from == to; negated if > 0;
/// 4. periods = Double(bounces / 2) + 0.5 (integer division);
/// 5. ω = periods × 2 × π / Double(steps), radians per frame;
/// 6. frame f = 0 ..< steps: g = cos(ωf) or sin(ωf) for a shake, |g| through
///    `fabsf` when not overshooting; value = (from − to) × pow(2.71, αf) × g
///    + to, stored as `Float`;
/// 7. no keyTimes: Core Animation shows value i at i/(steps − 1) × duration.
///
/// `log2f` is evaluated correctly rounded (`Float(log2(Double(x)))`):
/// Apple's libm rounds it correctly for these arguments, while glibc's
/// `log2f` is off by one ulp for about 0.015 % of floats.
///
/// Source: khanlou/SKBounceAnimation `SKBounceAnimation/SKBounceAnimation.m`
/// (`valueArrayForStartValue:endValue:`), release 1.0.04.
public struct SKBounceRendering: Hashable, Sendable {
  /// The request.
  public let bounce: Bounce
  /// Int(60 × duration): the number of values.
  public let frameCount: Int
  /// The stiffness after its round trip through `Float`.
  public let stiffnessUsed: Double
  /// α in the source: the exponent of 2.71 per frame (≤ 0).
  public let exponentPerFrame: Double
  /// bounces / 2 + 0.5 (integer division).
  public let periods: Double
  /// ω in the source: radians per frame.
  public let omegaPerFrame: Double
  /// The values, as `NSNumber numberWithFloat:` stores them.
  public let values: [Float]

  /// SKBounce's frame rate, hard-coded.
  public static let framesPerSecond = 60.0
  /// The base SKBounce raises to α·f (not e).
  public static let base = 2.71

  /// Computes the values exactly as SKBounceAnimation 1.0.04 does.
  /// - Precondition: `bounce.validate()` passed and 60 × duration fits in
  ///   an `Int` (callers limit the frame count).
  public init(_ bounce: Bounce) {
    self.bounce = bounce
    let steps = Int(checking: 60 * bounce.duration) ?? 0
    frameCount = steps
    let s = Double(Float(bounce.stiffness.residual))
    stiffnessUsed = s
    let from = bounce.from
    let to = bounce.to
    var alpha: Double
    if from == to {
      alpha = Double(Self.log2f(Float(s)) / Float(steps))
    } else {
      let distance = Swift.abs(Float(to - from))
      alpha = Double(Self.log2f(Float(s / Double(distance))) / Float(steps))
    }
    if alpha > 0 { alpha = -alpha }
    exponentPerFrame = alpha
    let periods = Double(bounce.bounces / 2) + 0.5
    self.periods = periods
    let omega = periods * 2 * Double.pi / Double(steps)
    omegaPerFrame = omega
    var values: [Float] = []
    values.reserveCapacity(Swift.max(steps, 0))
    for frame in 0..<Swift.max(steps, 0) {
      let f = Double(frame)
      var g = bounce.shake ? sin(omega * f) : cos(omega * f)
      if !bounce.overshoot { g = Double(Swift.abs(Float(g))) }
      let value = (from - to) * pow(Self.base, alpha * f) * g + to
      values.append(Float(value))
    }
    self.values = values
  }

  /// `log2f`, correctly rounded.
  @inlinable
  static func log2f(_ x: Float) -> Float { Float(log2(Double(x))) }

  /// When each value is shown: i/(steps − 1) × duration (0 for one value).
  public var times: [Double] {
    keyTimes.map { $0 * bounce.duration }
  }

  /// Core Animation's even spread: i/(steps − 1).
  public var keyTimes: [Double] {
    let n = values.count
    if n <= 1 { return n == 1 ? [0] : [] }
    return (0..<n).map { Double($0) / Double(n - 1) }
  }

  /// What Core Animation draws: straight lines between the values at
  /// ``times``; the last value holds until the animation is removed.
  public var rendered: PolylineCurve {
    PolylineCurve(
      times: times.isEmpty ? [0] : times,
      values: values.isEmpty ? [bounce.to] : values.map(Double.init),
      restingValue: bounce.to)
  }

  /// The continuous curve the values sample, in seconds, before `Float`
  /// rounding: frame f is shown at f·T/(steps − 1), so
  /// decay = −α·ln 2.71·(steps − 1)/T and ω = ω_frame·(steps − 1)/T.
  public var equivalentCurve: DampedCosine {
    let scale = frameCount > 1 ? Double(frameCount - 1) / bounce.duration : 0
    return DampedCosine(
      amplitude: bounce.from - bounce.to,
      decay: -exponentPerFrame * log(Self.base) * scale,
      omega: omegaPerFrame * scale, offset: bounce.to,
      oscillation: bounce.shake ? .sine : .cosine, overshoot: bounce.overshoot)
  }

  /// |from − to| × 2.71^(α × steps): the envelope at t = duration, which the
  /// request meant to be the stiffness.
  public var envelopeAtDuration: Double {
    Swift.abs(bounce.from - bounce.to) * pow(Self.base, exponentPerFrame * Double(frameCount))
  }

  /// Bounces the values actually show: 2 × ⌊n/2⌋ (periods − 0.5 half-cycles).
  public var renderedBounces: Int { 2 * (bounce.bounces / 2) }
}
