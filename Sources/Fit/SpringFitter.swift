// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// Fits m·x″ + c·x′ + k·(x − to) = 0, x(0) = from, x′(0) = v0 (docs/fit.md §2).
///
/// In the basis C(t) = e^(−at)·cos(√q·t), S(t) = e^(−at)·sin(√q·t)/√q
/// (cosh and sinh for q < 0, 1 and t at q = 0), a = ζω₀, q = ω₀²(1 − ζ²),
/// the motion x(t) = to·(1 − C − aS) + from·(C + aS) + v0·S is linear in
/// (to, from, v0): variable projection searches (ω₀, ζ) only, across every
/// regime with one expression. Starts: the matrix pencil's poles (a
/// complex pair gives a and ω_d; two real poles s₁, s₂ give ω₀² = s₁s₂ and
/// 2ζω₀ = −(s₁ + s₂)), and the classic overshoot-ratio and half-time rules.
enum SpringFitter {
  /// (C, S) and ∂S/∂q at t.
  @inline(__always)
  static func basis(a: Double, q: Double, t: Double) -> (c: Double, s: Double, sq: Double) {
    let (c, s) = values(a: a, q: q, t: t)
    return (c, s, dS(a: a, q: q, t: t, c: c, s: s))
  }

  /// (C, S) at t in every regime.
  @inline(__always)
  static func values(a: Double, q: Double, t: Double) -> (c: Double, s: Double) {
    if q > 0 {
      let w = q.squareRoot()
      let (sn, cs) = sinCos(w * t)
      return underdamped(a: a, w: w, t: t, sin: sn, cos: cs)
    }
    if q == 0 {
      let e = exp(-a * t)
      return (e, e * t)
    }
    let r = (-q).squareRoot()
    if r * t < 0.5 {
      let e = exp(-a * t)
      return (e * cosh(r * t), e * sinh(r * t) / r)
    }
    let e1 = exp((r - a) * t)
    let e2 = exp((-r - a) * t)
    return ((e1 + e2) / 2, (e1 - e2) / (2 * r))
  }

  /// (C, S) for q > 0, w = √q, from (sin, cos)(w·t).
  @inline(__always)
  static func underdamped(a: Double, w: Double, t: Double, sin sn: Double, cos cs: Double) -> (c: Double, s: Double) {
    let e = exp(-a * t)
    return (e * cs, e * sn / w)
  }

  /// ∂S/∂q = (t·C − S)/(2q), by its series where that cancels.
  @inline(__always)
  static func dS(a: Double, q: Double, t: Double, c: Double, s: Double) -> Double {
    let qt2 = q * t * t
    if Swift.abs(qt2) < 1e-2 {
      let t3 = t * t * t
      return exp(-a * t) * t3 * (-1.0 / 6 + qt2 / 60 - qt2 * qt2 / 1680 + qt2 * qt2 * qt2 / 90720)
    }
    return (t * c - s) / (2 * q)
  }

  /// The fit's separable problem in θ = (ln ω₀, ln ζ), linear in (to, from, v0).
  static func problem(_ t: [Double], _ y: [Double]) -> SeparableProblem {
    SeparableProblem(
      t: t, y: y, nonlinearCount: 2, linearCount: 3, lower: [-700, log(1e-9)], upper: [700, log(1e4)],
      basis: problemBasis, scratchPerRow: 1, derivativeProducts: problemProducts)
  }

