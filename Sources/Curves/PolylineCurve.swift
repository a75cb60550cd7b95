// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Straight lines through keyframes: what Core Animation's `linear`
/// calculation mode and CSS `linear()` draw between values.
///
/// Before the first time the first value holds; after the last time the last
/// value holds. The velocity is the slope of the segment the time falls in
/// (the right-hand slope at a keyframe, the last segment's slope at the last
/// keyframe, 0 outside).
///
/// Turning points are the interior keyframes where the direction changes, so
/// settle times, crossings and overshoot of rendered keyframes are exact for
/// the lines actually drawn.
public struct PolylineCurve: AnalyzableCurve, Hashable, Codable, Sendable {
  /// Keyframe times in seconds, strictly increasing.
  public let times: [Double]
  /// Keyframe values.
  public let values: [Double]
  /// The value the motion is meant to rest at.
  public let restingValue: Double
  /// suffixMaxDistance[i] = max over j ≥ i of |values[j] − restingValue|.
  private let suffixMaxDistance: [Double]
  /// The interior keyframe times where the direction changes, ascending:
  /// found once, so that ``turningPoints(in:)`` reads a range by binary
  /// search (a plot asks for hundreds of short ranges of a long recording).
  private let turningTimes: [Double]

  /// A polyline through (`times[i]`, `values[i]`).
  /// - Precondition: equal, non-zero counts; times strictly increasing
  ///   (programmer error: validate user data before).
  public init(times: [Double], values: [Double], restingValue: Double) {
    precondition(times.count == values.count && !times.isEmpty, "times and values must match")
    self.times = times
    self.values = values
    self.restingValue = restingValue
    var suffix = [Double](repeating: 0, count: values.count)
    var m = 0.0
    for i in stride(from: values.count - 1, through: 0, by: -1) {
      m = Swift.max(m, Swift.abs(values[i] - restingValue))
      suffix[i] = m
    }
    suffixMaxDistance = suffix
    var turns: [Double] = []
    var lastDirection = 0.0
    for i in 0..<(times.count - 1) {
      let direction = (values[i + 1] - values[i]).signum()
      if direction == 0 { continue }
      if lastDirection != 0, direction != lastDirection, times[i] > 0 { turns.append(times[i]) }
      lastDirection = direction
    }
    turningTimes = turns
  }

  /// The index i of the segment [times[i], times[i+1]) containing `time`.
  private func segment(_ time: Double) -> Int {
    var lo = 0
    var hi = times.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if times[mid] <= time { lo = mid } else { hi = mid }
    }
    return lo
  }

  public func value(at time: Double) -> Double {
    guard let first = times.first, let last = times.last else { return restingValue }
    if !(time > first) { return values[0] }
    if time >= last { return values[values.count - 1] }
    let i = segment(time)
    let u = (time - times[i]) / (times[i + 1] - times[i])
    return values[i] + (values[i + 1] - values[i]) * u
  }

  public func velocity(at time: Double) -> Double {
    guard times.count > 1, time >= times[0], time <= times[times.count - 1] else { return 0 }
    let i = Swift.min(segment(time), times.count - 2)
    return (values[i + 1] - values[i]) / (times[i + 1] - times[i])
  }

  /// Velocity on the last segment, just before the end: what is on screen as
  /// the animation finishes.
  public var finalSegmentVelocity: Double {
    let n = times.count
    guard n > 1 else { return 0 }
    return (values[n - 1] - values[n - 2]) / (times[n - 1] - times[n - 2])
  }

  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    // The first turning time ≥ the range's start, then those up to its end.
    var lo = 0
    var hi = turningTimes.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if turningTimes[mid] < range.lowerBound { lo = mid + 1 } else { hi = mid }
    }
    var result: [Double] = []
    while lo < turningTimes.count, turningTimes[lo] <= range.upperBound {
      result.append(turningTimes[lo])
      lo += 1
    }
    return result
  }

  public func envelope(at time: Double) -> Double {
    guard let first = times.first, let last = times.last else { return 0 }
    if time >= last { return Swift.abs(values[values.count - 1] - restingValue) }
    if time <= first { return suffixMaxDistance[0] }
    let i = segment(time)
    return Swift.max(Swift.abs(value(at: time) - restingValue), suffixMaxDistance[i + 1])
  }

  public func envelopeTime(below tolerance: Double) -> Double {
    // The last keyframe outside the band; the band is entered on the segment
    // after it (or never, if it is the last keyframe).
    guard let j = suffixMaxDistance.lastIndex(where: { $0 > tolerance }) else { return 0 }
    if j == values.count - 1 { return .infinity }
    let a = times[j]
    let b = times[j + 1]
    return RootFinding.boundary(from: a, to: b) { envelope(at: $0) <= tolerance }
  }
}
