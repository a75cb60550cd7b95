// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// One segment of a compiled track: where it starts, what it moves between,
/// and how.
public struct TrackSegment: Hashable, Sendable {
  public enum Shape: Hashable, Sendable {
    /// from + (to − from)·curve(u), u = t/D.
    case linear(UnitCurve)
    /// Cubic Hermite with velocities in value units per second.
    case hermite(startVelocity: Double, endVelocity: Double)
    /// The spring (from, to and start velocity set), evaluated at t.
    case spring(Spring)
    /// A move: zero duration.
    case move
  }

  /// Seconds from the start of the track.
  public var start: Double
  /// Seconds, ≥ 0.
  public var duration: Double
  public var from: Double
  /// The keyframe's target (a spring may stop short of it).
  public var to: Double
  public var shape: Shape
  /// The keyframe this segment comes from.
  public var keyframe: Int
  public var startVelocity: Double
  /// Value and velocity where the segment ends (a spring: at the cut).
  public var endValue: Double
  public var endVelocity: Double

  public var end: Double { start + duration }

  /// Value at `local` seconds into the segment.
  @inlinable
  public func value(at local: Double) -> Double {
    switch shape {
    case .linear(let c):
      return from + (to - from) * c.progress(at: local / duration)
    case .hermite(let v0, let v1):
      let u = local / duration
      let u2 = u * u
      let u3 = u2 * u
      return (2 * u3 - 3 * u2 + 1) * from + (u3 - 2 * u2 + u) * v0 * duration + (-2 * u3 + 3 * u2) * to
        + (u3 - u2) * v1 * duration
    case .spring(let s):
      return s.value(at: local)
    case .move:
      return to
    }
  }

  /// Velocity at `local` seconds into the segment, value units per second.
  @inlinable
  public func velocity(at local: Double) -> Double {
    switch shape {
    case .linear(let c):
      return (to - from) / duration * c.slope(at: local / duration)
    case .hermite(let v0, let v1):
      let u = local / duration
      let u2 = u * u
      let d = (6 * u2 - 6 * u) * from + (3 * u2 - 4 * u + 1) * v0 * duration + (-6 * u2 + 6 * u) * to
        + (3 * u2 - 2 * u) * v1 * duration
      return d / duration
    case .spring(let s):
      return s.velocity(at: local)
    case .move:
      return 0
    }
  }

  /// ``value(at:)`` and ``velocity(at:)`` together: a Bézier solved once, a
  /// spring's exponential and oscillation evaluated once; the same
  /// operations as the two calls, so the same bits.
  @inlinable
  public func valueAndVelocity(at local: Double) -> (value: Double, velocity: Double) {
    var out = (value: 0.0, velocity: 0.0)
    valuesAndVelocities(count: 1, at: { _ in local }) { _, v, dv in out = (v, dv) }
    return out
  }

  /// ``valueAndVelocity(at:)`` at `count` local times (`local(k)` seconds
  /// into the segment, k = 0..<count), `body(k, value, velocity)` for each:
  /// the shape examined once for all of them, the same bits as one call
  /// per time.
  @inlinable
  public func valuesAndVelocities(count: Int, at local: (Int) -> Double, _ body: (Int, Double, Double) -> Void) {
    switch shape {
    case .linear(let c):
      c.progressesAndSlopes(count: count, at: { local($0) / duration }) { k, p, slope in
        body(k, from + (to - from) * p, (to - from) / duration * slope)
      }
    case .hermite:
      for k in 0..<count {
        let l = local(k)
        body(k, value(at: l), velocity(at: l))
      }
    case .spring(let s):
      for k in 0..<count {
        let (v, dv) = s.valueAndVelocity(at: local(k))
        body(k, v, dv)
      }
    case .move:
      for k in 0..<count { body(k, to, 0) }
    }
  }
}

/// A keyframe track compiled with SwiftUI's rules (docs/diagnose.md §5):
/// each segment starts where the previous one ended; automatic cubic
/// velocities are time-aware Catmull-Rom at interior keys
/// ((next − previous)/(D₁ + D₂)), the incoming velocity (0) at the first key,
/// 0 at the last and next to a move, the neighbouring linear segment's
/// velocity (timing curve included), the spring's velocity at its cut after
/// a spring, and (target − cubic start)/(2·D_cubic) before a spring without
/// a start velocity, which the spring then starts with. A spring without a
/// duration lasts its settling duration; a slot shorter than that cuts it
/// (``KeyframeSemantics/SpringCutoff``). After the last segment the track
/// holds its final value.
public struct CompiledTrack: Hashable, Sendable {
  public let keyPath: String
  public let initialValue: Double
  public let segments: [TrackSegment]
  /// The sum of the keyframe durations, seconds.
  public let duration: Double
  /// The value held after the last segment.
  public let finalValue: Double

