// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Recovers SKBounceAnimation's parameters from its `values` array
/// (docs/bounce.md §1): value[f] = (from − to)·2.71^(α·f)·g(ω·f) + to for frames
/// f = 0 … n − 1, ω = P·2π/n with P = ⌊bounces/2⌋ + ½, g = cos or sin
/// (shake), |g| without overshoot, and α = log₂(s/|to − from|)/n (negated
/// when positive) for the stiffness s.
///
/// Every (P, shake, overshoot) near the turning-point count is tried; for
/// each, variable projection over α ≤ 0 (from − to and to are linear)
/// starts from a small grid of total decays; the lowest sum of squares wins.
/// n values mean n = ⌊60·duration⌋ frames, so the duration lies in
/// [n/60, (n + 1)/60).
enum SKBounceFitter {
  static let lnBase = log(2.71)

  static func basis(periods: Double, frames n: Int, shake: Bool, overshoot: Bool)
    -> @Sendable ([Double], [Double], inout [Double], inout [Double], Bool) -> Bool
  {
    let w = periods * 2 * Double.pi / Double(n)
    let (sw, cw) = sinCos(w)
    return { theta, f, phi, dphi, want in
      // Consecutive frames 0, 1, 2, …: step e^(α·ln 2.71) and the rotation
      // by ω with recurrences, re-anchored every 32 frames; any other frames
      // directly.
      let alpha = theta[0]
      let ratio = exp(alpha * lnBase)
      var e = 1.0
      var (sn, cs) = (0.0, 1.0)
      for i in f.indices {
        if i % 32 == 0 || f[i] != f[i - 1] + 1 {
          e = exp(alpha * lnBase * f[i])
          (sn, cs) = sinCos(w * f[i])
        }
        var g = shake ? sn : cs
        if !overshoot { g = Swift.abs(g) }
        let value = e * g
        phi[i * 2] = value
        phi[i * 2 + 1] = 1
        if want {
          dphi[i * 2] = f[i] * lnBase * value
          dphi[i * 2 + 1] = 0
        }
        e *= ratio
        (sn, cs) = (sn * cw + cs * sw, cs * cw - sn * sw)
      }
      return true
    }
  }