  static func fit(_ samples: FitSamples, mass m: Double) -> FitResult? {
    let t0 = samples.t[0]
    // x − (+0) is x, bit for bit: no copy when the record starts at +0.
    let t = t0.bitPattern == 0 ? samples.t : samples.t.map { $0 - t0 }
    let y = samples.y
    let problem = problem(t, y)
    var base = (pencilStarts(t, y) + classicStarts(t, y)).filter { $0.allSatisfy { $0.isFinite && $0 > 0 } }
    // A start without oscillation fixes only the slow rate ω₀(ζ − √(ζ² − 1));
    // add points along that ridge, ζ = 2 and 4.
    if let start = base.first(where: { $0[1] >= 1 }) {
      let slow = start[0] * (start[1] - (start[1] * start[1] - 1).squareRoot())
      for z in [2.0, 4.0] { base.append([slow / (z - (z * z - 1).squareRoot()), z]) }
    }
    let starts = base.map { [log($0[0]), log($0[1])] }
    guard let r = VariableProjection.best(problem, starts: starts) else { return nil }
    let w0 = exp(r.theta[0])
    let zeta = exp(r.theta[1])
    let (to, from, v0) = (r.coefficients[0], r.coefficients[1], r.coefficients[2])
    let spring = Spring(mass: m, stiffness: m * w0 * w0, damping: 2 * m * zeta * w0, initialVelocity: v0, from: from, to: to)
    let cov = FitStatistics.covariance(normalMatrix: r.normalMatrix, rows: t.count, columns: 5, sse: r.sumOfSquares)
    // Rows: stiffness, damping, initialVelocity, from, to, dampingRatio, naturalFrequency;
    // columns: ln ω₀, ln ζ, to, from, v0 (d/d ln x = x·d/dx).
    let g: [[Double]] = [
      [2 * m * w0 * w0, 0, 0, 0, 0], [2 * m * zeta * w0, 2 * m * w0 * zeta, 0, 0, 0], [0, 0, 0, 0, 1],
      [0, 0, 0, 1, 0], [0, 0, 1, 0, 0], [0, zeta, 0, 0, 0], [w0, 0, 0, 0, 0],
    ]
    let derived = cov.map { FitStatistics.transform($0, Matrix(g)) }
    let names = ["stiffness", "damping", "initialVelocity", "from", "to", "dampingRatio", "naturalFrequency"]
    let values = [spring.stiffness, spring.damping, v0, from, to, zeta, w0]
    let parameters = names.indices.map { k in
      FitParameter(names[k], values[k], standardError: derived.map { $0[k, k].squareRoot() })
    }
    var warnings: [FitWarning] = []
    if cov == nil { warnings.append(.unidentifiable("stiffness and damping are not both determined by these samples")) }
    if Swift.abs(zeta - 1) < 0.05 { warnings.append(.nearCritical) }
    let settled = Swift.abs(y[y.count - 1] - to) <= 0.1 * Swift.max(Swift.abs(from - to), 1e-300)
    if !settled { warnings.append(.unsettled) }
    var atBound: [String] = []
    if r.atBound[1] { atBound.append("dampingRatio") }
    let stats = FitStatistics.evaluate(y, parameterCount: 5, curve: spring, at: t)
    return FitResult(
      model: .spring, curve: .spring(spring), parameters: parameters, timeOrigin: t0, n: t.count, rmse: stats.rmse,
      maxError: stats.maxError, r2: stats.r2, sse: stats.sse, aic: stats.aic, bic: stats.bic, iterations: r.iterations,
      converged: r.converged, atBound: atBound, warnings: warnings)
  }

  /// (ω₀, ζ) from the pencil's poles.
  static func pencilStarts(_ t: [Double], _ y: [Double]) -> [[Double]] {
    let (step, u) = MatrixPencil.uniform(t, y)
    guard let poles = MatrixPencil.poles(u) else { return [] }
    if let z = poles.first(where: { $0.im > 0 }) {
      let a = -log(z.magnitude) / step
      let wd = z.argument / step
      let w0 = (a * a + wd * wd).squareRoot()
      return [[w0, Swift.max(a / w0, 1e-6)]]
    }
    // Real poles: the one nearest 1 is the offset; the others are decays.
    let parts: [Double] = poles.map(\.re)
    let real: [Double] = parts.sorted { (a: Double, b: Double) -> Bool in
      let da: Double = Swift.abs(1 - a)
      let db: Double = Swift.abs(1 - b)
      return da < db
    }
    let decaying: [Double] = real.dropFirst().filter { (p: Double) -> Bool in p > 0 && p < 1 }
    let rates: [Double] = decaying.map { (p: Double) -> Double in log(p) / step }
    if rates.count == 2 {
      let w0 = (rates[0] * rates[1]).squareRoot()
      return [[w0, -(rates[0] + rates[1]) / (2 * w0)]]
    }
    if let s = rates.first { return [[-s, 1], [-s / 2, 1.5]] }
    return []
  }

  /// The classic rules: to from the last tenth, ζ from the first
  /// overshoot ratio M (ζ = −ln M/√(π² + ln²M)), ω₀ from the half-way time
  /// ((1 + u)e^(−u) = ½ at u = 1.678) or from the time of the peak.
  static func classicStarts(_ t: [Double], _ y: [Double]) -> [[Double]] {
    let to = SettledLevel.of(y)
    let from = y[0]
    let distance = to - from
    guard distance != 0 else { return [[2 * Double.pi / Swift.max(t[t.count - 1], 1e-300), 0.3]] }
    var peak = 0.0
    var peakTime = 0.0
    var half: Double?
    for i in y.indices {
      let progress = (y[i] - from) / distance
      if half == nil, progress >= 0.5 { half = t[i] }
      if progress - 1 > peak {
        peak = progress - 1
        peakTime = t[i]
      }
    }
    var starts: [[Double]] = []
    if peak > 1e-3 {
      let l = log(peak)
      let zeta = -l / (Double.pi * Double.pi + l * l).squareRoot()
      let wd = Double.pi / Swift.max(peakTime, 1e-300)
      starts.append([wd / (1 - zeta * zeta).squareRoot(), zeta])
    }
    if let half, half > 0 {
      starts.append([1.678 / half, 1])
      starts.append([1.678 / half, 0.5])
    }
    return starts
  }
}