  public init(
    keyPath: String, initialValue: Double, keyframes: [Keyframe], semantics: KeyframeSemantics = .init(),
    incomingVelocity: Double = 0
  ) {
    self.keyPath = keyPath
    self.initialValue = initialValue
    var segments: [TrackSegment] = []
    var value = initialValue
    var velocity = incomingVelocity
    var t = 0.0
    for (k, keyframe) in keyframes.enumerated() {
      let from = value
      var segment: TrackSegment
      switch keyframe {
      case .move(let to):
        segment = TrackSegment(
          start: t, duration: 0, from: from, to: to, shape: .move, keyframe: k, startVelocity: 0, endValue: to, endVelocity: 0)
      case .linear(let to, let d, let curve):
        // SwiftUI's UnitCurve.velocity(at:) at the ends, with its
        // conventions (1 where a control point sits on its end point).
        let v0 = d > 0 ? (to - from) / d * curve.velocity(at: 0) : 0
        let v1 = d > 0 ? (to - from) / d * curve.velocity(at: 1) : 0
        segment = TrackSegment(
          start: t, duration: d, from: from, to: to, shape: .linear(curve), keyframe: k, startVelocity: v0, endValue: to,
          endVelocity: v1)
      case .cubic(let to, let d, let sv, let ev):
        let v0 = sv ?? velocity
        let v1 = ev ?? Self.automaticEndVelocity(keyframes, k, from: from, duration: d)
        segment = TrackSegment(
          start: t, duration: d, from: from, to: to, shape: .hermite(startVelocity: v0, endVelocity: v1), keyframe: k,
          startVelocity: v0, endValue: to, endVelocity: v1)
      case .spring(let to, let d, let base, let sv):
        var s = base
        s.from = from
        s.to = to
        s.initialVelocity = sv ?? velocity
        let slot = d ?? Self.settlingSlot(base, epsilon: semantics.springSettleEpsilon)
        segment = TrackSegment(
          start: t, duration: slot, from: from, to: to, shape: .spring(s), keyframe: k, startVelocity: s.initialVelocity,
          endValue: s.value(at: slot), endVelocity: s.velocity(at: slot))
        if semantics.springCutoff == .snapToTarget { segment.endValue = to }
      }
      segments.append(segment)
      value = segment.endValue
      velocity = segment.endVelocity
      t += segment.duration
    }
    self.segments = segments
    duration = t
    finalValue = value
  }

  /// How long a spring keyframe with no duration lasts: SwiftUI's
  /// settling-duration estimate (``Spring/settlingDuration(epsilon:)``),
  /// or, where that estimate is not a positive time (it goes negative
  /// for damping ratios below about `epsilon`), the exact time the unit
  /// move from rest stays within `epsilon` (``Spring/settleTime(tolerance:horizon:)``).
  /// Infinite for a spring that never settles (no damping), which
  /// readers refuse.
  static func settlingSlot(_ spring: Spring, epsilon: Double) -> Double {
    let estimate = spring.settlingDuration(epsilon: epsilon)
    if estimate > 0, estimate.isFinite { return estimate }
    var unit = spring
    (unit.from, unit.to, unit.initialVelocity) = (0, 1, 0)
    return unit.settleTime(tolerance: epsilon) ?? .infinity
  }

  /// The automatic end velocity of cubic keyframe k starting at `from`.
  static func automaticEndVelocity(_ keyframes: [Keyframe], _ k: Int, from: Double, duration d: Double) -> Double {
    guard k + 1 < keyframes.count else { return 0 }
    switch keyframes[k + 1] {
    case .cubic(let next, let d2, _, _):
      return d + d2 > 0 ? (next - from) / (d + d2) : 0
    case .linear(let next, let d2, let curve):
      return d2 > 0 ? (next - keyframes[k].target) / d2 * curve.velocity(at: 0) : 0
    case .spring(let target, _, _, let sv):
      return sv ?? (d > 0 ? (target - from) / (2 * d) : 0)
    case .move:
      return 0
    }
  }

  /// The segment running at `t` (the last one starting at or before t
  /// with time left), or `nil` before the first and after the last.
  @inlinable
  public func segmentIndex(at t: Double) -> Int? {
    guard t >= 0, t < duration else { return nil }
    var lo = 0
    var hi = segments.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if segments[mid].start <= t { lo = mid } else { hi = mid - 1 }
    }
    // Zero-duration segments (moves) are never running.
    return segments[lo].duration > 0 && t < segments[lo].end ? lo : nil
  }

  /// The track's value at `t` seconds: the initial value before 0, the
  /// final value after the end.
  @inlinable
  public func value(at t: Double) -> Double {
    if t < 0 || segments.isEmpty { return initialValue }
    if t >= duration { return finalValue }
    guard let i = segmentIndex(at: t) else { return finalValue }
    return segments[i].value(at: t - segments[i].start)
  }

  /// The track's velocity at `t`, value units per second (0 outside).
  @inlinable
  public func velocity(at t: Double) -> Double {
    guard t >= 0, t < duration, let i = segmentIndex(at: t) else { return 0 }
    return segments[i].velocity(at: t - segments[i].start)
  }

  /// ``value(at:)`` and ``velocity(at:)`` from one look-up of the segment
  /// and one evaluation of it (``TrackSegment/valueAndVelocity(at:)``).
  @inlinable
  public func valueAndVelocity(at t: Double) -> (value: Double, velocity: Double) {
    if t < 0 || segments.isEmpty { return (initialValue, 0) }
    if t >= duration { return (finalValue, 0) }
    guard let i = segmentIndex(at: t) else { return (finalValue, 0) }
    return segments[i].valueAndVelocity(at: t - segments[i].start)
  }
}
