// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A motion made of legs: each leg's curve, counted from its own start,
/// from that start until the next leg starts (an interrupted animation:
/// SwiftUI's spring legs, CSS transitions).
///
/// value(t) = legᵢ.value(t − startᵢ) for the last leg with startᵢ ≤ t. It
/// is analysable: between two legs' starts each leg is monotone between
/// its own turning points, and
/// E(t) = max over legs j still running after t of
/// |restⱼ − rest| + legⱼ.envelope(max(0, t − startⱼ)) bounds
/// |value(s) − rest| for every s ≥ t and does not increase (rest: the
/// last leg's resting value).
public struct PiecewiseCurve: AnalyzableCurve {
  /// One leg: its start in seconds and its curve, whose time 0 is `start`.
  public struct Leg: Sendable {
    public let start: Double
    public let curve: any AnalyzableCurve

    public init(start: Double, curve: any AnalyzableCurve) {
      self.start = start
      self.curve = curve
    }
  }

  /// The legs, starts ascending, the first at 0 (at least one).
  public let legs: [Leg]

  public init(legs: [Leg]) {
    precondition(!legs.isEmpty && legs[0].start == 0, "a piecewise curve starts with a leg at 0")
    self.legs = legs
  }

  /// The leg showing at `time`: the last whose start is at or before it.
  func index(at time: Double) -> Int {
    var i = legs.count - 1
    while i > 0, legs[i].start > time { i -= 1 }
    return i
  }

  public func value(at time: Double) -> Double {
    let leg = legs[index(at: time)]
    return leg.curve.value(at: time - leg.start)
  }

  public func velocity(at time: Double) -> Double {
    let leg = legs[index(at: time)]
    return leg.curve.velocity(at: time - leg.start)
  }

  public func valueAndVelocity(at time: Double) -> (value: Double, velocity: Double) {
    let leg = legs[index(at: time)]
    return leg.curve.valueAndVelocity(at: time - leg.start)
  }

  /// Just before a leg's start, the leg before it.
  public func value(before time: Double) -> Double {
    var i = index(at: time)
    if i > 0, legs[i].start == time { i -= 1 }
    return legs[i].curve.value(before: time - legs[i].start)
  }

  public var restingValue: Double { legs[legs.count - 1].curve.restingValue }

  /// Where leg `i` (≥ 1) takes over, whether the motion turns: the way it
  /// went since the previous leg's last turn (or start) against the way it
  /// goes until the new leg's first turn (or the end of its window).
  func turns(at i: Int) -> Bool {
    let previous = legs[i - 1]
    let leg = legs[i]
    let u = leg.start - previous.start
    let c = previous.curve.value(before: u)
    let lastTurn = previous.curve.turningPoints(in: 0...u).last { $0 < u } ?? 0
    let before = c - previous.curve.value(at: lastTurn)
    let window = i + 1 < legs.count ? legs[i + 1].start - leg.start : Double.infinity
    // The first turn, in windows doubling from 1 s (a spring's turning
    // points are listed per window).
    var firstTurn: Double?
    var horizon = Swift.min(window, 1)
    while horizon > 0 {
      if let t = leg.curve.turningPoints(in: 0...horizon).first(where: { $0 > 0 }) {
        firstTurn = t
        break
      }
      if horizon >= window || horizon > 1e6 { break }
      horizon = Swift.min(window, horizon * 2)
    }
    let reach = firstTurn.map { leg.curve.value(at: $0) }
      ?? (window.isFinite ? leg.curve.value(before: window) : leg.curve.restingValue)
    let after = reach - leg.curve.value(at: 0)
    return before * after < 0
  }

  /// Each leg's turning points while it shows, and the starts of legs
  /// that set off the other way (``turns(at:)``).
  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    var out: [Double] = []
    for (i, leg) in legs.enumerated() {
      let end = i + 1 < legs.count ? legs[i + 1].start : Double.infinity
      let lo = Swift.max(range.lowerBound, leg.start)
      let hi = Swift.min(range.upperBound, end)
      if i > 0, range.contains(leg.start), leg.start > 0, turns(at: i) { out.append(leg.start) }
      guard lo <= hi else { continue }
      for t in leg.curve.turningPoints(in: (lo - leg.start)...(hi - leg.start)) {
        // A leg's own start is the boundary's question (turns(at:)).
        let s = t + leg.start
        if t > 0, s < end { out.append(s) }
      }
    }
    return out.sorted()
  }

  public func envelope(at time: Double) -> Double {
    let rest = restingValue
    var bound = 0.0
    for (i, leg) in legs.enumerated() {
      let end = i + 1 < legs.count ? legs[i + 1].start : Double.infinity
      guard end > time else { continue }
      let own = leg.curve.envelope(at: Swift.max(0, time - leg.start))
      bound = Swift.max(bound, Swift.abs(leg.curve.restingValue - rest) + own)
    }
    return bound
  }

  /// The last leg's envelope time from its start, or that start if the
  /// bound is already below `tolerance` there.
  public func envelopeTime(below tolerance: Double) -> Double {
    if envelope(at: 0) <= tolerance { return 0 }
    let last = legs[legs.count - 1]
    if envelope(at: last.start) > tolerance { return last.start + last.curve.envelopeTime(below: tolerance) }
    // Earlier than the last start: bisect the nonincreasing bound.
    return RootFinding.boundary(from: 0, to: last.start) { envelope(at: $0) <= tolerance }
  }
}
