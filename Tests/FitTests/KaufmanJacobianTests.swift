// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation
import Testing
import TestSupport

@testable import Fit

/// Variable projection's residuals and Kaufman Jacobian against the plain
/// loops they stand for, written out here: each vₖ = (∂Φ/∂θₖ)·c, then one
/// full pass per column of Q for its dot product and one for its update.
@Suite struct KaufmanJacobianTests {
  /// A made-up separable problem: q columns of smooth functions of t and θ,
  /// with ∂Φ/∂θₖ stored for the columns `derivativeColumns[k]` lists.
  static func problem(n: Int, p: Int, q: Int, derivativeColumns: [[Int]]?, seed: UInt64) -> SeparableProblem {
    var random = SeededRandom(seed: seed)
    let t = (0..<n).map { Double($0) / Double(n) * 3 }
    let y = t.map { 1 + exp(-$0) * cos(4 * $0) + 0.05 * random.gauss() }
    let lists = derivativeColumns ?? [[Int]](repeating: Array(0..<q), count: p)
    return SeparableProblem(
      t: t, y: y, nonlinearCount: p, linearCount: q, derivativeColumns: derivativeColumns
    ) { theta, t, phi, dphi, want in
      let n = t.count
      for i in 0..<n {
        for j in 0..<q { phi[i * q + j] = j == 0 ? 1 : exp(-theta[j % p] * t[i]) * cos(Double(j) * t[i] + theta[(j + 1) % p]) }
      }
      guard want else { return true }
      var offset = 0
      for k in 0..<p {
        let w = lists[k].count
        for i in 0..<n {
          for (l, j) in lists[k].enumerated() { dphi[offset + i * w + l] = sin(Double(k + 1) * t[i] + Double(j)) * theta[k] }
        }
        offset += n * w
      }
      return true
    }
  }

  @Test(
    "The residuals and Kaufman's Jacobian are the plain loops' bits: one to six parameters, listed and full derivative columns, several row blocks",
    arguments: [
      (1, 2, nil), (2, 3, nil), (2, 2, [[0], [0]]), (3, 3, [[1, 2], [2], [0, 1, 2]]),
      (5, 3, [[0, 1, 2], [1], [0, 2], [2], [0, 1, 2]]), (6, 4, nil),
    ] as [(Int, Int, [[Int]]?)])
  func jacobianIsThePlainLoop(p: Int, q: Int, columns: [[Int]]?) throws {
    for n in [7, 1300] {
      let problem = Self.problem(n: n, p: p, q: q, derivativeColumns: columns, seed: UInt64(10 * p + q))
      let work = SeparableWorkspace(problem)
      let theta = (0..<p).map { 0.3 + 0.2 * Double($0) }
      try #require(work.evaluate(at: theta))
      var r = [Double](repeating: .nan, count: n)
      var J = [Double](repeating: .nan, count: n * p)
      #expect(work.residuals(into: &r, jacobian: &J))
      // Written out: r = Φc − y; vₖ from its listed columns, in order, from
      // +0; then each column of Q in turn: its dot product with vₖ over all
      // rows, then vₖ minus that multiple of it.
      let (phi, dphi, Q, c) = (work.phi, work.dphi, work.Q.storage, work.c)
      for i in 0..<n {
        var f = 0.0
        for j in 0..<q { f += phi[i * q + j] * c[j] }
        if (f - problem.y[i]).bitPattern != r[i].bitPattern { Issue.record("r row \(i), n \(n)") }
      }
      let lists = columns ?? [[Int]](repeating: Array(0..<q), count: p)
      var offset = 0
      for k in 0..<p {
        let w = lists[k].count
        var v = (0..<n).map { i in
          var s = 0.0
          for (l, j) in lists[k].enumerated() { s += dphi[offset + i * w + l] * c[j] }
          return s
        }
        offset += n * w
        for j in 0..<q {
          var dot = 0.0
          for i in 0..<n { dot += Q[i * q + j] * v[i] }
          for i in 0..<n { v[i] -= dot * Q[i * q + j] }
        }
        let differs = (0..<n).first { J[$0 * p + k].bitPattern != v[$0].bitPattern }
        #expect(differs == nil, "column \(k) of \(p), n \(n): first row that differs")
      }
    }
  }

  @Test("A problem that makes (∂Φ/∂θ)·c itself, the spring's, gives the residuals, Jacobian and JᵀJ of the sums over its ∂Φ/∂θ, bit for bit")
  func productsMadeApartAreTheSums() throws {
    var random = SeededRandom(seed: 46)
    for (n, zeta) in [(7, 0.3), (1301, 0.3), (1302, 1.0), (2051, 3.0)] {
      let t = (0..<n).map { 2 * Double($0) / Double(n) }
      let y = t.map { 1 - exp(-4 * $0) * cos(11 * $0) + 0.01 * random.gauss() }
      let apart = SpringFitter.problem(t, y)
      var summed = apart
      summed.derivativeProducts = nil
      let theta = [log(12.0), log(zeta)]
      let (a, b) = (SeparableWorkspace(apart), SeparableWorkspace(summed))
      try #require(a.evaluate(at: theta) && b.evaluate(at: theta))
      #expect(a.dphi.count == n && b.dphi.count == 6 * n, "one value a row kept, not ∂Φ/∂θ")
      var (ra, rb) = ([Double](repeating: .nan, count: n), [Double](repeating: .nan, count: n))
      var (ja, jb) = ([Double](repeating: .nan, count: 2 * n), [Double](repeating: .nan, count: 2 * n))
      #expect(a.residuals(into: &ra, jacobian: &ja) && b.residuals(into: &rb, jacobian: &jb))
      #expect(ra.map(\.bitPattern) == rb.map(\.bitPattern), "r, n \(n), ζ \(zeta)")
      #expect((0..<(2 * n)).first { ja[$0].bitPattern != jb[$0].bitPattern } == nil, "J, n \(n), ζ \(zeta)")
      #expect(a.normalMatrix().map(\.bitPattern) == b.normalMatrix().map(\.bitPattern), "JᵀJ, n \(n), ζ \(zeta)")
    }
  }
}
