// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The facts every finding of a loop diagnosis shares: the model, its
/// simulation, and per key path the range, the largest speed and the
/// visible step (docs/diagnose.md §4, §5).
public struct LoopMeasures: Sendable {
  public let model: KfloopModel
  public let simulation: LoopSimulation
  /// Per key path: smallest and largest value over every timeline's loop.
  public let ranges: [String: (lo: Double, hi: Double)]
  /// Per key path: the largest |velocity| (value units per second).
  public let speeds: [String: Double]
  /// One frame at the highest display rate, seconds.
  public let frame: Double

  /// The facts of `model`, its stages reported to `progress`.
  public init(_ model: KfloopModel, progress: (@Sendable (LoopProgress) -> Void)? = nil) {
    self.model = model
    simulation = LoopSimulation(model, horizon: model.analyze.horizon, progress: progress)
    // Each timeline's extremes, measured side by side, then merged in
    // file order (min and max of finite values: the same in any order).
    let timelines = model.timelines
    let measured = ParallelMap.map(timelines.count, done: { done in
      progress?(.measuring(done: done, of: timelines.count))
    }) { i in Self.extremes(timelines[i]) }
    var ranges: [String: (Double, Double)] = [:]
    var speeds: [String: Double] = [:]
    for extremes in measured {
      for e in extremes {
        let (lo, hi) = ranges[e.key] ?? (.infinity, -.infinity)
        ranges[e.key] = (Swift.min(lo, e.lo), Swift.max(hi, e.hi))
        speeds[e.key] = Swift.max(speeds[e.key] ?? 0, e.speed)
      }
    }
    self.ranges = ranges
    self.speeds = speeds
    frame = 1 / (model.displayHz.max() ?? 60)
  }

  /// One key path's extremes over one timeline's loop.
  struct Extremes: Sendable {
    var key: String
    var lo: Double
    var hi: Double
    /// The largest |velocity|, value units per second.
    var speed: Double
  }

  /// Per key path of `t`: the smallest and largest value and the largest
  /// speed at 401 evenly spaced times over its period (a key path without
  /// a track: its initial value, held).
  static func extremes(_ t: KfloopTimeline) -> [Extremes] {
    let p = Swift.max(t.period, 1e-9)
    return t.timeline.keyPaths.map { k in
      guard let track = t.timeline.track(k) else {
        let v = t.timeline.value(k, at: 0)
        return Extremes(key: k, lo: v, hi: v, speed: 0)
      }
      let (lo, hi, speed) = track.sampledExtremes(count: 401, ascending: { p * Double($0) / 400 })
      return Extremes(key: k, lo: lo, hi: hi, speed: speed)
    }
  }

  /// The span of key path `k`'s values (0 when it has none).
  public func range(_ k: String) -> Double { ranges[k].map { $0.hi - $0.lo } ?? 0 }

  /// The key path's visible step: `valueThreshold`, else 1 % of its range.
  public func threshold(_ k: String) -> Double {
    model.analyze.valueThreshold[k] ?? Swift.max(0.01 * range(k), 1e-9)
  }

  /// A change of `delta` in `k`, in threshold units.
  public func units(_ delta: Double, _ k: String) -> Double { Self.units(delta, per: threshold(k)) }

  /// A change of `delta` in units of a key path's `threshold`
  /// (``threshold(_:)``), for a caller that looked the threshold up once.
  public static func units(_ delta: Double, per threshold: Double) -> Double { Swift.abs(delta) / threshold }
}
