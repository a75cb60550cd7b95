// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A fitted cubic Bézier and how well it fits.
public struct CubicBezierFit: Sendable {
  public var curve: CubicBezier
  /// √(mean of squared residuals), progress units.
  public var rmse: Double
  /// The largest |y_fit(x) − y| over the samples.
  public var maximumError: Double
  public var iterations: Int
  public var converged: Bool
  /// The final least-squares result (Jacobian, residuals) for covariance.
  public var leastSquares: LeastSquaresResult?
  /// |y_fit(x) − y| at each sample (what Lawson's reweighting needs).
  var deviations: [Double] = []
}

/// Fits `cubic-bezier(x1, y1, x2, y2)` to progress samples (x, y).
///
/// - Start: for fixed x1, x2 the easing is linear in (y1, y2):
///   y = B₁(s)·y1 + B₂(s)·y2 + s³ with s solving X(s) = x, B₁ = 3(1−s)²s,
///   B₂ = 3(1−s)s². A 9 × 9 grid over (x1, x2) ∈ [0, 1]² solves that linear
///   problem at each node (variable projection, measured at 32 curve
///   parameters against the interpolated samples) and keeps the best three.
/// - Polish: Levenberg–Marquardt over all four with the analytic Jacobian
///   ∂y/∂yᵢ = Bᵢ, ∂y/∂xᵢ = −Y′(s)·Bᵢ/X′(s) (implicit function theorem), x1
///   and x2 bounded to [0, 1], the parameter solves warm-started.
/// - Best (minimax) fit: Lawson's iteratively reweighted least squares,
///   keeping the curve with the smallest maximum error.
///
/// Source: docs/fit.md §2.
public enum CubicBezierFitter {
  /// Warm-start storage for the parameter solves of one fit.
  final class Parameters: @unchecked Sendable {
    var s: [Double]
    init(_ xs: [Double]) { s = xs }
  }

