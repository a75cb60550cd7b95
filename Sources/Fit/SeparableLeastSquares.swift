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
  /// For each θₖ, the columns of Φ that depend on it, in increasing
  /// order; `nil`: every column depends on every θₖ. ∂Φ/∂θₖ is stored for
  /// those columns only (see ``basis``).
  public var derivativeColumns: [[Int]]?
  /// Fills Φ (n × q, row-major) at θ and, when asked, ∂Φ/∂θ: p blocks one
  /// after the other, block k holding the n × wₖ entries ∂Φᵢⱼ/∂θₖ, row-major,
  /// for the wₖ columns j of ``derivativeColumns`` (all q when `nil`, so
  /// index k·n·q + i·q + j). Returns `false` outside the domain.
  public var basis: @Sendable (_ theta: [Double], _ t: [Double], _ phi: inout [Double], _ dphi: inout [Double], _ want: Bool) -> Bool
  /// Optional, for a basis whose ∂Φ/∂θ is costly to make or to hold:
  /// writes the rows `rows` of V = (∂Φ/∂θ)·c, row i's Vᵢₖ at
  /// (i − rows.lowerBound)·p + k, Vᵢₖ = Σⱼ ∂Φᵢⱼ/∂θₖ·cⱼ over the columns j
  /// θₖ's list names (``derivativeColumns``), in increasing j, from +0,
  /// after ``basis`` ran at the same θ with `want` false, from Φ, c and the
  /// ``scratchPerRow`` values a row that call left in the derivative
  /// buffer. When set, a solve holds n × ``scratchPerRow``
  /// entries instead of ∂Φ/∂θ, asks ``basis`` for Φ alone, and calls this
  /// only where it needs a Jacobian; V must have the bits of the sums over
  /// the ∂Φ/∂θ that ``basis`` makes with `want` true.
  public var derivativeProducts: (@Sendable (_ theta: [Double], _ t: [Double], _ phi: [Double], _ scratch: [Double], _ c: [Double], _ rows: Range<Int>, _ v: inout [Double]) -> Void)?
  /// What ``basis`` leaves per row for ``derivativeProducts``.
  public var scratchPerRow = 0

  public init(
    t: [Double], y: [Double], nonlinearCount: Int, linearCount: Int, lower: [Double]? = nil, upper: [Double]? = nil,
    derivativeColumns: [[Int]]? = nil,
    basis: @escaping @Sendable (_ theta: [Double], _ t: [Double], _ phi: inout [Double], _ dphi: inout [Double], _ want: Bool) -> Bool,
    scratchPerRow: Int = 0,
    derivativeProducts: (@Sendable (_ theta: [Double], _ t: [Double], _ phi: [Double], _ scratch: [Double], _ c: [Double], _ rows: Range<Int>, _ v: inout [Double]) -> Void)? = nil
  ) {
    precondition(
      derivativeColumns.map { $0.count == nonlinearCount && $0.allSatisfy { $0 == $0.sorted() && Set($0).count == $0.count } } ?? true,
      "derivative columns: one increasing list per nonlinear parameter")
    self.t = t
    self.y = y
    self.nonlinearCount = nonlinearCount
    self.linearCount = linearCount
    self.lower = lower
    self.upper = upper
    self.derivativeColumns = derivativeColumns
    self.basis = basis
    self.scratchPerRow = scratchPerRow
    self.derivativeProducts = derivativeProducts
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
    let work = SeparableWorkspace(problem)
    // The basis, its derivatives, Q, R and c at the last θ evaluated: a
    // trial step is judged on its residuals, and when it is accepted its
    // Jacobian is projected from what the trial already computed.
    let lsq = LeastSquaresProblem(
      parameterCount: problem.nonlinearCount, residualCount: problem.y.count, lower: problem.lower, upper: problem.upper
    ) { theta, r, J, want in
      guard work.evaluate(at: theta) else { return false }
      return want ? work.residuals(into: &r, jacobian: &J) : work.residuals(into: &r)
    }
    guard let result = LevenbergMarquardt.solve(lsq, from: start, options: options) else { return nil }
    let theta = result.parameters
    guard work.evaluate(at: theta) else { return nil }
    return SeparableResult(
      theta: theta, coefficients: work.c, sumOfSquares: result.sumOfSquares, iterations: result.iterations,
      evaluations: result.evaluations, converged: result.converged, atBound: result.atBound,
      normalMatrix: work.normalMatrix())
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
    var Q = Matrix(rows: 0, columns: 0)
    var R = Matrix(rows: 0, columns: 0)
    guard problem.basis(theta, problem.t, &phi, &none, false),
      let c = GramSchmidt.leastSquares(Matrix(rows: n, columns: q, storage: phi), problem.y, Q: &Q, R: &R)
    else { return nil }
    var sse = 0.0
    for i in 0..<n {
      var f = 0.0
      for j in 0..<q { f += phi[i * q + j] * c[j] }
      sse += (f - problem.y[i]) * (f - problem.y[i])
    }
    return sse
  }
}
