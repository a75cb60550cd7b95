// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension BezierKeyframeFitter {
  /// The sampled motion, and the best easing of one segment of it.
  struct Problem {
    let times: [Double]
    let values: [[Double]]
    let slope: (Int, Bool) -> [Double]

    struct Segment {
      /// One per dimension, or `nil` for a hold.
      var easing: [CubicBezier]?
      /// The largest deviation over the segment's samples.
      var error: Double
      /// The sample where it is largest.
      var worst: Int
    }

    /// The best easing from sample `a` to sample `b`, or a hold where a
    /// one-key-step segment deviates less as a hold.
    func segment(_ a: Int, _ b: Int) -> Segment {
      let dims = values[a].count
      let s0 = slope(a, true)
      let s1 = slope(b, false)
      var easing: [CubicBezier] = []
      var error = 0.0
      var worst = a
      for d in 0..<dims {
        let (curve, e, w) = dimension(d, a, b, s0[d], s1[d])
        easing.append(curve)
        if e > error || d == 0 {
          error = e
          worst = w
        }
      }
      // A hold: the first value until the next key (a jump).
      var hold = 0.0
      var holdWorst = a
      for j in a..<b {
        for d in 0..<dims where Swift.abs(values[j][d] - values[a][d]) > hold {
          hold = Swift.abs(values[j][d] - values[a][d])
          holdWorst = j
        }
      }
      if hold < error { return Segment(easing: nil, error: hold, worst: holdWorst) }
      return Segment(easing: easing, error: error, worst: worst)
    }

    /// Dimension `d`'s easing: handles (x₁, m₀x₁), (x₂, 1 − m₁(1 − x₂)) with
    /// x₁, x₂ chosen to minimise the largest deviation.
    func dimension(_ d: Int, _ a: Int, _ b: Int, _ s0: Double, _ s1: Double) -> (CubicBezier, Double, Int) {
      let v0 = values[a][d]
      let v1 = values[b][d]
      let span = v1 - v0
      let duration = times[b] - times[a]
      let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
      // Equal ends cannot move: the segment holds v0 whatever the easing.
      if span == 0 || !span.isFinite {
        var e = 0.0
        var w = a
        for j in a...b where Swift.abs(values[j][d] - v0) > e {
          e = Swift.abs(values[j][d] - v0)
          w = j
        }
        return (linear, e, w)
      }
      let m0 = s0.isFinite ? s0 * duration / span : 0
      let m1 = s1.isFinite ? s1 * duration / span : 0
      func curve(_ x1: Double, _ x2: Double) -> CubicBezier {
        CubicBezier(x1: x1, y1: m0 * x1, x2: x2, y2: 1 - m1 * (1 - x2))
      }
      // The handles are chosen on at most about 256 of the segment's
      // samples (evenly spread, both ends kept); the deviation returned is
      // over every sample.
      let every = Swift.max(1, (b - a) / 256)
      let probe = Array(Swift.stride(from: a, to: b, by: every)) + [b]
      func deviation(_ c: CubicBezier, over indices: [Int]? = nil) -> (Double, Int) {
        var e = 0.0
        var w = a
        for j in indices ?? probe {
          let x = (times[j] - times[a]) / duration
          let dev = Swift.abs(v0 + span * c.progress(at: x) - values[j][d])
          if dev > e || dev.isNaN {
            e = dev.isNaN ? .infinity : dev
            w = j
          }
        }
        return (e, w)
      }
      let grid = [0.02, 0.2, 0.4, 0.6, 0.8, 1.0]
      var best = (x1: 1.0 / 3, x2: 2.0 / 3)
      var bestError = deviation(curve(best.x1, best.x2)).0
      for x1 in grid {
        for x2 in grid {
          let e = deviation(curve(x1, x2)).0
          if e < bestError {
            bestError = e
            best = (x1, x2)
          }
        }
      }
      // Least squares from the best node (Levenberg–Marquardt on the two
      // handles' x, differences for the Jacobian): exact when the motion
      // is such a Bézier. Then compass search on the largest deviation,
      // the step halved when no neighbour is better.
      func clamp(_ x1: Double, _ x2: Double) -> (x1: Double, x2: Double) {
        (Swift.min(Swift.max(x1, 1e-3), 1), Swift.min(Swift.max(x2, 0), 1))
      }
      func residuals(_ x1: Double, _ x2: Double) -> [Double] {
        let c = curve(x1, x2)
        return probe.map { j in v0 + span * c.progress(at: (times[j] - times[a]) / duration) - values[j][d] }
      }
      var r = residuals(best.x1, best.x2)
      var cost = r.reduce(0) { $0 + $1 * $1 }
      var lambda = 1e-3
      for _ in 0..<40 where cost > 0 {
        let h = 1e-7
        let r1 = residuals(best.x1 + h, best.x2)
        let r2 = residuals(best.x1, best.x2 + h)
        var (a11, a12, a22, g1, g2) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for j in r.indices {
          let j1 = (r1[j] - r[j]) / h
          let j2 = (r2[j] - r[j]) / h
          a11 += j1 * j1
          a12 += j1 * j2
          a22 += j2 * j2
          g1 += j1 * r[j]
          g2 += j2 * r[j]
        }
        var accepted = false
        for _ in 0..<8 {
          let (m11, m22) = (a11 * (1 + lambda), a22 * (1 + lambda))
          let det = m11 * m22 - a12 * a12
          guard det != 0, det.isFinite else { break }
          let trial = clamp(best.x1 - (m22 * g1 - a12 * g2) / det, best.x2 - (m11 * g2 - a12 * g1) / det)
          let rt = residuals(trial.x1, trial.x2)
          let c = rt.reduce(0) { $0 + $1 * $1 }
          if c < cost {
            (best, r, cost) = (trial, rt, c)
            lambda = Swift.max(lambda / 10, 1e-12)
            accepted = true
            break
          }
          lambda *= 10
        }
        if !accepted { break }
      }
      bestError = deviation(curve(best.x1, best.x2)).0
      var step = 0.01
      var evaluations = 0
      while step > 1e-9, evaluations < 200 {
        var improved = false
        for (dx1, dx2) in [(step, 0.0), (-step, 0), (0, step), (0, -step)] {
          let x = clamp(best.x1 + dx1, best.x2 + dx2)
          evaluations += 1
          let e = deviation(curve(x.x1, x.x2)).0
          if e < bestError {
            bestError = e
            best = x
            improved = true
          }
        }
        if !improved { step /= 2 }
      }
      let c = curve(best.x1, best.x2)
      let (e, w) = deviation(c, over: Array(a...b))
      return (c, e, w)
    }
  }
}
