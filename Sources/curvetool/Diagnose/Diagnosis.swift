// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// One finding of `curvetool diagnose`: a stable code, the cause in one
/// line, the numbers, a visible impact and concrete fixes (docs/diagnose.md §4).
struct Diagnosis {
  var code: DiagnosticCode
  var name: String
  var summary: String
  /// The largest visible effect in threshold units (value change ÷ the key
  /// path's `valueThreshold`).
  var impact: Double
  /// What the impact is made of.
  var impactNote: String
  var lines: [String]
  var fixes: [String]
  var details: JSON
}

/// The stable codes of `diagnose`'s findings (docs/diagnose.md §4).
enum DiagnosticCode: String, CaseIterable, Comparable, Sendable, CustomStringConvertible {
  case d01 = "D01", d02 = "D02", d03 = "D03", d04 = "D04", d05 = "D05"
  case d06 = "D06", d07 = "D07", d08 = "D08", d09 = "D09", d10 = "D10"
  /// Lottie's own (docs/diagnose.md §14).
  case d11 = "D11", d12 = "D12", d13 = "D13", d14 = "D14"

  var description: String { rawValue }

  static func < (a: DiagnosticCode, b: DiagnosticCode) -> Bool { a.rawValue < b.rawValue }
}

/// The facts every diagnostic shares: the file, the simulation, ranges,
/// thresholds and speeds per key path.
struct DiagnosisContext {
  let doc: KfloopDocument
  let simulation: LoopSimulation
  /// Per key path: smallest and largest value over every timeline's loop.
  let ranges: [String: (lo: Double, hi: Double)]
  /// Per key path: the largest |velocity| (value units per second).
  let speeds: [String: Double]
  /// One frame at the highest display rate, seconds.
  let frame: Double

  /// The facts of `doc`, the timelines done so far on `progress`.
  init(_ doc: KfloopDocument, progress: ProgressLine? = nil) {
    self.doc = doc
    simulation = LoopSimulation(doc, horizon: doc.analyze.horizon, progress: progress)
    // Each timeline's extremes, measured side by side, then merged in
    // file order (min and max of finite values: the same in any order).
    let timelines = doc.timelines
    let measured = ParallelMap.map(timelines.count, done: { done in
      progress?.tick("measuring timeline \(done) of \(timelines.count)…")
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
    frame = 1 / (doc.displayHz.max() ?? 60)
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

  func range(_ k: String) -> Double { ranges[k].map { $0.hi - $0.lo } ?? 0 }

  /// The key path's visible step: `valueThreshold`, else 1 % of its range.
  func threshold(_ k: String) -> Double {
    doc.analyze.valueThreshold[k] ?? Swift.max(0.01 * range(k), 1e-9)
  }

  /// A change of `delta` in `k`, in threshold units.
  func units(_ delta: Double, _ k: String) -> Double { Self.units(delta, per: threshold(k)) }

  /// A change of `delta` in units of a key path's `threshold`
  /// (``threshold(_:)``), for a caller that looked the threshold up once.
  static func units(_ delta: Double, per threshold: Double) -> Double { Swift.abs(delta) / threshold }
}
