// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// kfloop/1 keyframes for one eased segment, shared by the source readers
/// (CSS, Compose): forwards, or played backwards (a Bézier mirrored in time).
enum KfloopSegments {
  /// kfloop keyframes from v0 to v1 over `d` seconds along an easing, or the
  /// same played backwards (from v1 to v0, the easing mirrored in time).
  static func segment(_ v0: Double, _ v1: Double, _ d: Double, _ e: Easing, reversed: Bool) -> [JSON] {
    let to = reversed ? v0 : v1
    func linear(_ value: Double, _ duration: Double, _ curve: JSON? = nil) -> JSON {
      var m: [(String, JSON)] = [("type", .string("linear")), ("to", .number(value)), ("duration", .number(duration))]
      if let curve { m.append(("timingCurve", curve)) }
      return .object(m)
    }
    func move(_ value: Double) -> JSON { .object([("type", .string("move")), ("to", .number(value))]) }
    guard d > 0 else { return [move(to)] }
    switch e {
    case .identity: return [linear(to, d)]
    case .bezier(let b):
      let c = reversed ? CubicBezier(x1: 1 - b.x2, y1: 1 - b.y2, x2: 1 - b.x1, y2: 1 - b.y1) : b
      return [linear(to, d, .object([("bezier", .array([c.x1, c.y1, c.x2, c.y2].map(JSON.number)))]))]
    case .circular(let c):
      return [linear(to, d, .string(c.swiftName))]
    case .function:
      // Readers refuse an easing function before they build keyframes
      // (kfloop/1's timing curves are Béziers and SwiftUI's UnitCurves).
      preconditionFailure("a reader passed an easing function kfloop/1 cannot carry")
    case .steps(let s):
      let runs = reversed ? s.runs.reversed().map { (1 - $0.end, 1 - $0.start, $0.progress) } : s.runs.map { ($0.start, $0.end, $0.progress) }
      return runs.flatMap { r in [move(v0 + (v1 - v0) * r.2), linear(v0 + (v1 - v0) * r.2, (r.1 - r.0) * d)] } + [move(to)]
    case .linear(let l):
      var pts = l.points.map { ($0.input / 100, v0 + (v1 - v0) * $0.output) }
      if reversed { pts = pts.reversed().map { (1 - $0.0, $0.1) } }
      var out: [JSON] = []
      for i in 1..<Swift.max(1, pts.count) {
        let span = (pts[i].0 - pts[i - 1].0) * d
        out.append(span > 0 ? linear(pts[i].1, span) : move(pts[i].1))
      }
      return out + [move(to)]
    }
  }
}
