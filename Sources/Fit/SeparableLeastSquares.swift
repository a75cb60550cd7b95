// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A separable least-squares problem: y ≈ Φ(θ)·c, nonlinear in θ (p
/// parameters), linear in c (q coefficients).
public struct SeparableProblem: Sendable {
  public var t: [Double]
  public var y: [Double]
  public var nonlinearCount: Int
  public var linearCount: Int
  public var lower: [Double]?
  public var upper: [Double]?
  /// Fills Φ (n × q, row-major) at θ and, when asked, ∂Φ/∂θ (p blocks of
  /// n × q: index k·n·q + i·q + j). Returns `false` outside the domain.
  public var basis: @Sendable (_ theta: [Double], _ t: [Double], _ phi: inout [Double], _ dphi: inout [Double], _ want: Bool) -> Bool

  public init(
    t: [Double], y: [Double], nonlinearCount: Int, linearCount: Int, lower: [Double]? = nil, upper: [Double]? = nil,
    basis: @escaping @Sendable (_ theta: [Double], _ t: [Double], _ phi: inout [Double], _ dphi: inout [Double], _ want: Bool) -> Bool
  ) {
    self.t = t
    self.y = y
    self.nonlinearCount = nonlinearCount
    self.linearCount = linearCount
    self.lower = lower
    self.upper = upper
    self.basis = basis
  }
}

/// The solution of a separable problem.
public struct SeparableResult: Sendable {
  public var theta: [Double]
  public var coefficients: [Double]
  public var sumOfSquares: Double
  public var iterations: Int
  /// Model evaluations, Jacobians included.
  public var evaluations: Int
  public var converged: Bool
  public var atBound: [Bool]
  /// JᵀJ, (p + q) × (p + q) row-major with its upper triangle filled, for
  /// the Jacobian J of the full model with respect to (θ, c) at the
  /// solution: ∂Φc/∂θₖ = (∂Φ/∂θₖ)·c and ∂Φc/∂cⱼ = Φⱼ. Each sum runs over
  /// the rows in order; J itself (n × (p + q)) is never stored.
  public var normalMatrix: [Double]
}

/// Variable projection: Levenberg–Marquardt over θ alone, the linear
/// coefficients eliminated by least squares at every step, with Kaufman's
/// Jacobian J = P⊥·(∂Φ/∂θ)·c (P⊥ projects out the columns of Φ).
///
/// Source: Golub & Pereyra; O'Leary & Rust 2013; Kaufman 1975 (docs/fit.md §3).
public enum VariableProjection {
  /// Solves from θ₀; `nil` if Φ is singular at the start.
  public static func solve(
    _ problem: SeparableProblem, from start: [Double], options: LevenbergMarquardtOptions = .init()
  ) -> SeparableResult? {
    let n = problem.y.count
    let p = problem.nonlinearCount
    let q = problem.linearCount
    let y = problem.y
    let t = problem.t
    let basis = problem.basis
    let work = Workspace(n: n, p: p, q: q)
    // The basis, its derivatives, Q, R and c at the last θ evaluated: a
    // trial step is judged on its residuals, and when it is accepted its
    // Jacobian is projected from what the trial already computed.
    let lsq = LeastSquaresProblem(parameterCount: p, residualCount: n, lower: problem.lower, upper: problem.upper) {
      theta, r, J, want in
      if work.theta != theta {
        work.theta = []
        guard basis(theta, t, &work.phi, &work.dphi, true),
          GramSchmidt.factor(Matrix(rows: n, columns: q, storage: work.phi), Q: &work.Q, R: &work.R)
        else { return false }
        work.c = GramSchmidt.solve(work.Q, work.R, y)
        work.theta = theta
      }
      return want ? work.residuals(y, into: &r, jacobian: &J, p: p) : work.residuals(y, into: &r)
    }
    guard let result = LevenbergMarquardt.solve(lsq, from: start, options: options) else { return nil }
    let theta = result.parameters
    if work.theta != theta {
      guard basis(theta, t, &work.phi, &work.dphi, true),
        GramSchmidt.factor(Matrix(rows: n, columns: q, storage: work.phi), Q: &work.Q, R: &work.R)
      else { return nil }
      work.c = GramSchmidt.solve(work.Q, work.R, y)
    }
    return SeparableResult(
      theta: theta, coefficients: work.c, sumOfSquares: result.sumOfSquares, iterations: result.iterations,
      evaluations: result.evaluations, converged: result.converged, atBound: result.atBound,
      normalMatrix: normalMatrix(work, n: n, p: p, q: q))
  }

