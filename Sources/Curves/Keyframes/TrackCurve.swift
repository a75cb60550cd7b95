// This file is part of curvetool. SPDX-License-Identifier: MIT

/// One key path of a keyframe timeline as a curve over `span` seconds
/// (looping when the span is longer than the period), for sampling,
/// exporting and analysis.
///
/// Turning points are found where the velocity changes sign on a grid of
/// 4000 steps per period and at segment boundaries, refined by bisection;
/// the envelope is the largest distance from the final value from a time
/// on, over that grid.
public struct TrackCurve: AnalyzableCurve, Sendable {
  public let timeline: KeyframeTimeline
  public let keyPath: String
  /// Seconds shown.
  public let span: Double

  public init(timeline: KeyframeTimeline, keyPath: String, span: Double) {
    self.timeline = timeline
    self.keyPath = keyPath
    self.span = span
  }

  public func value(at time: Double) -> Double {
    let t = Swift.min(Swift.max(time, 0), span)
    return t >= timeline.duration && timeline.duration > 0 && span > timeline.duration
      ? timeline.loopedValue(keyPath, at: t) : timeline.value(keyPath, at: t)
  }

  public func velocity(at time: Double) -> Double {
    guard time >= 0, time <= span, timeline.duration > 0 else { return 0 }
    let local = time.truncatingRemainder(dividingBy: timeline.duration)
    return timeline.velocity(keyPath, at: span > timeline.duration ? local : time)
  }

  public var restingValue: Double { value(at: span) }

  private var grid: [Double] {
    let steps = Swift.max(400, (Int(checking: 4000 * span / Swift.max(timeline.duration, 1e-9), .up) ?? 400))
    return (0...Swift.min(steps, 400_000)).map { span * Double($0) / Double(Swift.min(steps, 400_000)) }
  }

  public func turningPoints(in range: ClosedRange<Double>) -> [Double] {
    var out: [Double] = []
    let g = grid
    for i in 1..<g.count where range.contains(g[i]) {
      let a = velocity(at: g[i - 1])
      let b = velocity(at: g[i])
      guard a * b < 0 else { continue }
      out.append(RootFinding.boundary(from: g[i - 1], to: g[i]) { velocity(at: $0) * a <= 0 })
    }
    return out
  }

  public func envelope(at time: Double) -> Double {
    let rest = restingValue
    var m = Swift.abs(value(at: time) - rest)
    for t in grid where t >= time { m = Swift.max(m, Swift.abs(value(at: t) - rest)) }
    return m
  }
}
