// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Recovers SKBounceAnimation's parameters from its `values` array
/// (skbounce.md): value[f] = (from − to)·2.71^(α·f)·g(ω·f) + to for frames
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
      // Frames are 0, 1, 2, …: step e^(α·ln 2.71) and the rotation by ω
      // with recurrences, re-anchored every 32 frames.
      let alpha = theta[0]
      let ratio = exp(alpha * lnBase)
      var e = 1.0
      var (sn, cs) = (0.0, 1.0)
      for i in f.indices {
        if i % 32 == 0 {
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
    let estimate = Double(turns + 1) / 2
    var periodCandidates = Set<Double>()
    for k in -1...1 {
      let p = (estimate + Double(k)).rounded(.down) + 0.5
      if p >= 0.5, p < Double(n) / 2 { periodCandidates.insert(p) }
    }
    // Shake starts at the target (where it ends); an overshooting curve
    // crosses the end value, the anvil stays on one side of it.
    let range = (values.max() ?? 0) - (values.min() ?? 0)
    let last = values[n - 1]
    let shakes = Swift.abs(values[0] - last) < 0.25 * range ? [true, false] : [false]
    let above = values.contains { $0 - last > 0.02 * range }
    let below = values.contains { last - $0 > 0.02 * range }
    let overshoots = above && below ? [true, false] : [false, true]
    // Rank every combination by its best start; polish the best two.
    var ranked: [(problem: SeparableProblem, start: [Double], cost: Double, periods: Double, shake: Bool, overshoot: Bool)] = []
    for periods in periodCandidates.sorted() {
      for shake in shakes {
        for overshoot in overshoots {
          let problem = SeparableProblem(
            t: frames, y: values, nonlinearCount: 1, linearCount: 2, lower: [-50 / Double(n)], upper: [0],
            basis: basis(periods: periods, frames: n, shake: shake, overshoot: overshoot))
          let starts = [0.25, 1, 2, 4, 8, 16].map { [-$0 / (Double(n) * lnBase)] }
          if let (start, cost) = starts.compactMap({ st in VariableProjection.cost(problem, at: st).map { (st, $0) } })
            .min(by: { $0.1 < $1.1 })
          {
            ranked.append((problem, start, cost, periods, shake, overshoot))
          }
        }
      }
    }
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
    let bounces = 2 * Int(periods.rounded(.down))
    let duration = (Double(n) + 0.5) / 60
    let preset = [Stiffness.light, .medium, .heavy].first { Float($0.residual) == Float(stiffness) }
    let bounce = Bounce(
      from: from, to: to, duration: duration, bounces: bounces, stiffness: preset ?? .custom(stiffness),
      overshoot: overshoot, shake: shake)
    let curve = FittedCurve.skbounce(bounce, periods: periods, exponentPerFrame: alpha, frames: n)
    // Covariance of (α, A, to) → (from, to, stiffness).
    let cov = FitStatistics.covariance(jacobian: r.jacobian, rows: n, columns: 3, sse: r.sumOfSquares)
    let sign: Double = amplitude < 0 ? -1 : 1
    let g: [[Double]] = [[0, 1, 1], [0, 0, 1], [stiffness * Double(n) * log(2), sign * pow(2, alpha * Double(n)), 0]]
    let derived = cov.map { FitStatistics.transform($0, g) }
    var parameters = ["from", "to", "stiffness"].enumerated().map { k, name in
      FitParameter(name, [from, to, stiffness][k], standardError: derived.map { $0[k][k].squareRoot() })
    }
    parameters.append(FitParameter("bounces", Double(bounces)))
    parameters.append(FitParameter("duration", duration))
    var warnings = [
      "\(bounces) or \(bounces + 1) bounces: SKBounceAnimation renders them the same (integer halving)",
      "\(n) values: the duration is \(NumberText.significant(Double(n) / 60)) s to \(NumberText.significant(Double(n + 1) / 60)) s (60 frames per second, truncated)",
    ]
    if distance > 0 {
      warnings.append(
        "stiffness \(NumberText.significant(stiffness)) (or \(NumberText.significant(distance * pow(2, -alpha * Double(n)))): SKBounce flips a positive exponent)")
    }
    // Does SKBounce itself render these exact values?
    let rendered = SKBounceRendering(bounce).values
    if rendered.count == n, zip(rendered, values).allSatisfy({ Double($0) == $1 }) {
      warnings.append("SKBounceAnimation 1.0.04 with these parameters renders every value exactly")
    }
    let fitted = frames.map { curve.value(at: $0) }
    let stats = FitStatistics.evaluate(values, fitted, parameterCount: 3)
    var result = FitResult(
      model: .skbounce, curve: curve, parameters: parameters, timeOrigin: s.t[0], n: n, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: r.iterations,
      converged: r.converged, atBound: r.atBound[0] && alpha == 0 ? ["stiffness"] : [], warnings: warnings)
    result.timeScale = Double(n - 1) / (s.t[n - 1] - s.t[0])
    return result
  }
}