  static func fit(_ s: FitSamples) throws(FitError) -> FitResult? {
    let values = s.y
    let n = values.count
    let frames = (0..<n).map(Double.init)
    // Turning points of the values: about 2P − 1 of them (swings below
    // 1e-4 of the range, Float rounding in a settled tail, do not count).
    let swing = 1e-4 * ((values.max() ?? 0) - (values.min() ?? 0))
    var turns = 0
    var direction = 0.0
    var extreme = values[0]
    for v in values.dropFirst() {
      if direction == 0 {
        if Swift.abs(v - extreme) > swing {
          direction = v > extreme ? 1 : -1
          extreme = v
        }
      } else if (v - extreme) * direction > 0 {
        extreme = v
      } else if Swift.abs(v - extreme) > swing {
        turns += 1
        direction = -direction
        extreme = v
      }
    }
    // cos turns 2P − 1 times; |cos| (peaks and cusps) about 4P − 1 times.
    var periodCandidates: Set<Double> = [0.5]
    for estimate in [Double(turns + 1) / 2, Double(turns + 1) / 4] {
      for k in -1...2 {
        let p = (estimate + Double(k)).rounded(.down) + 0.5
        if p >= 0.5, p < Double(n) / 2 { periodCandidates.insert(p) }
      }
    }
    // Shake starts at the target (where it ends); an overshooting curve
    // crosses the end value, the anvil stays on one side of it.
    let range = (values.max() ?? 0) - (values.min() ?? 0)
    let last = values[n - 1]
    let shakes = Swift.abs(values[0] - last) < 0.25 * range ? [true, false] : [false]
    let above = values.contains { $0 - last > 0.02 * range }
    let below = values.contains { last - $0 > 0.02 * range }
    let overshoots = above && below ? [true, false] : [false, true]
    // Rank every combination by its best total decay on a log grid from 0.3
    // to 60 (e-folds over the array), on at most 64 of the frames.
    let stride = Swift.max(1, n / 64)
    let pick = Swift.stride(from: 0, to: n, by: stride).map { $0 }
    let coarseFrames = pick.map { frames[$0] }
    let coarseValues = pick.map { values[$0] }
    let decays = (0..<14).map { 0.3 * pow(200, Double($0) / 13) }
    var ranked: [(problem: SeparableProblem, start: [Double], cost: Double, periods: Double, shake: Bool, overshoot: Bool)] = []
    for periods in periodCandidates.sorted() {
      for shake in shakes {
        for overshoot in overshoots {
          let b = basis(periods: periods, frames: n, shake: shake, overshoot: overshoot)
          let problem = SeparableProblem(
            t: frames, y: values, nonlinearCount: 1, linearCount: 2, lower: [-60 / Double(n)], upper: [0], basis: b)
          let w = periods * 2 * Double.pi / Double(n)
          let g = coarseFrames.map { f -> Double in
            let (sn, cs) = sinCos(w * f)
            return overshoot ? (shake ? sn : cs) : Swift.abs(shake ? sn : cs)
          }
          var best: (Double, Double)?
          var e = [Double](repeating: 0, count: g.count)
          for decay in decays {
            // e^(α·ln 2.71·f) on frames 0, stride, 2·stride, …
            let alpha = -decay / (Double(n) * lnBase)
            let step = exp(alpha * lnBase * Double(stride))
            var x = 1.0
            for k in e.indices {
              e[k] = x * g[k]
              x *= step
            }
            let cost = lineCost(e, coarseValues)
            if cost < (best?.1 ?? .infinity) { best = (alpha, cost) }
          }
          if let (alpha, cost) = best { ranked.append((problem, [alpha], cost, periods, shake, overshoot)) }
        }
      }
    }
    // Polish the two most promising combinations (cos and |cos| differ
    // only where the envelope has nearly vanished, so both must be tried).
    var best: (SeparableResult, Double, Bool, Bool)?
    for c in ranked.sorted(by: { $0.cost < $1.cost }).prefix(2) {
      guard let r = VariableProjection.solve(c.problem, from: c.start) else { continue }
      if best == nil || r.sumOfSquares < (best?.0.sumOfSquares ?? .infinity) { best = (r, c.periods, c.shake, c.overshoot) }
    }
    guard let (r, periods, shake, overshoot) = best else { return nil }
    let alpha = r.theta[0]
    let amplitude = r.coefficients[0]
    let to = r.coefficients[1]
    let from = amplitude + to
    let distance = Swift.abs(amplitude)
    let stiffness = distance * pow(2, alpha * Double(n))
    let bounces = 2 * (Int(checking: periods, .down) ?? 0)
    let duration = (Double(n) + 0.5) / 60
    let preset = [Stiffness.light, .medium, .heavy].first { Float($0.residual) == Float(stiffness) }
    var bounce = Bounce(
      from: from, to: to, duration: duration, bounces: bounces, stiffness: preset ?? .custom(stiffness),
      overshoot: overshoot, shake: shake)
    // Covariance of (α, A, to) → (from, to, stiffness).
    let cov = FitStatistics.covariance(normalMatrix: r.normalMatrix, rows: n, columns: 3, sse: r.sumOfSquares)
    let sign: Double = amplitude < 0 ? -1 : 1
    let g: [[Double]] = [[0, 1, 1], [0, 0, 1], [stiffness * Double(n) * log(2), sign * pow(2, alpha * Double(n)), 0]]
    let derived = cov.map { FitStatistics.transform($0, Matrix(g)) }
    var parameters = ["from", "to", "stiffness"].enumerated().map { k, name in
      FitParameter(name, [from, to, stiffness][k], standardError: derived.map { $0[k, k].squareRoot() })
    }
    parameters.append(FitParameter("bounces", Double(bounces)))
    parameters.append(FitParameter("duration", duration))
    var warnings: [FitWarning] = [.bounceCountAmbiguous(bounces), .durationFromValueCount(n)]
    if distance > 0 { warnings.append(.stiffnessTwin(stiffness, distance * pow(2, -alpha * Double(n)))) }
    // When the values look like an SKBounce rendering (errors at Float
    // rounding), look for round parameters that reproduce them exactly.
    if let exact = exactParameters(bounce, values, fitRMSE: (r.sumOfSquares / Double(n)).squareRoot(), range: range) {
      bounce = exact
      for (k, v) in [exact.from, exact.to, exact.stiffness.residual].enumerated() { parameters[k].value = v }
      warnings.append(
        .exactSKBounce(
          from: exact.from, to: exact.to, stiffness: exact.stiffness.name ?? NumberText.text(exact.stiffness.residual, .significant(9))))
    }
    let curve = FittedCurve.skbounce(bounce, periods: periods, exponentPerFrame: alpha, frames: n)
    let fitted = frames.map { curve.value(at: $0) }
    let stats = FitStatistics.evaluate(values, fitted, parameterCount: 3)
    var result = FitResult(
      model: .skbounce, curve: curve, parameters: parameters, timeOrigin: s.t[0], n: n, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: r.iterations,
      converged: r.converged, atBound: r.atBound[0] && alpha == 0 ? ["stiffness"] : [], warnings: warnings)
    result.timeScale = Double(n - 1) / (s.t[n - 1] - s.t[0])
    return result
  }

