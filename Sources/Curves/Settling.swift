// This file is part of curvetool. SPDX-License-Identifier: MIT

extension AnalyzableCurve {
  /// The settle time: the earliest time after which the curve stays within
  /// `tolerance` of its resting value up to `horizon`.
  ///
  /// For t in [0, horizon] the result T satisfies
  /// |value(at: t) − restingValue| ≤ tolerance for every t ≥ T, and T is the
  /// smallest such double (bisection to the last bit). It is found from the
  /// envelope and the exact turning points: the last turning point outside
  /// the band brackets the final band crossing, which is then refined.
  ///
  /// Mathematical properties: monotone in `tolerance` (a wider band settles
  /// no later); 0 when the curve starts and stays inside the band.
  ///
  /// - Parameters:
  ///   - tolerance: the half-width of the band, value units, > 0.
  ///   - horizon: the end of the curve in seconds (an animation's duration),
  ///     or `.infinity` for a motion that continues.
  /// - Returns: seconds, or `nil` when the curve is still outside the band at
  ///   the horizon (or never settles), or the tolerance is not positive.
  /// - Complexity: O(turning points near the last excursion + 64) evaluations.
  public func settleTime(tolerance: Double, horizon: Double = .infinity) -> Double? {
    guard tolerance > 0, tolerance.isFinite, horizon >= 0 else { return nil }
    let target = restingValue
    func outside(_ t: Double) -> Bool { Swift.abs(value(at: t) - target) > tolerance }
    // Slightly inside the band so that rounding cannot put the end outside.
    let settledBy = envelopeTime(below: tolerance * (1 - 1e-12))
    let end = Swift.min(settledBy, horizon)
    guard end.isFinite else { return nil }
    if horizon < settledBy, outside(horizon) { return nil }

    // A jump into the band where the envelope ends: settled at the jump.
    if end > 0, !outside(end), Swift.abs(value(before: end) - target) > tolerance { return end }
    // Walk the candidate points backwards from the end: the last one outside
    // the band starts the monotone segment that contains the final crossing.
    var later = end
    var hiEdge = end
    var width = Swift.max(end / 256, 1e-9)
    while hiEdge > 0 {
      let loEdge = Swift.max(0, hiEdge - width)
      let points = turningPoints(in: loEdge...hiEdge)
      for t in points.reversed() where t < hiEdge {
        if outside(t) {
          return RootFinding.boundary(from: t, to: later) { !outside($0) }
        }
        // Outside just before a jump into the band: settled at the jump.
        if Swift.abs(value(before: t) - target) > tolerance { return t }
        later = t
      }
      hiEdge = loEdge
      width *= 2
    }
    if outside(0) {
      return RootFinding.boundary(from: 0, to: later) { !outside($0) }
    }
    return 0
  }

  /// The times in `range` where the curve crosses its resting value (the
  /// sign of value − restingValue changes), each refined to the last bit
  /// between turning points; a jump across it (a `linear()` jump) crosses
  /// it at the jump. Touching the resting value without changing side (an
  /// anvil's bounce, arriving at the end) is not a crossing.
  ///
  /// - Complexity: O(turning points in `range`) evaluations plus 64 per
  ///   crossing.
  public func restingValueCrossings(in range: ClosedRange<Double>) -> [Double] {
    let target = restingValue
    var knots = [range.lowerBound]
    knots += turningPoints(in: range).filter { $0 > range.lowerBound && $0 < range.upperBound }
    knots.append(range.upperBound)
    // A jump that turns twice lists its time twice: one knot.
    knots = knots.enumerated().filter { $0.offset == 0 || $0.element != knots[$0.offset - 1] }.map(\.element)
    var result: [Double] = []
    var lastKnot = knots[0]
    var lastSign = (value(at: lastKnot) - target).signum()
    var firstZero: Double? = lastSign == 0 ? lastKnot : nil
    for t in knots.dropFirst() {
      // The value reached before the knot, then, where the motion jumps
      // there (a linear() jump), the value after it: a jump across the
      // resting value crosses it at the knot.
      let before = value(before: t)
      let after = value(at: t)
      for (v, isJump) in [(before, false), (after, true)] where !isJump || after != before {
        let sign = (v - target).signum()
        if sign == 0 {
          if firstZero == nil { firstZero = t }
          continue
        }
        if lastSign != 0, sign != lastSign {
          if let zero = firstZero {
            result.append(zero)
          } else if isJump {
            result.append(t)
          } else {
            let a = lastKnot
            result.append(RootFinding.bisect(from: a, to: t) { $0 >= t ? before - target : value(at: $0) - target })
          }
        }
        lastSign = sign
        lastKnot = t
        firstZero = nil
      }
    }
    return result
  }
}
