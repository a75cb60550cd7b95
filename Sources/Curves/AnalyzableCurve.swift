// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A curve whose shape is known well enough to analyse exactly.
///
/// Conforming curves say where they change direction and how fast their
/// distance from the resting value shrinks. That is enough to find the
/// settle time, the overshoot, the turning points and the target crossings
/// exactly (by bracketed root finding between turning points), never by
/// reading samples.
///
/// Requirements, as mathematical properties:
/// - between two consecutive times returned by ``turningPoints(in:)`` (and
///   between the last of them and +∞) the curve is monotone;
/// - ``envelope(at:)`` is nonincreasing and
///   `envelope(at: t) ≥ |value(at: s) − restingValue|` for every s ≥ t;
/// - ``envelopeTime(below:)`` returns a time after which
///   `envelope(at:) ≤ tolerance` (or +∞ if there is none).
public protocol AnalyzableCurve: Curve {
  /// The value the motion comes to rest at, in value units.
  var restingValue: Double { get }

  /// The times in `range` (seconds, `> 0`) where the motion may change
  /// direction, ascending.
  func turningPoints(in range: ClosedRange<Double>) -> [Double]

  /// A nonincreasing bound of |value(at: s) − restingValue| for s ≥ `time`.
  func envelope(at time: Double) -> Double

  /// The earliest time (seconds) after which ``envelope(at:)`` ≤ `tolerance`.
  func envelopeTime(below tolerance: Double) -> Double

  /// The value the motion approaches just before `time` (its left limit):
  /// the value itself except where the motion jumps (a `linear()` easing
  /// with two stops at one place), value units.
  func value(before time: Double) -> Double

  /// The extreme value at each of `times`, turning points in ascending
  /// order as ``turningPoints(in:)`` lists them: the value there, or, where
  /// the motion turns by jumping, the side of the jump the extreme is on
  /// (a time listed twice is two turns, one on each side).
  func turningValues(at times: [Double]) -> [Double]
}

extension AnalyzableCurve {
  /// A continuous motion's left limit is its value.
  public func value(before time: Double) -> Double { value(at: time) }

  /// A continuous motion's extremes are its values at its turning points.
  public func turningValues(at times: [Double]) -> [Double] { times.map { value(before: $0) } }

  /// The least and the greatest value over [a, b] (seconds, a ≤ b): the
  /// values at a, at b and at the turning points between, so exact however
  /// fast the motion oscillates (the curve is monotone between turning
  /// points). What a plot column spanning [a, b] must show.
  ///
  /// The turning points are read in windows from a, doubling from
  /// (b − a)/64, and the scan stops once the band the envelope allows past a
  /// window, restingValue ± ``envelope(at:)``, lies inside the range found:
  /// nothing later can widen it. A decaying oscillation of millions of turns
  /// a column is then settled within its first windows.
  public func valueRange(from a: Double, to b: Double) -> (lowest: Double, highest: Double) {
    var lowest = Swift.min(value(at: a), value(at: b))
    var highest = Swift.max(value(at: a), value(at: b))
    let rest = restingValue
    var lower = a
    var width = (b - a) / 64
    while true {
      let upper = width > 0 && lower + width < b ? lower + width : b
      for t in turningPoints(in: lower...upper) where t > a && t < b {
        // Both sides of a turning point where the motion jumps.
        for v in [value(at: t), value(before: t)] {
          lowest = Swift.min(lowest, v)
          highest = Swift.max(highest, v)
        }
      }
      if upper >= b { break }
      let e = envelope(at: upper)
      if rest - e >= lowest && rest + e <= highest { break }
      lower = upper
      width *= 2
    }
    return (lowest, highest)
  }

  /// A generic envelope time: doubling search, then bisection to the last bit.
  public func envelopeTime(below tolerance: Double) -> Double {
    if envelope(at: 0) <= tolerance { return 0 }
    var hi = 1.0
    while envelope(at: hi) > tolerance {
      hi *= 2
      if hi > 1e300 { return .infinity }
    }
    return RootFinding.boundary(from: 0, to: hi) { envelope(at: $0) <= tolerance }
  }
}
