// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension RealizedCurve {
  /// "; the target changes to 50 at 0.2 s (SwiftUI's rule: …)", or
  /// nothing without `--retarget`.
  var retargetSummary: String {
    guard let rule = retargetRule else { return "" }
    let changes = retargets.map { "to \(NumberText.text($0.target, .detail)) at \(NumberText.text($0.time, .detail)) s" }
    let owner = drawingEngine?.platformName ?? (rule == .cssTransition ? "a CSS transition" : "SwiftUI")
    return "; the target changes " + changes.joined(separator: ", then ") + "; \(owner) \(rule.summary)"
  }

  /// `{"rule", "changes": [{"time", "target"}]}` (the rule's id,
  /// ``RetargetRule``), `nil` without `--retarget`.
  var retargetJSON: JSON? {
    guard let rule = retargetRule else { return nil }
    return .object([
      ("rule", .string(rule.rawValue)),
      ("changes", .array(retargets.map { .object([("time", .number($0.time)), ("target", .number($0.target))]) })),
    ])
  }

  /// The move a settle band is a fraction of: |to − from|, or with
  /// `--retarget` the last leg's, from the value at the last change to the
  /// last target (as `spring --retarget` measures it).
  var settleMove: Double {
    guard let last = retargets.last else { return Swift.abs(to - from) }
    return Swift.abs(last.target - curve.value(before: last.time))
  }

  /// With `--retarget`, the overshoot as `spring --retarget` measures it:
  /// how far the last leg goes past the last target, on the far side from
  /// where that leg started (its fraction of the leg's move), at the
  /// motion's time; `nil` if it does not, or without `--retarget`.
  func lastLegOvershoot(tolerance: Double) -> Overshoot? {
    guard !retargets.isEmpty, let leg = (curve as? PiecewiseCurve)?.legs.last else { return nil }
    let end = duration - leg.start
    let move = Swift.abs(leg.curve.restingValue - leg.curve.value(at: 0))
    guard end >= 0, var o = leg.curve.analysis(tolerance: tolerance, end: end, reference: move > 0 ? move : nil).overshoot
    else { return nil }
    o.time += leg.start
    return o
  }

  /// An interrupted easing's transition duration (each new transition's
  /// before shortening), seconds; `nil` otherwise.
  var transitionDuration: Double? {
    guard retargetRule == .cssTransition, let first = (curve as? PiecewiseCurve)?.legs.first else { return nil }
    return (first.curve as? EasedCurve<AnyTimingCurve>)?.duration
  }

  /// The rule of this curve's changes, `nil` without `--retarget`: the
  /// drawing engine's, else an easing's CSS transitions and a spring's
  /// SwiftUI rule.
  var retargetRule: RetargetRule? {
    guard !retargets.isEmpty else { return nil }
    if let drawingEngine { return drawingEngine.retargetRule }
    if case .easing = value { return .cssTransition }
    return .continuous
  }

  /// This curve with its target changed at each of `retargets`: a spring
  /// by SwiftUI's rule, an easing (its duration the transition's) by CSS
  /// Transitions'. Without `--duration`, a spring is shown until its last
  /// leg settles within 0.001 of that leg's move (at most 60 s), an
  /// easing until its last transition ends. Other curves, and a change
  /// after a spring cut by `--duration`, are refused.
  func retargeted(_ retargets: [SpringRetarget], durationGiven: Bool, label: String) throws(UsageError) -> RealizedCurve {
    guard let last = retargets.last else { return self }
    var r = self
    r.retargets = retargets
    switch value {
    case .spring:
      guard let s = spring else { return self }
      if durationGiven, last.time >= duration {
        throw .invalidValue(
          option: label, value: "\(NumberText.text(last.time, .detail)):\(NumberText.text(last.target, .detail))",
          reason: "comes at or after the end of the motion (--duration \(NumberText.text(duration, .detail)) s)", suggestion: nil)
      }
      let legs = s.legs(retargets)
      r.curve = PiecewiseCurve(legs: legs.map { PiecewiseCurve.Leg(start: $0.start, curve: $0.spring) })
      if !durationGiven {
        let final = legs[legs.count - 1]
        let move = Swift.abs(final.spring.to - final.spring.from)
        let settle = final.spring.settleTime(tolerance: move > 0 ? 0.001 * move : 0.001)
        let fallback = final.spring.dampedPeriod.isFinite ? 10 * final.spring.dampedPeriod : 10 * final.spring.period
        r.duration = Swift.min(Self.maximumDuration, final.start + Swift.max(settle ?? fallback, 0))
        if r.duration <= final.start { r.duration = final.start + final.spring.period }
      }
    case .easing(let e, _, _):
      let legs = CSSTransitionRule.legs(
        easing: AnyTimingCurve(e.timingCurve), from: from, to: to, duration: duration, retargets: retargets)
      r.curve = PiecewiseCurve(legs: legs)
      // Until the last transition ends (an earlier one is cut by the next).
      let final = legs[legs.count - 1]
      let legDuration = (final.curve as? EasedCurve<AnyTimingCurve>)?.duration ?? duration
      // The end as a time whose leg time is the whole duration (start + D
      // can round below it, short of the easing's end).
      var end = final.start + legDuration
      while end - final.start < legDuration { end = end.nextUp }
      r.duration = end
    case .bounce, .dampedCosine, .track, .samples, .decay:
      throw .invalid(
        "\(label) changes the target of a spring (SwiftUI's rule) or an easing (a CSS transition); "
          + "this curve has no target to change")
    }
    return r
  }
}
