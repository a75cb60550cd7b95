// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Fits a cubic-Bézier easing to (t, value) samples: the move runs from the
/// first value to the last over `duration` seconds from the first sample
/// (given, or fitted within [¼, 1] × the record's span, the value holding
/// after it), u = (t − t₀)/duration, value = from + (to − from)·B(u).
enum BezierSampleFitter {
  static func fit(_ s: FitSamples, duration given: Double?) throws(FitError) -> FitResult? {
    let t0 = s.t[0]
    let t = s.t.map { $0 - t0 }
    let span = t[t.count - 1]
    let from = s.y[0]
    let to = s.y[s.y.count - 1]
    guard to != from else {
      throw FitError(.degenerateData, "the first and last values are equal: a cubic-bezier easing needs a move")
    }
    let progress = s.y.map { ($0 - from) / (to - from) }
    let d0 = given ?? span
    guard d0 > 0 else { throw FitError(.degenerateData, "zero duration") }
    let u = t.map { Swift.min(1, $0 / d0) }
    // Grid starts on the record's span, then Levenberg–Marquardt over
    // (x1, y1, x2, y2) and, when not given, the duration: u = min(1, t/D).
    let free = given == nil
    let columns = free ? 5 : 4
    let n = t.count
    var best: LeastSquaresResult?
    for start in CubicBezierFitter.starts(xs: u, ys: progress).prefix(2) {
      if let b = best?.parameters, Swift.abs(b[0] - start.x1) + Swift.abs(b[2] - start.x2) < 0.1 { continue }
      let cache = CubicBezierFitter.Parameters(u)
      let problem = LeastSquaresProblem(
        parameterCount: columns, residualCount: n, lower: [0, -.infinity, 0, -.infinity, span / 4],
        upper: [1, .infinity, 1, .infinity, span]
      ) { p, r, J, want in
        let b = CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        let d = free ? p[4] : d0
        var guesses = cache.s
        defer { cache.s = guesses }
        for i in 0..<n {
          let x = Swift.min(1, t[i] / d)
          let s = CubicBezierFitter.parameter(b, x, guess: guesses[i])
          guesses[i] = s
          r[i] = b.y(at: s) - progress[i]
          if want {
            let g = CubicBezierFitter.gradient(b, at: s)
            J[i * columns] = g.x1
            J[i * columns + 1] = g.y1
            J[i * columns + 2] = g.x2
            J[i * columns + 3] = g.y2
            // ∂y/∂D = slope · ∂x/∂D = −slope·t/D² while the move runs.
            if free { J[i * columns + 4] = t[i] < d ? -g.slope * t[i] / (d * d) : 0 }
          }
        }
        return r.allSatisfy(\.isFinite)
      }
      let from = [start.x1, start.y1, start.x2, start.y2] + (free ? [span] : [])
      guard let r = LevenbergMarquardt.solve(problem, from: from) else { continue }
      if best == nil || r.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = r }
    }
    guard let r = best else { return nil }
    let curve = CubicBezier(x1: r.parameters[0], y1: r.parameters[1], x2: r.parameters[2], y2: r.parameters[3])
    let duration = free ? r.parameters[4] : d0
    var atBound: [String] = []
    if free, r.atBound[4], duration < span { atBound.append("duration") }
    let (jacobian, sse, iterations, converged) = (r.jacobian, r.sumOfSquares, r.iterations, r.converged)
    let cov = FitStatistics.covariance(jacobian: jacobian, rows: t.count, columns: columns, sse: sse)
    let names = ["x1", "y1", "x2", "y2", "duration"]
    let values = [curve.x1, curve.y1, curve.x2, curve.y2, duration]
    let parameters = names.indices.map { k in
      FitParameter(names[k], values[k], standardError: k < columns ? cov.map { $0[k][k].squareRoot() } : nil)
    }
    for (name, v) in [("x1", curve.x1), ("x2", curve.x2)] where v <= 0 || v >= 1 { atBound.append(name) }
    var warnings: [String] = []
    if cov == nil { warnings.append("unidentifiable: a control point on the boundary (x = 0 or 1) leaves the fit without a unique answer") }
    let fitted = FittedCurve.bezier(curve, duration: duration, from: from, to: to)
    let stats = FitStatistics.evaluate(s.y, t.map { fitted.value(at: $0) }, parameterCount: columns)
    return FitResult(
      model: .cubicBezier, curve: fitted, parameters: parameters, timeOrigin: t0, n: t.count, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: iterations,
      converged: converged, atBound: atBound, warnings: warnings)
  }
}
