// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// One generated case: the family, the truth, the samples.
struct RecoveryCase: CustomStringConvertible {
  var model: FitModel
  var samples: FitSamples
  /// The true nonlinear parameters (θ) and, for Béziers, all seven
  /// (x1, y1, x2, y2, duration, from, to).
  var truth: [Double]
  var label: String
  var description: String { label }
}

enum RecoveryCases {
  /// Cases of every family: 0.1–5 % noise (of the move), 20–10,000 points
  /// (fewer large ones, to keep the suite fast), 1–6 bounces, ζ 0.1–5,
  /// overshooting Béziers.
  static func generate(count: Int, seed: UInt64) -> [RecoveryCase] {
    var g = SeededRandom(seed: seed)
    var out: [RecoveryCase] = []
    let families: [FitModel] = [.dampedCosine, .dampedSine, .dampedAbsCosine, .spring, .cubicBezier]
    for k in 0..<count {
      let model = families[k % families.count]
      let noise = [0.001, 0.01, 0.05][(k / families.count) % 3]
      let n = k % 17 == 0 ? Int(g.logUniform(2000, 10_000)) : Int(g.logUniform(20, 600))
      let span = g.logUniform(0.3, 3)
      let t = (0..<n).map { span * Double($0) / Double(n - 1) }
      let from = g.uniform(-100...100)
      let to = from + (g.uniform(0...1) < 0.5 ? -1 : 1) * g.logUniform(0.5, 300)
      var y: [Double]
      var truth: [Double]
      switch model {
      case .dampedCosine, .dampedSine, .dampedAbsCosine:
        let bounces = Double(Int(g.uniform(1...6.999)))
        let omega = (bounces + 1) * Double.pi / span * (model == .dampedAbsCosine ? 0.5 : 1) * g.uniform(0.9...1.1)
        let decay = g.logUniform(0.5, 6) / span
        let c = DampedCosine(
          amplitude: from - to, decay: decay, omega: omega, offset: to, oscillation: model == .dampedSine ? .sine : .cosine,
          overshoot: model != .dampedAbsCosine)
        y = t.map { c.value(at: $0) }
        truth = [decay, omega]
      case .spring:
        let zeta = g.logUniform(0.1, 5)
        // Long enough to see the motion settle mostly.
        let w0 = g.logUniform(4, 12) / span * (zeta > 1 ? 2 * zeta : 1)
        let v0 = g.uniform(-1...1) * (to - from) * w0 * 0.5
        let s = Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v0, from: from, to: to)
        y = t.map { s.value(at: $0) }
        truth = [w0, zeta]
      default:
        let b = CubicBezier(x1: g.uniform(0.05...0.95), y1: g.uniform(-0.8...1.2), x2: g.uniform(0.05...0.95), y2: g.uniform(-0.2...1.8))
        y = t.map { from + (to - from) * b.progress(at: $0 / span) }
        truth = [b.x1, b.y1, b.x2, b.y2, span, from, to]
      }
      let sigma = noise * Swift.abs(to - from)
      // Every sample is noisy, the first and last too: the fit must not
      // lean on them.
      y = y.map { $0 + sigma * g.gauss() }
      out.append(RecoveryCase(model: model, samples: FitSamples(t: t, y: y), truth: truth, label: "\(model.rawValue) n=\(n) noise=\(noise) truth=\(truth.map { ($0 * 1000).rounded() / 1000 })"))
    }
    return out
  }

  /// The sum of squares an optimiser started at the truth reaches.
  static func truthOptimum(_ c: RecoveryCase) -> Double? {
    let t0 = c.samples.t[0]
    let t = c.samples.t.map { $0 - t0 }
    switch c.model {
    case .dampedCosine, .dampedSine, .dampedAbsCosine:
      let problem = DampedFitter.problem(
        t, c.samples.y, c.model == .dampedSine ? .sine : .cosine, overshoot: c.model != .dampedAbsCosine)
      return VariableProjection.solve(problem, from: c.truth)?.sumOfSquares
    case .spring:
      return VariableProjection.solve(SpringFitter.problem(t, c.samples.y), from: c.truth.map(log))?.sumOfSquares
    default:
      // Levenberg–Marquardt on all seven (the Bézier, the duration, from
      // and to) from the truth, every parameter nonlinear alike.
      let span = t[t.count - 1]
      let n = t.count
      let y = c.samples.y
      let problem = LeastSquaresProblem(
        parameterCount: 7, residualCount: n, lower: [0, -.infinity, 0, -.infinity, span / 4, -.infinity, -.infinity],
        upper: [1, .infinity, 1, .infinity, span, .infinity, .infinity]
      ) { p, r, _, _ in
        let b = CubicBezier(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
        for i in 0..<n { r[i] = p[5] + (p[6] - p[5]) * b.progress(at: Swift.min(1, t[i] / p[4])) - y[i] }
        return true
      }
      // Finite differences are good enough for a reference started at the truth.
      let numeric = LeastSquaresProblem(
        parameterCount: 7, residualCount: n, lower: problem.lower, upper: problem.upper
      ) { p, r, J, want in
        guard problem.evaluate(p, &r, &J, false) else { return false }
        if want {
          var rp = [Double](repeating: 0, count: n)
          var dummy: [Double] = []
          for j in 0..<7 {
            var q = p
            let h = 1e-7 * Swift.max(1, Swift.abs(p[j]))
            q[j] = j == 4 ? Swift.min(p[j] + h, span) - (Swift.min(p[j] + h, span) - p[j] == 0 ? h : 0) : p[j] + h
            let step = q[j] - p[j]
            _ = problem.evaluate(q, &rp, &dummy, false)
            for i in 0..<n { J[i * 7 + j] = (rp[i] - r[i]) / step }
          }
        }
        return true
      }
      return LevenbergMarquardt.solve(numeric, from: c.truth).map(\.sumOfSquares)
    }
  }
}

