// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// Levenberg–Marquardt, linear least squares and the Bézier fitter against
/// problems whose answers are known exactly.
@Suite struct LeastSquaresTests {
  @Test func linearLeastSquaresMatchesTheNormalEquations() {
    // Fit y = a + b·x to four points: the normal equations give
    // b = Sxy/Sxx, a = ȳ − b·x̄, computed here by hand.
    let xs = [0.0, 1, 2, 4]
    let ys = [1.0, 3, 4, 9]
    let xm = xs.reduce(0, +) / 4
    let ym = ys.reduce(0, +) / 4
    let sxy = zip(xs, ys).map { ($0 - xm) * ($1 - ym) }.reduce(0, +)
    let sxx = xs.map { ($0 - xm) * ($0 - xm) }.reduce(0, +)
    let b = sxy / sxx
    let a = ym - b * xm
    let matrix = Matrix(xs.map { x -> [Double] in [1, x] })
    let solution = LinearLeastSquares.solve(matrix, ys) ?? []
    #expect(solution.count == 2)
    #expect(abs(solution[0] - a) <= 1e-14)
    #expect(abs(solution[1] - b) <= 1e-14)
    let singular = Matrix(rows: 3, columns: 2, storage: [1.0, 2, 2, 4, 3, 6])
    #expect(LinearLeastSquares.solve(singular, [1.0, 2, 3]) == nil, "rank-deficient")
  }

  @Test func levenbergMarquardtSolvesRosenbrock() {
    // Rosenbrock as least squares: r = (10(y − x²), 1 − x); minimum (1, 1), cost 0.
    let problem = LeastSquaresProblem(parameterCount: 2, residualCount: 2) { p, r, j, wantJ in
      r[0] = 10 * (p[1] - p[0] * p[0])
      r[1] = 1 - p[0]
      if wantJ {
        j[0] = -20 * p[0]
        j[1] = 10
        j[2] = -1
        j[3] = 0
      }
      return true
    }
    let result = LevenbergMarquardt.solve(problem, from: [-1.2, 1])
    #expect(result.map { abs($0.parameters[0] - 1) < 1e-10 && abs($0.parameters[1] - 1) < 1e-10 } == true)
  }

  @Test func levenbergMarquardtRecoversAnExponentialAndRespectsBounds() {
    // y = 3·e^(−2t) sampled exactly: the fit must return (3, 2).
    let ts = (0..<30).map { Double($0) / 10 }
    let ys = ts.map { 3 * exp(-2 * $0) }
    func problem(lower: [Double]?, upper: [Double]?) -> LeastSquaresProblem {
      LeastSquaresProblem(parameterCount: 2, residualCount: ts.count, lower: lower, upper: upper) { p, r, j, wantJ in
        for (i, t) in ts.enumerated() {
          let e = exp(-p[1] * t)
          r[i] = p[0] * e - ys[i]
          if wantJ {
            j[2 * i] = e
            j[2 * i + 1] = -p[0] * t * e
          }
        }
        return true
      }
    }
    let free = LevenbergMarquardt.solve(problem(lower: nil, upper: nil), from: [1, 0.5])
    #expect(free.map { abs($0.parameters[0] - 3) < 1e-10 && abs($0.parameters[1] - 2) < 1e-10 } == true)
    let bounded = LevenbergMarquardt.solve(problem(lower: [0, 0], upper: [10, 1.5]), from: [1, 0.5])
    #expect(bounded.map { $0.parameters[1] == 1.5 && $0.atBound[1] } == true, "the decay is held at its upper bound")
  }

