// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

/// A nonlinear least-squares problem: minimise ½·Σ rᵢ(p)² over p, with an
/// analytic Jacobian.
public struct LeastSquaresProblem: Sendable {
  /// Number of parameters n.
  public var parameterCount: Int
  /// Number of residuals m ≥ n.
  public var residualCount: Int
  /// Fills `residuals` (m values) and, when asked, `jacobian` (m × n,
  /// row-major: ∂rᵢ/∂pⱼ at i·n + j) at `p`. Returns `false` when p is
  /// outside the model's domain.
  public var evaluate: @Sendable (_ p: [Double], _ residuals: inout [Double], _ jacobian: inout [Double], _ wantJacobian: Bool) -> Bool
  /// Optional bounds (steps are projected onto them).
  public var lower: [Double]?
  public var upper: [Double]?

  public init(
    parameterCount: Int, residualCount: Int, lower: [Double]? = nil, upper: [Double]? = nil,
    evaluate: @escaping @Sendable (_ p: [Double], _ residuals: inout [Double], _ jacobian: inout [Double], _ wantJacobian: Bool) -> Bool
  ) {
    self.parameterCount = parameterCount
    self.residualCount = residualCount
    self.lower = lower
    self.upper = upper
    self.evaluate = evaluate
  }
}

/// Stopping rules for ``LevenbergMarquardt``.
public struct LevenbergMarquardtOptions: Sendable {
  public var maximumIterations = 200
  /// Stop when the relative reduction of the cost is below this.
  public var costTolerance = 1e-12
  /// Stop when the scaled step is below this relative to the parameters.
  public var stepTolerance = 1e-14
  /// Stop when the scaled gradient is below this.
  public var gradientTolerance = 1e-15
  public init() {}
}

/// The outcome of a least-squares solve.
public struct LeastSquaresResult: Sendable {
  public var parameters: [Double]
  /// Σ rᵢ² at the solution.
  public var sumOfSquares: Double
  public var iterations: Int
  public var evaluations: Int
  /// Whether a tolerance was met (rather than the iteration limit).
  public var converged: Bool
  /// Which parameters ended on a bound.
  public var atBound: [Bool]
}

/// Levenberg–Marquardt with Moré's diagonal scaling.
///
/// Each iteration solves min ‖J·δ + r‖² + λ‖D·δ‖² through a Householder QR
/// of the stacked matrix [J; √λ·D] (no normal equations, so no squared
/// condition number), accepts the step when the cost decreases and adapts λ
/// by the ratio of actual to predicted reduction. D holds the running
/// maximum of the Jacobian's column norms. Steps are projected onto the
/// bounds.
///
/// Source: J. J. Moré, "The Levenberg–Marquardt algorithm: implementation
/// and theory", 1978; MINPACK `lmder` (docs/fit.md §3).
public enum LevenbergMarquardt {
  public static func solve(
    _ problem: LeastSquaresProblem, from start: [Double], options: LevenbergMarquardtOptions = .init()
  ) -> LeastSquaresResult? {
    let n = problem.parameterCount
    let m = problem.residualCount
    var p = project(start, problem)
    var r = LargeBuffer.zeros(m)
    var J = LargeBuffer.zeros(m * n)
    var evaluations = 1
    guard problem.evaluate(p, &r, &J, true) else { return nil }
    var cost = sumOfSquares(r)
    guard cost.isFinite else { return nil }
    var diag = [Double](repeating: 0, count: n)
    var lambda = 1e-3
    var converged = false
    var iterations = 0
    let report = FitProgress.handler
    let limit = Swift.min(options.maximumIterations, FitBudget.iterations ?? .max)
    // J and r are factored in place: once R and Qᵀr are made, nothing
    // reads them until the next accepted step writes them again, so a trial
    // writes its residuals to r and may use J's storage, and no m-long copy
    // is made.
    while iterations < limit {
      iterations += 1
      report?(FitProgress.Step(iteration: iterations, sumOfSquares: cost, samples: m))
      // One pass over J for its column norms and Jᵀr (each sum in row order).
      var norms2 = [Double](repeating: 0, count: n)
      var gradient = [Double](repeating: 0, count: n)
      J.withUnsafeBufferPointer { J in
        r.withUnsafeBufferPointer { r in
          norms2.withUnsafeMutableBufferPointer { norms2 in
            gradient.withUnsafeMutableBufferPointer { gradient in
              for i in 0..<m {
                for j in 0..<n {
                  let x = J[i * n + j]
                  norms2[j] += x * x
                  gradient[j] += x * r[i]
                }
              }
            }
          }
        }
      }
      for j in 0..<n { diag[j] = Swift.max(diag[j], norms2[j].squareRoot(), 1e-300) }
      // Gradient test on the free parameters: ‖Jᵀr‖∞ relative to the cost.
      // A parameter on a bound whose gradient pushes it outwards is held
      // (its Jacobian column is left out of the step).
      var g = 0.0
      var held = [Bool](repeating: false, count: n)
      for j in 0..<n {
        let s = gradient[j]
        let atLower = problem.lower.map { p[j] <= $0[j] } ?? false
        let atUpper = problem.upper.map { p[j] >= $0[j] } ?? false
        if (atLower && s > 0) || (atUpper && s < 0) {
          held[j] = true
          continue
        }
        g = Swift.max(g, Swift.abs(s) / diag[j])
      }
      if g <= options.gradientTolerance * Swift.max(cost.squareRoot(), 1e-300) || cost == 0 {
        converged = true
        break
      }
      // J = Q·R once per Jacobian; each λ then solves a small (2n × n) system.
      let (rFactor, qtr) = Self.factor(&J, columns: n, &r, held: held)
      var accepted = false
      var inner = 0
      while !accepted, inner < 30 {
        inner += 1
        guard let delta = dampedStep(rFactor, qtr, diag, lambda, n: n) else {
          lambda *= 10
          continue
        }
        var candidate = p
        for j in 0..<n { candidate[j] += delta[j] }
        candidate = project(candidate, problem)
        // A trial is judged on its residuals; its Jacobian is computed
        // only once it is accepted.
        evaluations += 1
        guard problem.evaluate(candidate, &r, &J, false) else {
          lambda *= 10
          continue
        }
        let trialCost = sumOfSquares(r)
        // Predicted cost of the linear model: ‖R·δ + Qᵀr‖² + ‖r‖² − ‖Qᵀr‖².
        var predicted = cost
        for i in 0..<n {
          var s = qtr[i]
          for j in i..<n { s += rFactor[i * n + j] * (candidate[j] - p[j]) }
          predicted += s * s - qtr[i] * qtr[i]
        }
        let actualReduction = cost - trialCost
        let predictedReduction = cost - predicted
        if trialCost.isFinite, actualReduction > 0 {
          evaluations += 1
          guard problem.evaluate(candidate, &r, &J, true) else {
            lambda *= 10
            continue
          }
          let rho = predictedReduction > 0 ? actualReduction / predictedReduction : 0
          lambda *= rho > 0.75 ? 1.0 / 3 : (rho < 0.25 ? 2 : 1)
          lambda = Swift.max(lambda, 1e-20)
          var stepNorm = 0.0
          var scale = 0.0
          for j in 0..<n {
            stepNorm = Swift.max(stepNorm, Swift.abs(candidate[j] - p[j]) * diag[j])
            scale = Swift.max(scale, Swift.abs(p[j]) * diag[j])
          }
          let relative = actualReduction / Swift.max(cost, 1e-300)
          p = candidate
          cost = trialCost
          accepted = true
          if relative <= options.costTolerance || stepNorm <= options.stepTolerance * Swift.max(scale, 1e-300) {
            converged = true
          }
        } else {
          lambda *= 4
          if lambda > 1e20 { break }
        }
      }
      if !accepted {
        // No reduction possible: at a (numerical) minimum.
        converged = true
        break
      }
      if converged { break }
    }
    let atBound = (0..<n).map { j in
      (problem.lower.map { p[j] <= $0[j] } ?? false) || (problem.upper.map { p[j] >= $0[j] } ?? false)
    }
    return LeastSquaresResult(
      parameters: p, sumOfSquares: cost, iterations: iterations,
      evaluations: evaluations, converged: converged, atBound: atBound)
  }

