// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// One place where SKBounce's rendered values differ from the request.
public struct SKBounceDeparture: Hashable, Codable, Sendable {
  /// A stable identifier: `frame-truncation`, `frame-spacing`,
  /// `bounce-halving`, `envelope`, `stiffness-flip`, `stiffness-float`,
  /// `input-float`, `float-storage`, `final-snap`.
  public var code: String
  /// One line in words and numbers.
  public var message: String
  /// What was asked for, where it is a number.
  public var requested: Double?
  /// What the values do instead.
  public var rendered: Double?
}

extension SKBounceRendering {
  /// Every place the rendered values depart from the request, in the order
  /// a reader meets them.
  public var departures: [SKBounceDeparture] {
    var result: [SKBounceDeparture] = []
    let b = bounce
    let frames = 60 * b.duration
    if frames != frames.rounded(.down) {
      result.append(SKBounceDeparture(
        code: "frame-truncation",
        message: "\(NumberText.text(b.duration, .detail)) s is \(NumberText.text(frames, .detail)) frames at 60 fps; "
          + "truncated to \(frameCount) values",
        requested: frames, rendered: Double(frameCount)))
    }
    if frameCount > 1 {
      let spacing = b.duration / Double(frameCount - 1)
      let stretch = spacing * 60 - 1
      result.append(SKBounceDeparture(
        code: "frame-spacing",
        message: "\(frameCount) values spread evenly over \(NumberText.text(b.duration, .detail)) s: one every "
          + "\(NumberText.text(spacing * 1000, .significant(4))) ms, not 16.67 ms (motion stretched by "
          + "\(NumberText.text(stretch * 100, .significant(3))) %)",
        requested: 1.0 / 60, rendered: spacing))
    }
    if renderedBounces != b.bounces {
      let noun = b.bounces == 1 ? "bounce" : "bounces"
      result.append(SKBounceDeparture(
        code: "bounce-halving",
        message: "\(b.bounces) \(noun) requested, \(renderedBounces) rendered "
          + "(integer halving: numberOfBounces / 2 + 0.5 = \(NumberText.text(periods, .detail)) periods)",
        requested: Double(b.bounces), rendered: Double(renderedBounces)))
    }
    let s = b.stiffness.residual
    if stiffnessUsed != s {
      result.append(SKBounceDeparture(
        code: "stiffness-float",
        message: "stiffness \(NumberText.text(s, .detail)) passes through Float: \(stiffnessUsed.description)",
        requested: s, rendered: stiffnessUsed))
    }
    if !b.isFlat {
      if stiffnessUsed >= Double(Swift.abs(Float(b.to - b.from))) {
        result.append(SKBounceDeparture(
          code: "stiffness-flip",
          message: "stiffness \(NumberText.text(s, .detail)) is not below the distance \(NumberText.text(b.distance, .detail)): "
            + "log2 of their ratio is ≥ 0 and was negated, so the decay no longer "
            + "aims at \(NumberText.text(s, .detail))",
          requested: s, rendered: envelopeAtDuration))
      }
      result.append(SKBounceDeparture(
        code: "envelope",
        message: "envelope ends at \(NumberText.text(envelopeAtDuration, .detail)), not the stiffness \(NumberText.text(s, .detail)) "
          + "(base 2.71 with a log2 exponent)",
        requested: s, rendered: envelopeAtDuration))
    }
    for (name, v) in [("from", b.from), ("to", b.to)] where Double(Float(v)) != v {
      result.append(SKBounceDeparture(
        code: "input-float",
        message: "--\(name) \(NumberText.text(v, .detail)) is not a Float; a scalar key path reads "
          + "NSNumber floatValue, giving \(Double(Float(v)).description)",
        requested: v, rendered: Double(Float(v))))
    }
    var worst = 0.0
    for i in values.indices {
      let f = Double(i)
      let exact = (b.from - b.to) * pow(Self.base, exponentPerFrame * f) * rawOscillation(f) + b.to
      worst = Swift.max(worst, Swift.abs(Double(values[i]) - exact))
    }
    if worst > 0 {
      result.append(SKBounceDeparture(
        code: "float-storage",
        message: "values stored as 32-bit Float: rounding up to \(NumberText.text(worst, .significant(2)))",
        requested: 0, rendered: worst))
    }
    if let last = values.last {
      let snap = Swift.abs(Double(last) - b.to)
      if snap > 0 {
        result.append(SKBounceDeparture(
          code: "final-snap",
          message: "last frame \(NumberText.text(Double(last), .detail)): snaps \(NumberText.text(snap, .detail)) at the end "
            + "when the animation is removed",
          requested: b.to, rendered: Double(last)))
      }
    }
    return result
  }

  /// g(ωf) with the anvil's `fabsf`, in Double, as the generator uses it.
  private func rawOscillation(_ f: Double) -> Double {
    var g = bounce.shake ? sin(omegaPerFrame * f) : cos(omegaPerFrame * f)
    if !bounce.overshoot { g = Double(Swift.abs(Float(g))) }
    return g
  }
}