  @Test func bezierFitRecoversBeziersExactly() {
    for b in [CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1), .ease, CubicBezier(x1: 0.1, y1: 0.7, x2: 0.2, y2: 0.95)] {
      let xs = (0...200).map { Double($0) / 200 }
      let ys = xs.map { b.progress(at: $0) }
      let fit = CubicBezierFitter.best(xs: xs, ys: ys)
      #expect(fit.map { $0.maximumError < 1e-9 } == true, "\(b.css) → \(fit?.curve.css ?? "nil")")
    }
  }

  @Test func bezierFitOfASpringIsMinimaxAndHonest() throws {
    // The reported maximum error is the largest residual on the samples,
    // measured here independently; no nearby Bézier does better.
    let s = Spring(duration: 0.5, bounce: 0)
    let d = 0.7347716981943007
    let xs = (0...200).map { Double($0) / 200 }
    let ys = xs.map { s.value(at: $0 * d) }
    let fit = try #require(CubicBezierFitter.best(xs: xs, ys: ys))
    let e = CubicBezierEvaluator(fit.curve)
    let worst = zip(xs, ys).map { abs(e.progress(at: $0) - $1) }.max() ?? 0
    #expect(abs(worst - fit.maximumError) <= 1e-12)
    var random = SeededRandom(seed: 3)
    for _ in 0..<200 {
      let c = fit.curve
      let p = CubicBezier(
        x1: min(1, max(0, c.x1 + random.uniform(-0.01...0.01))), y1: c.y1 + random.uniform(-0.01...0.01),
        x2: min(1, max(0, c.x2 + random.uniform(-0.01...0.01))), y2: c.y2 + random.uniform(-0.01...0.01))
      let pe = CubicBezierEvaluator(p)
      let other = zip(xs, ys).map { abs(pe.progress(at: $0) - $1) }.max() ?? 0
      #expect(other >= worst * (1 - 1e-6))
    }
  }
}

/// The linear-algebra layer on its own, against identities computed here.
@Suite("Linear algebra")
struct LinearAlgebraTests {
  /// A fixed, well-conditioned test matrix.
  static let a = Matrix([[4, 1, 2], [1, 5, 3], [2, 3, 6]])

  @Test("Cholesky: L·Lᵀ rebuilds A, and L⁻¹·L is the identity")
  func cholesky() throws {
    let l = try #require(Cholesky.factor(Self.a, minimumPivot: 1e-12))
    let inv = Cholesky.inverseOfFactor(l)
    for i in 0..<3 {
      for j in 0..<3 {
        var llt = 0.0
        var id = 0.0
        for k in 0..<3 {
          llt += l[i, k] * l[j, k]
          id += inv[i, k] * l[k, j]
        }
        #expect(abs(llt - Self.a[i, j]) <= 1e-14 * 6)
        #expect(abs(id - (i == j ? 1 : 0)) <= 1e-15 * 4)
      }
    }
    #expect(Cholesky.factor(Matrix([[1, 2], [2, 4]]), minimumPivot: 1e-12) == nil, "singular")
  }

  @Test("Gram–Schmidt: Q has orthonormal columns and Q·R rebuilds Φ; Gauss–Jordan solves N·X = B")
  func qrAndSolve() throws {
    let phi = Matrix([[1, 0.5], [1, 1.5], [1, 2.5], [1, 4]])
    let (q, r) = try #require(GramSchmidt.factor(phi))
    for i in 0..<4 {
      for j in 0..<2 {
        var qr = 0.0
        for k in 0..<2 { qr += q[i, k] * r[k, j] }
        #expect(abs(qr - phi[i, j]) <= 1e-14 * 4)
      }
    }
    for j in 0..<2 {
      for k in 0..<2 {
        var dot = 0.0
        for i in 0..<4 { dot += q[i, j] * q[i, k] }
        #expect(abs(dot - (j == k ? 1 : 0)) <= 1e-15 * 4)
      }
    }
    let b = Matrix([[1, 0, 0], [0, 1, 0], [0, 0, 1]])
    let x = try #require(GaussianElimination.solve(Self.a, b))
    for i in 0..<3 {
      for j in 0..<3 {
        var ax = 0.0
        for k in 0..<3 { ax += Self.a[i, k] * x[k, j] }
        #expect(abs(ax - (i == j ? 1 : 0)) <= 1e-15 * 8)
      }
    }
  }
}
