// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A point where the motion changes direction.
public struct TurningPoint: Hashable, Codable, Sendable {
  /// Seconds from the start.
  public var time: Double
  /// The curve's value there.
  public var value: Double

  public init(time: Double, value: Double) {
    self.time = time
    self.value = value
  }
}

/// The largest excursion past the resting value, on the far side from the
/// start.
public struct Overshoot: Hashable, Codable, Sendable {
  /// Seconds from the start.
  public var time: Double
  /// The curve's value at the peak.
  public var value: Double
  /// How far past the resting value, in value units (> 0).
  public var distance: Double
  /// `distance` as a fraction of the reference amplitude (|from − to|).
  public var fraction: Double
}

/// Everything `curvetool` reports about how a motion comes to rest.
///
/// Every time in it is exact for the curve analysed: turning points come from
/// the closed form (or the vertices of a polyline), crossings and the settle
/// time are refined to the last bit between them.
public struct CurveAnalysis: Hashable, Codable, Sendable {
  /// Half-width of the settle band, value units.
  public var tolerance: Double
  /// The value the motion comes to rest at.
  public var restingValue: Double
  /// value(at: 0).
  public var startValue: Double
  /// The end of the animation in seconds; `nil` for a motion without end.
  public var endTime: Double?
  /// Earliest time after which the curve stays within the band until
  /// `endTime`; `nil` when it is still outside at the end.
  public var settleTime: Double?
  /// The settle time if the motion continued past `endTime` (the duration the
  /// curve really needs); `nil` if it never settles.
  public var settleTimeIfContinued: Double?
  /// The largest excursion past the resting value, if any.
  public var overshoot: Overshoot?
  /// Direction changes in [0, end] (or until settled, for endless motions),
  /// at most ``maximumListed`` (the first ones; see ``listedUntil``).
  public var turningPoints: [TurningPoint]
  /// Times where the curve crosses its resting value, over the same span.
  public var crossings: [Double]
  /// `nil` when the lists are complete; otherwise the motion turns more
  /// than ``maximumListed`` times and the lists cover [0, listedUntil]
  /// seconds only: the first ``maximumListed`` turning points and the
  /// crossings before the last of them.
  public var listedUntil: Double?
  /// Value at `endTime` (or at the settle time for endless motions).
  public var endValue: Double
  /// Velocity at the end, value units per second.
  public var endVelocity: Double
  /// |endValue − restingValue|: the jump when the animation is removed and
  /// the model value takes over.
  public var snap: Double

  /// The most turning points an analysis lists: 100,000. A spring of
  /// ζ = 1e-6 turns some 19 million times over 60,000 s; listing them all
  /// took 13 s and 680 MB, and past 50 million the closed forms give none.
  public static let maximumListed = 100_000
}

extension AnalyzableCurve {
  /// Analyses the motion on [0, `end`].
  ///
  /// - Parameters:
  ///   - tolerance: settle band half-width, value units, > 0.
  ///   - end: the animation's duration in seconds, or `nil` for an endless
  ///     motion (then turning points and crossings are listed until settled).
  ///   - reference: the amplitude overshoot percentages refer to
  ///     (|from − to|); `nil` uses |value(at: 0) − restingValue|.
  ///   - continued: the motion that would follow if the animation did not
  ///     end (defaults to `self`).
  public func analysis(
    tolerance: Double, end: Double?, reference: Double? = nil,
    continued: (any AnalyzableCurve)? = nil
  ) -> CurveAnalysis {
    let target = restingValue
    let start = value(at: 0)
    let horizon = end ?? .infinity
    let settle = settleTime(tolerance: tolerance, horizon: horizon)
    let unbounded = (continued ?? self).settleTime(tolerance: tolerance, horizon: .infinity)
    // The visible part: to the end, or until settled (plus one turning point).
    let listEnd = end ?? Swift.max(unbounded ?? 0, 0)
    var (points, complete) = firstTurningPoints(until: listEnd, limit: CurveAnalysis.maximumListed)
    if complete, end == nil, let extra = turningPoints(in: listEnd...(listEnd + 1e6)).first(where: { $0 > listEnd }) {
      points.append(extra)
    }
    let listedUntil = complete ? nil : points.last
    // Where the motion turns by jumping (a linear() jump), the extreme is
    // on the side of the jump the turn is on.
    let turning = zip(points, turningValues(at: points)).map { TurningPoint(time: $0, value: $1) }
    let amplitude = reference ?? Swift.abs(start - target)
    let endT = end ?? listEnd
    let endValue = value(at: endT)
    return CurveAnalysis(
      tolerance: tolerance,
      restingValue: target,
      startValue: start,
      endTime: end,
      settleTime: settle,
      settleTimeIfContinued: unbounded,
      overshoot: overshoot(reference: amplitude, until: horizon),
      turningPoints: turning,
      crossings: restingValueCrossings(in: 0...(listedUntil ?? endT)),
      listedUntil: listedUntil,
      endValue: endValue,
      endVelocity: velocity(at: endT),
      snap: Swift.abs(endValue - target))
  }

  /// The first `limit` turning points in [0, `end`], and whether they are
  /// all of them: windows from 0 grown eightfold until one holds more than
  /// `limit` or reaches `end`, so the work is bounded by about 8·`limit`
  /// points however fast the motion turns.
  func firstTurningPoints(until end: Double, limit: Int) -> (points: [Double], complete: Bool) {
    var upper = end / 4096
    while true {
      if !(upper > 0) || upper > end { upper = end }
      let points = turningPoints(in: 0...upper)
      if points.count > limit { return (Array(points.prefix(limit)), false) }
      if upper >= end { return (points, true) }
      upper *= 8
    }
  }

  /// The largest excursion past the resting value on the side away from the
  /// start, scanning turning points until the envelope rules out a larger one.
  public func overshoot(reference: Double, until horizon: Double = .infinity) -> Overshoot? {
    let target = restingValue
    var side = (value(at: 0) - target).signum()
    var best: Overshoot?
    var lo = 0.0
    var width = 1.0
    var windows = 0
    while lo < horizon, windows < 64 {
      let hi = Swift.min(horizon, lo + width)
      let times = turningPoints(in: lo...hi).filter { $0 > lo || lo == 0 }
      // At a jump, the extreme on the side of it the turn is on.
      for (t, v) in zip(times, turningValues(at: times)) {
        let d = v - target
        if side == 0 {
          side = d.signum()  // a shake: the first swing sets the side
          continue
        }
        if d * side < 0, Swift.abs(d) > (best?.distance ?? 0) {
          best = Overshoot(
            time: t, value: target + d, distance: Swift.abs(d),
            fraction: reference > 0 ? Swift.abs(d) / reference : .infinity)
        }
      }
      let bound = envelope(at: hi)
      if bound <= (best?.distance ?? 0) || bound == 0 { break }
      lo = hi
      width *= 2
      windows += 1
    }
    return best
  }
}
