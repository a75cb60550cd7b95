// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An easing played over a duration: x(t) = from + (to − from)·e(t/T) for
/// t in [0, T], holding e(0) before and e(1) after.
///
/// Turning points are the easing's (``TimingCurve/turningFractions``) in
/// seconds, so settle times and overshoot are exact for the curve.
public struct EasedCurve<Easing: TimingCurve>: AnalyzableCurve, Sendable {
  public let easing: Easing
  public let from: Double
  public let to: Double
  /// T > 0, seconds.
  public let duration: Double

  public init(easing: Easing, from: Double = 0, to: Double = 1, duration: Double) {
    self.easing = easing
    self.from = from
    self.to = to
    self.duration = duration
  }

  public func value(at time: Double) -> Double {
    let f = Swift.min(1, Swift.max(0, time / duration))
    let p = easing.progress(at: f)
    return p == 1 ? to : from + (to - from) * p
  }

  public func velocity(at time: Double) -> Double {
    guard time >= 0, time <= duration else { return 0 }
    return (to - from) * easing.slope(at: time / duration) / duration
  }

  public var restingValue: Double { to }

  /// The easing's left limit played over the duration (a `linear()` jump's
  /// value before it).
  public func value(before time: Double) -> Double {
    guard time > 0, time <= duration else { return value(at: time) }
    let p = easing.progress(before: time / duration)
    return p == 1 ? to : from + (to - from) * p
  }

  /// The easing's ``TimingCurve/turningProgresses`` at `times` (each
  /// matched to the next turn at that time, in order), played over the
  /// move; the value itself at a time that is no turn.
  public func turningValues(at times: [Double]) -> [Double] {
    let fractions = easing.turningFractions
    let progresses = easing.turningProgresses
    var next = 0
    return times.map { t in
      while next < fractions.count, fractions[next] * duration < t { next += 1 }
      guard next < fractions.count, fractions[next] * duration == t else { return value(before: t) }
      let p = progresses[next]
      next += 1
      return p == 1 ? to : from + (to - from) * p
    }
  }

  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    easing.turningFractions.map { $0 * duration }.filter { range.contains($0) && $0 > 0 }
  }

  /// max |x − to| from `time` to the end: at `time`, the later turning
  /// points and the end (the curve is monotone between them).
  public func envelope(at time: Double) -> Double {
    let t = Swift.max(0, time)
    var m = Swift.abs(value(at: t) - to)
    for p in easing.turningFractions where p * duration >= t {
      m = Swift.max(m, Swift.abs(value(at: p * duration) - to))
      // Where the easing jumps, the value it reaches before the jump.
      if p * duration > t { m = Swift.max(m, Swift.abs(value(before: p * duration) - to)) }
    }
    return Swift.max(m, Swift.abs(value(at: duration) - to))
  }

  public func envelopeTime(below tolerance: Double) -> Double {
    if envelope(at: 0) <= tolerance { return 0 }
    if envelope(at: duration) > tolerance { return .infinity }
    return RootFinding.boundary(from: 0, to: duration) { envelope(at: $0) <= tolerance }
  }
}