  /// Least-squares fit from a start (weights default to 1).
  public static func leastSquares(
    xs: [Double], ys: [Double], weights: [Double]? = nil, start: CubicBezier
  ) -> CubicBezierFit? {
    let m = xs.count
    let w = weights ?? [Double](repeating: 1, count: m)
    let cache = Parameters(xs)
    let problem = LeastSquaresProblem(
      parameterCount: 4, residualCount: m, lower: [0, -.infinity, 0, -.infinity], upper: [1, .infinity, 1, .infinity]
    ) { p, r, J, wantJacobian in
      let b = CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3], solverCells: false)
      var guesses = cache.s
      defer { cache.s = guesses }
      for i in 0..<m {
        let s = parameter(b, xs[i], guess: guesses[i])
        guesses[i] = s
        r[i] = w[i] * (b.y(at: s) - ys[i])
        if wantJacobian {
          let g = gradient(b, at: s)
          J[i * 4] = -w[i] * g.slope * g.y1
          J[i * 4 + 1] = w[i] * g.y1
          J[i * 4 + 2] = -w[i] * g.slope * g.y2
          J[i * 4 + 3] = w[i] * g.y2
        }
      }
      return r.allSatisfy(\.isFinite)
    }
    guard let result = LevenbergMarquardt.solve(problem, from: [start.x1, start.y1, start.x2, start.y2]) else { return nil }
    let p = result.parameters
    let curve = CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
    let d = deviations(curve, xs, ys)
    let (rmse, maximum) = summary(d)
    return CubicBezierFit(
      curve: curve, rmse: rmse, maximumError: maximum, iterations: result.iterations,
      converged: result.converged, leastSquares: result, deviations: d)
  }

  /// ∂y/∂(x1, y1, x2, y2) of the easing at fixed x, at the point with curve
  /// parameter s, and the slope dy/dx there: ∂y/∂yᵢ = Bᵢ(s) with
  /// B₁ = 3(1−s)²s, B₂ = 3(1−s)s²; ∂y/∂xᵢ = −slope·Bᵢ (implicit function
  /// theorem), slope = Y′(s)/X′(s), taken as 0 where X′(s) ≤ 1e-12.
  @inline(__always)
  static func gradient(_ b: CubicBezier, at s: Double) -> (x1: Double, y1: Double, x2: Double, y2: Double, slope: Double) {
    let u = 1 - s
    let b1 = 3 * u * u * s
    let b2 = 3 * u * s * s
    let dx = b.dx(at: s)
    let slope = dx > 1e-12 ? b.dy(at: s) / dx : 0
    return (-slope * b1, b1, -slope * b2, b2, slope)
  }

  /// s with X(s) = x: safeguarded Newton from `guess` to 1e-15 (a fit needs
  /// no last-bit solve, unlike ``CubicBezier/parameter(forX:)``).
  @inline(__always)
  static func parameter(_ b: CubicBezier, _ x: Double, guess: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    var t = Swift.min(Swift.max(guess, 0), 1)
    for _ in 0..<60 {
      let f = b.x(at: t) - x
      if f == 0 { return t }
      if f < 0 { lo = t } else { hi = t }
      var next = t - f / b.dx(at: t)
      if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
      if Swift.abs(next - t) <= 1e-15 { return next }
      t = next
    }
    return t
  }

  /// RMSE and maximum absolute error of `curve` on the samples.
  public static func errors(_ curve: CubicBezier, _ xs: [Double], _ ys: [Double]) -> (rmse: Double, maximum: Double) {
    summary(deviations(curve, xs, ys))
  }

  /// |curve(x) − y| at each sample.
  static func deviations(_ curve: CubicBezier, _ xs: [Double], _ ys: [Double]) -> [Double] {
    zip(xs, ys).map { Swift.abs(curve.progress(at: $0) - $1) }
  }

  /// √(mean of d²) and max d.
  static func summary(_ deviations: [Double]) -> (rmse: Double, maximum: Double) {
    var sum = 0.0
    var worst = 0.0
    for d in deviations {
      sum += d * d
      worst = Swift.max(worst, d)
    }
    return ((sum / Double(Swift.max(deviations.count, 1))).squareRoot(), worst)
  }

  /// (y1, y2) minimising the squared error for fixed x1, x2, measured at
  /// 32 evenly spaced curve parameters s (x = X(s), the samples' y there by
  /// linear interpolation): no parameter solves, good enough for a start.
  static func bestHeights(x1: Double, x2: Double, xs: [Double], ys: [Double]) -> (y1: Double, y2: Double, cost: Double)? {
    let shape = CubicBezier(x1: x1, y1: 0, x2: x2, y2: 0, solverCells: false)
    var a11 = 0.0, a12 = 0.0, a22 = 0.0, c1 = 0.0, c2 = 0.0
    var rows: [(Double, Double, Double)] = []
    rows.reserveCapacity(32)
    var k = 0
    for j in 0..<32 {
      let s = (Double(j) + 0.5) / 32
      let x = shape.x(at: s)
      while k + 2 < xs.count, xs[k + 1] <= x { k += 1 }
      let span = xs[k + 1] - xs[k]
      let y = span > 0 ? ys[k] + (ys[k + 1] - ys[k]) * Swift.min(1, Swift.max(0, (x - xs[k]) / span)) : ys[k]
      let u = 1 - s
      let b1 = 3 * u * u * s
      let b2 = 3 * u * s * s
      let target = y - s * s * s
      a11 += b1 * b1
      a12 += b1 * b2
      a22 += b2 * b2
      c1 += b1 * target
      c2 += b2 * target
      rows.append((b1, b2, target))
    }
    let det = a11 * a22 - a12 * a12
    guard Swift.abs(det) > 1e-300 else { return nil }
    let y1 = (c1 * a22 - c2 * a12) / det
    let y2 = (a11 * c2 - a12 * c1) / det
    var cost = 0.0
    for (b1, b2, t) in rows {
      let d = b1 * y1 + b2 * y2 - t
      cost += d * d
    }
    return (y1, y2, cost)
  }

  /// The best single Bézier through the samples: smallest maximum error.
  ///
  /// - Parameters: xs increasing in [0, 1]; ys the progress at each.
  /// - Complexity: about 100 + 30·k parameter solves per sample for k
  ///   reweighting rounds.
  public static func best(xs: [Double], ys: [Double], minimax: Bool = true) -> CubicBezierFit? {
    guard xs.count >= 4, xs.count == ys.count else { return nil }
    var best: CubicBezierFit?
    for start in starts(xs: xs, ys: ys) {
      // Skip a start next to where an earlier one ended.
      if let b = best?.curve, Swift.abs(b.x1 - start.x1) + Swift.abs(b.x2 - start.x2) < 0.1 { continue }
      guard let fit = leastSquares(xs: xs, ys: ys, start: start) else { continue }
      if best == nil || fit.maximumError < (best?.maximumError ?? .infinity) { best = fit }
    }
    guard var result = best, minimax else { return best }
    // Lawson: multiply each weight by its residual and renormalise.
    var weights = [Double](repeating: 1, count: xs.count)
    var current = result
    for _ in 0..<25 {
      var total = 0.0
      for (i, d) in current.deviations.enumerated() {
        weights[i] *= Swift.max(d, 1e-300)
        total += weights[i]
      }
      if !(total > 0) { break }
      for i in xs.indices { weights[i] = (weights[i] / total * Double(xs.count)).squareRoot() }
      guard let next = leastSquares(xs: xs, ys: ys, weights: weights, start: current.curve) else { break }
      for i in xs.indices { weights[i] = weights[i] * weights[i] }
      current = next
      if next.maximumError < result.maximumError { result = next }
    }
    return result
  }

  /// The three best grid starts (see the type's description), best first.
  static func starts(xs: [Double], ys: [Double]) -> [CubicBezier] {
    var starts: [(CubicBezier, Double)] = []
    for i in 0...8 {
      for j in 0...8 {
        let x1 = Double(i) / 8
        let x2 = Double(j) / 8
        if let h = bestHeights(x1: x1, x2: x2, xs: xs, ys: ys) {
          starts.append((CubicBezier(x1: x1, y1: h.y1, x2: x2, y2: h.y2), h.cost))
        }
      }
    }
    starts.sort { $0.1 < $1.1 }
    return starts.prefix(3).map(\.0)
  }
}
