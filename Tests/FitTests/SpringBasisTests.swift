// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// The spring fit's basis, its derivatives and their products with c, four
/// rows at a time, against the row-by-row loop written out here: the same
/// bits, not merely close ones.
@Suite struct SpringBasisTests {
  /// The spring basis as it was written before it took four angles at a
  /// time: (C, S, ∂S/∂q) row by row with the scalar sine and cosine.
  static func springRow(a: Double, q: Double, t: Double) -> (c: Double, s: Double, sq: Double) {
    var c: Double
    var s: Double
    let qt2 = q * t * t
    if q > 0 {
      let e = exp(-a * t)
      let w = q.squareRoot()
      let (sn, cs) = sinCos(w * t)
      c = e * cs
      s = e * sn / w
    } else if q == 0 {
      let e = exp(-a * t)
      c = e
      s = e * t
    } else {
      let r = (-q).squareRoot()
      if r * t < 0.5 {
        let e = exp(-a * t)
        c = e * cosh(r * t)
        s = e * sinh(r * t) / r
      } else {
        let e1 = exp((r - a) * t)
        let e2 = exp((-r - a) * t)
        c = (e1 + e2) / 2
        s = (e1 - e2) / (2 * r)
      }
    }
    let sq = Swift.abs(qt2) < 1e-2
      ? exp(-a * t) * (t * t * t) * (-1.0 / 6 + qt2 / 60 - qt2 * qt2 / 1680 + qt2 * qt2 * qt2 / 90720) : (t * c - s) / (2 * q)
    return (c, s, sq)
  }

  @Test("The spring fit's basis and its products with c, four rows at a time, are the row-by-row loop written out here, bit for bit, in every regime")
  func springBasis() {
    var rng = SeededRandom(seed: 43)
    for trial in 0..<24 {
      let n = 1000 + trial  // every remainder modulo 4
      let t = (0..<n).map { Double($0) / Double(n) * rng.uniform(0.5...3) }
      let w0 = rng.logUniform(1, 300)
      let zeta = [rng.logUniform(0.01, 0.95), 1, rng.logUniform(1.05, 20)][trial % 3]
      let theta = [log(w0), log(zeta)]
      var phi = [Double](repeating: .nan, count: 3 * n)
      var dphi = [Double](repeating: .nan, count: 6 * n)
      // ∂Φ/∂θ itself; or, as a solve makes it, Φ alone with one value a row
      // kept aside, then V = (∂Φ/∂θ)·c from those.
      let products = trial % 2 == 1
      let coefficients = [rng.uniform(-2...2), rng.uniform(-2...2), rng.uniform(-2...2)]
      var v = [Double](repeating: .nan, count: 2 * n)
      if products {
        var scratch = [Double](repeating: .nan, count: n)
        #expect(SpringFitter.problemBasis(theta, t, &phi, &scratch, false))
        // In two calls, the second from an odd row (not a multiple of four).
        let cut = n / 2 + 1
        var tail = [Double](repeating: .nan, count: 2 * (n - cut))
        SpringFitter.problemProducts(theta, t, phi, scratch, coefficients, 0..<cut, &v)
        SpringFitter.problemProducts(theta, t, phi, scratch, coefficients, cut..<n, &tail)
        v.replaceSubrange((2 * cut)..., with: tail)
      } else {
        #expect(SpringFitter.problemBasis(theta, t, &phi, &dphi, true))
      }
      let (w, z) = (exp(theta[0]), exp(theta[1]))
      let a = z * w
      let q = w * w * (1 - z * z)
      let derivatives = [(z * w, 2 * w * w * (1 - z * z)), (w * z, -2 * w * w * z * z)]
      for i in 0..<n {
        let (c, s, sq) = Self.springRow(a: a, q: q, t: t[i])
        let row = [1 - c - a * s, c + a * s, s]
        for j in 0..<3 { #expect(phi[i * 3 + j].bitPattern == row[j].bitPattern, "row \(i) column \(j), ζ \(zeta)") }
        for (k, (da, dq)) in derivatives.enumerated() {
          let ds = -t[i] * s * da + sq * dq
          let d2 = (-t[i] * c * da + -t[i] * s / 2 * dq) + da * s + a * ds
          let expected = [-d2, d2, ds]
          if products {
            // Σⱼ ∂Φᵢⱼ/∂θₖ·cⱼ from +0, in increasing j.
            var sum = 0.0
            for j in 0..<3 { sum += expected[j] * coefficients[j] }
            #expect(v[i * 2 + k].bitPattern == sum.bitPattern, "V row \(i) column \(k)")
          } else {
            for j in 0..<3 { #expect(dphi[k * n * 3 + i * 3 + j].bitPattern == expected[j].bitPattern, "∂θ\(k) row \(i) column \(j)") }
          }
        }
      }
    }
  }

  @Test("A spring solve that makes (∂Φ/∂θ)·c only for accepted steps ends bit for bit where one making ∂Φ/∂θ at every trial does")
  func springDerivativesOnDemand() throws {
    var rng = SeededRandom(seed: 45)
    for trial in 0..<9 {
      let n = [997, 3001, 4999][trial % 3]
      let zeta = [rng.logUniform(0.05, 0.9), 1, rng.logUniform(1.1, 6)][trial / 3]
      let k = rng.logUniform(20, 400)
      let spring = Spring(
        mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: rng.uniform(-5...5), from: 0, to: 1)
      let t = (0..<n).map { 1.5 * Double($0) / Double(n - 1) }
      let y = t.map { spring.value(at: $0) + rng.uniform(-0.02...0.02) }
      let onDemand = SpringFitter.problem(t, y)
      var everyTrial = onDemand
      everyTrial.derivativeProducts = nil
      let start = [log(spring.naturalFrequency * 1.3), log(zeta * 0.7)]
      let a = try #require(VariableProjection.solve(onDemand, from: start))
      let b = try #require(VariableProjection.solve(everyTrial, from: start))
      #expect(a.evaluations > a.iterations + 1, "some trial was judged without its Jacobian")
      #expect(a.theta.map(\.bitPattern) == b.theta.map(\.bitPattern), "ζ \(zeta)")
      #expect(a.coefficients.map(\.bitPattern) == b.coefficients.map(\.bitPattern))
      #expect(a.normalMatrix.map(\.bitPattern) == b.normalMatrix.map(\.bitPattern))
      #expect(a.sumOfSquares.bitPattern == b.sumOfSquares.bitPattern)
      #expect((a.iterations, a.evaluations) == (b.iterations, b.evaluations))
    }
  }
}