  /// Round values of from, to and stiffness (presets first) for which
  /// SKBounceAnimation renders `values` bit for bit (as Floats: the values
  /// are Floats, however they were printed), if the fit is at Float
  /// rounding or near it (RMSE ≤ 1e-4 of the range).
  static func exactParameters(_ fitted: Bounce, _ values: [Double], fitRMSE: Double, range: Double) -> Bounce? {
    guard fitRMSE <= 1e-4 * range else { return nil }
    func candidates(_ x: Double) -> [Double] {
      var out: [Double] = []
      for digits in [1, 2, 3, 4, 5, 6, 9] {
        let v = rounded(x, digits: digits) + 0
        if Swift.abs(v - x) <= 1e-3 * Swift.max(range, 1e-300), !out.contains(v) { out.append(v) }
      }
      let whole = x.rounded() + 0
      if Swift.abs(whole - x) <= 1e-3 * Swift.max(range, 1e-300), !out.contains(whole) { out.insert(whole, at: 0) }
      return out.isEmpty ? [x] : out
    }
    let s = fitted.stiffness.residual
    var stiffnesses: [Stiffness] = [Stiffness.light, .medium, .heavy].filter { Swift.abs($0.residual / s - 1) < 0.01 }
    for digits in [1, 2, 3, 4, 6] {
      let v = rounded(s, digits: digits)
      if Swift.abs(v / s - 1) < 0.01, !stiffnesses.contains(where: { $0.residual == v }) { stiffnesses.append(.custom(v)) }
    }
    for from in candidates(fitted.from) {
      for to in candidates(fitted.to) {
        // Frame 0 is (from − to)·1·g(0) + to as a Float: from, or to for a shake.
        let first = fitted.shake ? to : (from - to) + to
        guard Float(first) == Float(values[0]) else { continue }
        for stiffness in stiffnesses {
          var b = fitted
          b.from = from
          b.to = to
          b.stiffness = stiffness
          let rendered = SKBounceRendering(b).values
          if rendered.count == values.count, zip(rendered, values).allSatisfy({ $0 == Float($1) }) { return b }
        }
      }
    }
    return nil
  }

  /// x rounded to `digits` significant decimal digits.
  static func rounded(_ x: Double, digits: Int) -> Double {
    guard x != 0, x.isFinite else { return x }
    let e = Int(checking: log10(Swift.abs(x)), .down) ?? 0
    let scale = pow(10, Double(digits - 1 - e))
    return (x * scale).rounded() / scale
  }

  /// The residual sum of squares of y ≈ A·e + B by least squares (closed
  /// form: A = cov(e, y)/var(e)).
  static func lineCost(_ e: [Double], _ y: [Double]) -> Double {
    var se = 0.0, sy = 0.0, see = 0.0, sey = 0.0, syy = 0.0
    for (b, v) in zip(e, y) {
      se += b
      sy += v
      see += b * b
      sey += b * v
      syy += v * v
    }
    let n = Double(e.count)
    let vee = see - se * se / n
    let vey = sey - se * sy / n
    let vyy = syy - sy * sy / n
    guard vee > 1e-300 else { return vyy }
    return Swift.max(0, vyy - vey * vey / vee)
  }
}
