// This file is part of curvetool. SPDX-License-Identifier: MIT

extension CompiledTrack {
  /// The runs of `count` times `time(k)`, k = 0..<count, that fall in one
  /// segment: `body(first, n, segment, held)` for the times first..<first+n
  /// in order. `segment` is the segment they fall in, or `nil` for one time
  /// outside every segment, whose value `held` the track holds there (its
  /// initial value before the start, its final value at and after the end)
  /// with velocity 0. A run's times ascend: each segment is found by walking
  /// forward, not searched for again. Times out of order are still right,
  /// in shorter runs.
  @inlinable
  public func sampleRuns(count: Int, ascending time: (Int) -> Double, _ body: (Int, Int, Int?, Double) -> Void) {
    var k = 0
    var c = 0
    while k < count {
      let t = time(k)
      if t < 0 || segments.isEmpty || t >= duration {
        body(k, 1, nil, t < 0 || segments.isEmpty ? initialValue : finalValue)
        k += 1
        continue
      }
      // The last segment starting at or before t, as segmentIndex(at:) finds it.
      if segments[c].start > t { c = 0 }
      while c + 1 < segments.count, segments[c + 1].start <= t { c += 1 }
      let end = segments[c].end
      guard segments[c].duration > 0, t < end else {
        body(k, 1, nil, finalValue)
        k += 1
        continue
      }
      // The times that fall in this segment, one after another.
      let next = c + 1 < segments.count ? segments[c + 1].start : Double.infinity
      var run = 1
      var previous = t
      while k + run < count {
        let u = time(k + run)
        guard u >= previous, u < end, u < duration, u < next else { break }
        previous = u
        run += 1
      }
      body(k, run, c, 0)
      k += run
    }
  }

  /// ``valueAndVelocity(at:)`` at `count` times `time(k)`, k = 0..<count,
  /// in ascending order: `body(value, velocity)` for each, in order, each
  /// run of times in one segment (``sampleRuns(count:ascending:_:)``)
  /// evaluated at once (``TrackSegment/valuesAndVelocities(count:at:_:)``):
  /// the same bits as one call per time.
  @inlinable
  public func valuesAndVelocities(count: Int, ascending time: (Int) -> Double, _ body: (Double, Double) -> Void) {
    sampleRuns(count: count, ascending: time) { first, n, segment, held in
      guard let c = segment else { return body(held, 0) }
      let start = segments[c].start
      segments[c].valuesAndVelocities(count: n, at: { time(first + $0) - start }) { _, v, dv in body(v, dv) }
    }
  }

  /// The smallest and largest value and the largest |velocity| at `count`
  /// ascending times `time(k)`: what a scan of every
  /// ``valuesAndVelocities(count:ascending:_:)`` finds, from fewer
  /// evaluations.
  ///
  /// Where a segment knows where its value and speed turn
  /// (``TrackSegment/monotonePieceBreaks``), each is monotone between those
  /// times, so its extremes over a piece's times are at the piece's first
  /// and last time: only the run's ends and the two times on each side of
  /// every break are evaluated (the same evaluations, so the same bits).
  /// A scan can differ only where a piece is flat to within rounding, by
  /// that rounding. Other segments are evaluated at every time.
  /// - Returns: (+∞, −∞, 0) for `count` = 0.
  @inlinable
  public func sampledExtremes(count: Int, ascending time: (Int) -> Double) -> (lo: Double, hi: Double, speed: Double) {
    // Plain locals updated by closure literals (no local function holding
    // them, which would box them and check each access at run time).
    var lo = Double.infinity
    var hi = -Double.infinity
    var speed = 0.0
    var picks: [Int] = []
    sampleRuns(count: count, ascending: time) { first, n, segment, held in
      guard let c = segment else {
        lo = Swift.min(lo, held)
        hi = Swift.max(hi, held)
        return
      }
      let start = segments[c].start
      guard n > 8, let breaks = segments[c].monotonePieceBreaks, breaks.count < n / 4 else {
        segments[c].valuesAndVelocities(count: n, at: { time(first + $0) - start }) { _, v, dv in
          lo = Swift.min(lo, v)
          hi = Swift.max(hi, v)
          speed = Swift.max(speed, Swift.abs(dv))
        }
        return
      }
      picks.removeAll(keepingCapacity: true)
      picks.append(0)
      for b in breaks {
        // The last time at or before the break (times ascend in a run).
        var lower = 0
        var upper = n - 1
        while lower < upper {
          let mid = (lower + upper + 1) / 2
          if time(first + mid) - start <= b { lower = mid } else { upper = mid - 1 }
        }
        for k in Swift.max(lower - 1, 0)...Swift.min(lower + 2, n - 1) where k > picks[picks.count - 1] { picks.append(k) }
      }
      if picks[picks.count - 1] < n - 1 { picks.append(n - 1) }
      segments[c].valuesAndVelocities(count: picks.count, at: { time(first + picks[$0]) - start }) { _, v, dv in
        lo = Swift.min(lo, v)
        hi = Swift.max(hi, v)
        speed = Swift.max(speed, Swift.abs(dv))
      }
    }
    return (lo, hi, speed)
  }
}

extension TrackSegment {
  /// Local times (seconds into the segment, ascending) that cut it into
  /// pieces on each of which its value and |velocity| are monotone, or
  /// `nil` where the segment does not say (springs, circular easings).
  ///
  /// A Bézier easing's cuts scaled by the duration
  /// (``CubicBezier/monotonePieceBreaks``); a cubic Hermite's at the roots
  /// of its velocity, a quadratic in u = t/D, (6(from − to) + 3D(v₀ + v₁))u²
  /// + (6(to − from) − D(4v₀ + 2v₁))u + D·v₀, and at its vertex (where the
  /// velocity turns); none for a straight line or a move.
  @inlinable
  public var monotonePieceBreaks: [Double]? {
    switch shape {
    case .move:
      return []
    case .linear(let curve):
      if curve == .linear { return [] }
      guard var cuts = curve.cubic?.monotonePieceBreaks else { return nil }
      for i in cuts.indices { cuts[i] *= duration }
      return cuts
    case .hermite(let v0, let v1):
      var cuts: [Double] = []
      CubicBezier.appendCuts(
        6 * (from - to) + 3 * duration * (v0 + v1), 6 * (to - from) - duration * (4 * v0 + 2 * v1), duration * v0, to: &cuts)
      for i in cuts.indices { cuts[i] *= duration }
      cuts.sort()
      return cuts
    case .spring:
      return nil
    }
  }
}
