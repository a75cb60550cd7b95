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
    var ranges: [String: (Double, Double)] = [:]
    var speeds: [String: Double] = [:]
    for (i, t) in doc.timelines.enumerated() {
      progress?.tick("measuring timeline \(i + 1) of \(doc.timelines.count)…")
      let p = Swift.max(t.period, 1e-9)
      for k in t.timeline.keyPaths {
        var (lo, hi) = ranges[k] ?? (.infinity, -.infinity)
        var speed = speeds[k] ?? 0
        if let track = t.timeline.track(k) {
          for i in 0...400 {
            let (v, velocity) = track.valueAndVelocity(at: p * Double(i) / 400)
            lo = Swift.min(lo, v)
            hi = Swift.max(hi, v)
            speed = Swift.max(speed, Swift.abs(velocity))
          }
        } else {
          // No track: the initial value, held (velocity 0).
          let v = t.timeline.value(k, at: 0)
          (lo, hi) = (Swift.min(lo, v), Swift.max(hi, v))
        }
        ranges[k] = (lo, hi)
        speeds[k] = speed
      }
    }
    self.ranges = ranges
    self.speeds = speeds
    frame = 1 / (doc.displayHz.max() ?? 60)
  }

  func range(_ k: String) -> Double { ranges[k].map { $0.hi - $0.lo } ?? 0 }

  /// The key path's visible step: `valueThreshold`, else 1 % of its range.
  func threshold(_ k: String) -> Double {
    doc.analyze.valueThreshold[k] ?? Swift.max(0.01 * range(k), 1e-9)
  }

  /// A change of `delta` in `k`, in threshold units.
  func units(_ delta: Double, _ k: String) -> Double { Swift.abs(delta) / threshold(k) }
}

/// Number text for reports.
func n3(_ x: Double) -> String { NumberText.significant(x, digits: 3) }
func n4(_ x: Double) -> String { NumberText.significant(x, digits: 4) }