  static func sumOfSquares(_ r: [Double]) -> Double {
    var s = 0.0
    for v in r { s += v * v }
    return s
  }

  static func project(_ p: [Double], _ problem: LeastSquaresProblem) -> [Double] {
    var q = p
    if let lo = problem.lower { for j in q.indices { q[j] = Swift.max(q[j], lo[j]) } }
    if let hi = problem.upper { for j in q.indices { q[j] = Swift.min(q[j], hi[j]) } }
    return q
  }

  /// δ minimising ‖R·δ + Qᵀr‖² + λ‖D·δ‖² (= ‖J·δ + r‖² + λ‖D·δ‖² up to a
  /// constant): Householder QR of the 2n × n matrix [R; √λ·D].
  static func dampedStep(_ rFactor: [Double], _ qtr: [Double], _ d: [Double], _ lambda: Double, n: Int) -> [Double]? {
    var a = [Double](repeating: 0, count: 2 * n * n)
    var b = [Double](repeating: 0, count: 2 * n)
    for i in 0..<n {
      for j in i..<n { a[i * n + j] = rFactor[i * n + j] }
      b[i] = -qtr[i]
    }
    let s = lambda.squareRoot()
    for j in 0..<n { a[(n + j) * n + j] = s * d[j] }
    var stacked = Matrix(rows: 2 * n, columns: n, storage: a)
    Householder.triangularize(&stacked, &b)
    return TriangularSolve.upper(stacked, b)
  }
}

extension LevenbergMarquardt {
  /// R (n × n, upper triangular) and the first n entries of Qᵀr for
  /// J = Q·R (Householder; m ≥ n), with the held columns of J taken as
  /// zero. J (m × n, row-major) and r are overwritten: their entries are
  /// spent, and no m-long copy is made.
  static func factor(_ J: inout [Double], columns n: Int, _ r: inout [Double], held: [Bool]) -> (r: [Double], qtr: [Double]) {
    let m = r.count
    J.withUnsafeMutableBufferPointer { a in
      for j in 0..<n where held[j] { for i in 0..<m { a[i * n + j] = 0 } }
    }
    Householder.triangularize(&J, rows: m, columns: n, &r)
    var rf = [Double](repeating: 0, count: n * n)
    for i in 0..<n { for j in i..<n { rf[i * n + j] = J[i * n + j] } }
    return (rf, Array(r.prefix(n)))
  }
}