@Suite struct RecoveryTests {
  @Test func cleanDataGivesTheParametersToOneInAMillion() throws {
    let n = 200
    let t = (0..<n).map { 1.4 * Double($0) / Double(n - 1) }
    let damped = DampedCosine(amplitude: -250, decay: 3.3, omega: 11.7, offset: 300)
    let fit = try Fitter.fit(FitSamples(t: t, y: t.map { damped.value(at: $0) }), model: .dampedCosine)
    for (name, v) in [("amplitude", -250.0), ("decay", 3.3), ("omega", 11.7), ("offset", 300)] {
      #expect(abs((fit.parameter(name) ?? 0) - v) <= 1e-6 * abs(v), "\(name)")
    }
    for zeta in [0.15, 0.7, 1.0, 1.6, 4.0] {
      let s = Spring(mass: 1, stiffness: 180, damping: 2 * zeta * 180.0.squareRoot(), initialVelocity: 40, from: 10, to: 110)
      let r = try Fitter.fit(FitSamples(t: t, y: t.map { s.value(at: $0) }), model: .spring)
      for (name, v) in [("stiffness", 180.0), ("damping", s.damping), ("initialVelocity", 40), ("from", 10), ("to", 110)] {
        #expect(abs((r.parameter(name) ?? 0) - v) <= 1e-6 * max(1, abs(v)), "ζ \(zeta): \(name) \(r.parameter(name) ?? 0) vs \(v)")
      }
    }
    let b = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    let bezier = try Fitter.fit(FitSamples(t: t, y: t.map { 5 + 20 * b.progress(at: $0 / 1.4) }), model: .cubicBezier)
    for (name, v) in [("x1", 0.34), ("y1", 1.56), ("x2", 0.64), ("y2", 1), ("duration", 1.4)] {
      #expect(abs((bezier.parameter(name) ?? 0) - v) <= 1e-6 * max(1, abs(v)), "\(name)")
    }
  }

  @Test func noisyDataReachesTheLeastSquaresOptimum() {
    // A slice of the 250 everyday (the first 70: every model at each noise level), all of them
    // in the exhaustive tier.
    let cases = Array(RecoveryCases.generate(count: 250, seed: 20_261_122).prefix(TestTier.exhaustive ? 250 : 70))
    var failures: [String] = []
    for c in cases {
      guard let reference = RecoveryCases.truthOptimum(c) else { continue }
      var ours = Double.infinity
      do { ours = try Fitter.fit(c.samples, model: c.model).sse } catch { failures.append("\(c): \(error)") ; continue }
      if !(ours <= reference * (1 + 1e-6) + 1e-20) {
        failures.append("\(c): ours \(ours), from the truth \(reference)")
      }
    }
    let rate = Double(cases.count - failures.count) / Double(cases.count)
    #expect(rate >= 0.98, "\(failures.count) of \(cases.count) missed the optimum:\n\(failures.joined(separator: "\n"))")
  }
}