  /// JᵀJ of the full model at the workspace's θ, one row of J at a time.
  private static func normalMatrix(_ work: Workspace, n: Int, p: Int, q: Int) -> [Double] {
    let columns = p + q
    var normal = [Double](repeating: 0, count: columns * columns)
    var row = [Double](repeating: 0, count: columns)
    work.phi.withUnsafeBufferPointer { phi in
      work.dphi.withUnsafeBufferPointer { dphi in
        work.c.withUnsafeBufferPointer { c in
          normal.withUnsafeMutableBufferPointer { normal in
            row.withUnsafeMutableBufferPointer { row in
              for i in 0..<n {
                for k in 0..<p {
                  var s = 0.0
                  for j in 0..<q { s += dphi[k * n * q + i * q + j] * c[j] }
                  row[k] = s
                }
                for j in 0..<q { row[p + j] = phi[i * q + j] }
                for a in 0..<columns {
                  let x = row[a]
                  for b in a..<columns { normal[a * columns + b] += x * row[b] }
                }
              }
            }
          }
        }
      }
    }
    return normal
  }

  /// The best fit from several starts: the starts ranked by their projected
  /// cost; the best one polished, and the runner-up when its cost is within
  /// 2× and it lies away (by more than 10 % in some parameter) from where the
  /// first ended: another basin. `nil` when no start gives a solution.
  ///
  /// A problem of more than 2 × ``coarseSamples`` samples is first solved on
  /// ``coarseSamples`` evenly spaced ones (starts ranked and polished there),
  /// and the winner is then polished on every sample: the same least-squares
  /// optimum, reached in a few full-size iterations instead of dozens
  /// (docs/fit.md §3).
  public static func best(_ problem: SeparableProblem, starts: [[Double]]) -> SeparableResult? {
    let n = problem.y.count
    if n > 2 * coarseSamples {
      let picks = Fitter.evenlySpaced(coarseSamples, of: n)
      var coarse = problem
      coarse.t = picks.map { problem.t[$0] }
      coarse.y = picks.map { problem.y[$0] }
      if let rough = best(coarse, starts: starts), let r = solve(problem, from: rough.theta) { return r }
    }
    let ranked = starts.filter { $0.allSatisfy(\.isFinite) }
      .compactMap { start in cost(problem, at: start).map { (start, $0) } }
      .sorted { $0.1 < $1.1 }
    var best: SeparableResult?
    for (k, (start, c)) in ranked.prefix(2).enumerated() where k == 0 || c <= 2 * ranked[0].1 {
      if let first = best?.theta, zip(start, first).allSatisfy({ Swift.abs($0 - $1) <= 0.1 * Swift.abs($1) }) { continue }
      guard let r = solve(problem, from: start) else { continue }
      if best == nil || r.sumOfSquares < (best?.sumOfSquares ?? .infinity) { best = r }
    }
    return best
  }

  /// How many evenly spaced samples a large problem is first solved on.
  public static let coarseSamples = 2000

  /// The sum of squares at θ (for ranking starts), or `nil` if singular.
  public static func cost(_ problem: SeparableProblem, at theta: [Double]) -> Double? {
    let n = problem.y.count
    let q = problem.linearCount
    var phi = [Double](repeating: 0, count: n * q)
    var none: [Double] = []
    guard problem.basis(theta, problem.t, &phi, &none, false), let (Q, R) = GramSchmidt.factor(Matrix(rows: n, columns: q, storage: phi))
    else { return nil }
    let c = GramSchmidt.solve(Q, R, problem.y)
    var sse = 0.0
    for i in 0..<n {
      var f = 0.0
      for j in 0..<q { f += phi[i * q + j] * c[j] }
      sse += (f - problem.y[i]) * (f - problem.y[i])
    }
    return sse
  }
}

