// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Fits a cubic-Bézier easing to (t, value) samples: the move runs from
/// `from` to `to` over `duration` seconds from the first sample (given, or
/// fitted within [¼, 1] × the record's span, the value holding after it),
/// u = (t − t₀)/duration, value = from·(1 − B(u)) + to·B(u).
///
/// `from` and `to` enter linearly, so they are solved by variable projection
/// (docs/fit.md §3) at every step over (x1, y1, x2, y2[, duration]): the
/// least-squares optimum, not a curve pinned to the first and last samples,
/// whose noise would bend the whole fit.
enum BezierSampleFitter {
  static func fit(_ s: FitSamples, duration given: Double?) throws(FitError) -> FitResult? {
    let t0 = s.t[0]
    let t = s.t.map { $0 - t0 }
    let span = t[t.count - 1]
    let first = s.y[0]
    let last = s.y[s.y.count - 1]
    guard last != first else {
      throw FitError(.degenerateData, "the first and last values are equal: a cubic-bezier easing needs a move")
    }
    let progress = s.y.map { ($0 - first) / (last - first) }
    let d0 = given ?? span
    guard d0 > 0 else { throw FitError(.degenerateData, "zero duration") }
    let u = t.map { Swift.min(1, $0 / d0) }
    // Grid starts on the record's span, then variable projection over
    // (x1, y1, x2, y2) and, when not given, the duration: u = min(1, t/D);
    // Φ = [1 − B, B] and ∂Φ/∂θ = [−∂B/∂θ, ∂B/∂θ].
    let free = given == nil
    let p = free ? 5 : 4
    let n = t.count
    var best: SeparableResult?
    for start in CubicBezierFitter.starts(xs: u, ys: progress).prefix(2) {
      if let b = best?.theta, Swift.abs(b[0] - start.x1) + Swift.abs(b[2] - start.x2) < 0.1 { continue }
      let cache = CubicBezierFitter.Parameters(u)
      let problem = SeparableProblem(
        t: t, y: s.y, nonlinearCount: p, linearCount: 2, lower: Array([0, -.infinity, 0, -.infinity, span / 4].prefix(p)),
        upper: Array([1, .infinity, 1, .infinity, span].prefix(p))
      ) { theta, t, phi, dphi, want in
        let b = CubicBezier(x1: theta[0], y1: theta[1], x2: theta[2], y2: theta[3], solverCells: false)
        let d = free ? theta[4] : d0
        var guesses = cache.s
        defer { cache.s = guesses }
        for i in 0..<n {
          let x = Swift.min(1, t[i] / d)
          let s = CubicBezierFitter.parameter(b, x, guess: guesses[i])
          guesses[i] = s
          let y = b.y(at: s)
          guard y.isFinite else { return false }
          phi[2 * i] = 1 - y
          phi[2 * i + 1] = y
          if want {
            let g = CubicBezierFitter.gradient(b, at: s)
            dphi[2 * i] = -g.x1
            dphi[2 * i + 1] = g.x1
            dphi[2 * n + 2 * i] = -g.y1
            dphi[2 * n + 2 * i + 1] = g.y1
            dphi[4 * n + 2 * i] = -g.x2
            dphi[4 * n + 2 * i + 1] = g.x2
            dphi[6 * n + 2 * i] = -g.y2
            dphi[6 * n + 2 * i + 1] = g.y2
            if free {
              // ∂B/∂D = slope · ∂x/∂D = −slope·t/D² while the move runs.
              let dd = t[i] < d ? -g.slope * t[i] / (d * d) : 0
              dphi[8 * n + 2 * i] = -dd
              dphi[8 * n + 2 * i + 1] = dd
            }
          }
        }
        return true
      }
      let from = [start.x1, start.y1, start.x2, start.y2] + (free ? [span] : [])
      guard let r = VariableProjection.solve(problem, from: from) else { continue }
      if best == nil || r.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = r }
    }
    guard let r = best else { return nil }
    let curve = CubicBezier(x1: r.theta[0], y1: r.theta[1], x2: r.theta[2], y2: r.theta[3])
    let duration = free ? r.theta[4] : d0
    let (from, to) = (r.coefficients[0], r.coefficients[1])
    var atBound: [String] = []
    if free, r.atBound[4], duration < span { atBound.append("duration") }
    let columns = p + 2
    let cov = FitStatistics.covariance(normalMatrix: r.normalMatrix, rows: n, columns: columns, sse: r.sumOfSquares)
    // Jacobian columns: (x1, y1, x2, y2[, duration], from, to).
    let names = ["x1", "y1", "x2", "y2", "duration", "from", "to"]
    let values = [curve.x1, curve.y1, curve.x2, curve.y2, duration, from, to]
    let column = [0, 1, 2, 3, free ? 4 : nil, p, p + 1]
    let parameters = names.indices.map { k in
      FitParameter(names[k], values[k], standardError: column[k].flatMap { j in cov.map { $0[j, j].squareRoot() } })
    }
    let (iterations, converged) = (r.iterations, r.converged)
    for (name, v) in [("x1", curve.x1), ("x2", curve.x2)] where v <= 0 || v >= 1 { atBound.append(name) }
    var warnings: [FitWarning] = []
    if cov == nil { warnings.append(.unidentifiable("a control point on the boundary (x = 0 or 1) leaves the fit without a unique answer")) }
    let fitted = FittedCurve.bezier(curve, duration: duration, from: from, to: to)
    let stats = FitStatistics.evaluate(s.y, t.map { fitted.value(at: $0) }, parameterCount: columns)
    return FitResult(
      model: .cubicBezier, curve: fitted, parameters: parameters, timeOrigin: t0, n: t.count, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: iterations,
      converged: converged, atBound: atBound, warnings: warnings)
  }
}