/// Buffers reused across the evaluations of one solve.
private final class Workspace: @unchecked Sendable {
  var phi: [Double]
  var dphi: [Double]
  var Q = Matrix(rows: 0, columns: 0)
  var R = Matrix(rows: 0, columns: 0)
  var c: [Double] = []
  /// The θ that phi, dphi, Q, R and c belong to (empty: none).
  var theta: [Double] = []

  init(n: Int, p: Int, q: Int) {
    phi = [Double](repeating: 0, count: n * q)
    dphi = [Double](repeating: 0, count: p * n * q)
  }

  /// r = Φ·c − y at the workspace's θ; whether every rᵢ is finite.
  func residuals(_ y: [Double], into r: inout [Double]) -> Bool {
    let q = c.count
    var finite = true
    phi.withUnsafeBufferPointer { phi in
      c.withUnsafeBufferPointer { c in
        r.withUnsafeMutableBufferPointer { r in
          for i in 0..<r.count {
            var f = 0.0
            for j in 0..<q { f += phi[i * q + j] * c[j] }
            r[i] = f - y[i]
            if !r[i].isFinite { finite = false }
          }
        }
      }
    }
    return finite
  }

  /// The residuals and Kaufman's Jacobian (n × p, row-major) at the
  /// workspace's θ: column k is vₖ = (∂Φ/∂θₖ)·c made orthogonal to Φ,
  /// vₖ − Q·(Qᵀvₖ), one column of Q at a time (modified Gram–Schmidt),
  /// worked in place in J. The pass that makes the residuals also makes
  /// every vₖ and its first dot product, and each later pass also sums the
  /// next dot products on the entries it has just made: every value takes
  /// the same operations, in the same order, as in one pass per column and
  /// per product.
  func residuals(_ y: [Double], into r: inout [Double], jacobian J: inout [Double], p: Int) -> Bool {
    let q = c.count
    let n = r.count
    var finite = true
    var dots = [Double](repeating: 0, count: p)
    var next = [Double](repeating: 0, count: p)
    y.withUnsafeBufferPointer { y in phi.withUnsafeBufferPointer { phi in
      dphi.withUnsafeBufferPointer { dphi in
        Q.storage.withUnsafeBufferPointer { Q in
          c.withUnsafeBufferPointer { c in
            r.withUnsafeMutableBufferPointer { r in
              J.withUnsafeMutableBufferPointer { J in
                dots.withUnsafeMutableBufferPointer { dots in
                  next.withUnsafeMutableBufferPointer { next in
                    RowBlocks.forEach(0..<n) { rows in
                      for i in rows {
                        var f = 0.0
                        for j in 0..<q { f += phi[i * q + j] * c[j] }
                        r[i] = f - y[i]
                        if !r[i].isFinite { finite = false }
                      }
                      for k in 0..<p {
                        var dot = dots[k]
                        for i in rows {
                          var s = 0.0
                          for j in 0..<q { s += dphi[k * n * q + i * q + j] * c[j] }
                          J[i * p + k] = s
                          dot += Q[i * q] * s
                        }
                        dots[k] = dot
                      }
                    }
                    for j in 0..<q {
                      if j + 1 < q {
                        for k in 0..<p { next[k] = 0 }
                        RowBlocks.forEach(0..<n) { rows in
                          for k in 0..<p {
                            let dot = dots[k]
                            var sum = next[k]
                            for i in rows {
                              J[i * p + k] -= dot * Q[i * q + j]
                              sum += Q[i * q + j + 1] * J[i * p + k]
                            }
                            next[k] = sum
                          }
                        }
                        for k in 0..<p { dots[k] = next[k] }
                      } else {
                        RowBlocks.forEach(0..<n) { rows in
                          for k in 0..<p {
                            let dot = dots[k]
                            for i in rows { J[i * p + k] -= dot * Q[i * q + j] }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } }
    return finite
  }
}
