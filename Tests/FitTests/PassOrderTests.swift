// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation
import Testing
import TestSupport

@testable import Fit

/// The fast forms of the solvers' inner loops against the plain loops they
/// stand for, written out here: the same bits, not merely close ones.
@Suite struct PassOrderTests {
  /// Householder, one column at a time, as the textbook writes it.
  static func columnByColumn(_ a: inout [Double], _ m: Int, _ n: Int, _ b: inout [Double]) {
    var v = [Double](repeating: 0, count: m)
    for k in 0..<Swift.min(n, m) {
      var vv = 0.0
      for i in k..<m {
        v[i] = a[i * n + k]
        vv += v[i] * v[i]
      }
      let norm = vv.squareRoot()
      if norm == 0 { continue }
      let alpha = a[k * n + k] > 0 ? -norm : norm
      let xk = v[k]
      v[k] = xk - alpha
      vv = norm * norm - 2 * alpha * xk + alpha * alpha
      if !(vv > 0) { continue }
      for j in k..<n {
        var dot = 0.0
        for i in k..<m { dot += v[i] * a[i * n + j] }
        let f = 2 * dot / vv
        for i in k..<m { a[i * n + j] -= f * v[i] }
      }
      var dot = 0.0
      for i in k..<m { dot += v[i] * b[i] }
      let f = 2 * dot / vv
      for i in k..<m { b[i] -= f * v[i] }
    }
  }

  @Test("Householder by row blocks: R and Qᵀb bit for bit as one column at a time, over several blocks")
  func householderBlocksAreColumnByColumn() {
    var random = SeededRandom(seed: 15)
    for (m, n) in [(3, 2), (7, 5), (RowBlocks.rows - 1, 2), (RowBlocks.rows + 1, 3), (3 * RowBlocks.rows + 17, 4), (2000, 1)] {
      let entries = (0..<(m * n)).map { _ in random.uniform(-3...3) }
      let rhs = (0..<m).map { _ in random.gauss() }
      var fast = entries
      var fastB = rhs
      Householder.triangularize(&fast, rows: m, columns: n, &fastB)
      var plain = entries
      var plainB = rhs
      Self.columnByColumn(&plain, m, n, &plainB)
      for i in 0..<Swift.min(m, n) {
        for j in i..<n { #expect(fast[i * n + j].bitPattern == plain[i * n + j].bitPattern, "R[\(i), \(j)] for \(m) × \(n)") }
      }
      #expect(fastB.map(\.bitPattern) == plainB.map(\.bitPattern), "Qᵀb for \(m) × \(n)")
    }
  }

  /// Modified Gram–Schmidt as the textbook writes it, one pass per sum and
  /// per update, a column at a time, re-orthogonalised once when a column
  /// keeps no more than a quarter of its squared norm; Qᵀy summed after
  /// each column is normalised. Returns c with R·c = Qᵀy, or `nil` when
  /// rank-deficient.
  static func textbookLeastSquares(_ phi: [Double], _ n: Int, _ q: Int, _ y: [Double]) -> (Q: [Double], R: [Double], c: [Double])? {
    var Q = phi
    var R = [Double](repeating: 0, count: q * q)
    var b = [Double](repeating: 0, count: q)
    for j in 0..<q {
      var original = 0.0
      for i in 0..<n { original += Q[i * q + j] * Q[i * q + j] }
      var before = original
      var norm2 = original
      for _ in 0..<2 {
        if j > 0 {
          for k in 0..<j {
            var dot = 0.0
            for i in 0..<n { dot += Q[i * q + k] * Q[i * q + j] }
            R[k * q + j] += dot
            for i in 0..<n { Q[i * q + j] -= dot * Q[i * q + k] }
          }
          norm2 = 0
          for i in 0..<n { norm2 += Q[i * q + j] * Q[i * q + j] }
        }
        if j == 0 || norm2 > 0.25 * before { break }
        before = norm2
      }
      let norm = norm2.squareRoot()
      guard norm > 1e-13 * original.squareRoot(), norm > 0 else { return nil }
      R[j * q + j] = norm
      for i in 0..<n { Q[i * q + j] /= norm }
      for i in 0..<n { b[j] += Q[i * q + j] * y[i] }
    }
    var c = [Double](repeating: 0, count: q)
    for j in stride(from: q - 1, through: 0, by: -1) {
      var s = b[j]
      for k in (j + 1)..<q { s -= R[j * q + k] * c[k] }
      c[j] = s / R[j * q + j]
    }
    return (Q, R, c)
  }

  @Test("Gram–Schmidt with fused passes: Q, R and c bit for bit as the textbook loop, re-orthogonalised columns and reused buffers included")
  func gramSchmidtIsTheTextbookLoop() throws {
    var random = SeededRandom(seed: 16)
    // (rows, columns, how nearly column j repeats column 0: 0 = independent).
    let shapes: [(Int, Int, Double)] = [(5, 1, 0), (40, 2, 0), (300, 3, 0), (300, 3, 1e-3), (1000, 4, 1e-5), (64, 3, 0.3)]
    for (n, q, near) in shapes {
      var phi = (0..<(n * q)).map { _ in random.uniform(-2...2) }
      if near > 0 {
        for i in 0..<n { for j in 1..<q { phi[i * q + j] = phi[i * q] + near * random.gauss() } }
      }
      let y = (0..<n).map { _ in random.gauss() }
      let plain = try #require(Self.textbookLeastSquares(phi, n, q, y), "\(n) × \(q)")
      // Fresh buffers (Q made from Φ), then the same buffers again (Φ copied in).
      var Q = Matrix(rows: 0, columns: 0)
      var R = Matrix(rows: 0, columns: 0)
      for pass in ["fresh", "reused"] {
        let c = try #require(GramSchmidt.leastSquares(Matrix(rows: n, columns: q, storage: phi), y, Q: &Q, R: &R))
        #expect(c.map(\.bitPattern) == plain.c.map(\.bitPattern), "c for \(n) × \(q), \(pass)")
        #expect(Q.storage.map(\.bitPattern) == plain.Q.map(\.bitPattern), "Q for \(n) × \(q), \(pass)")
        #expect(R.storage.map(\.bitPattern) == plain.R.map(\.bitPattern), "R for \(n) × \(q), \(pass)")
      }
    }
    // A repeated column is refused by both.
    let repeated = (0..<50).flatMap { i in [Double(i), 2 * Double(i)] }
    let y = (0..<50).map(Double.init)
    var Q = Matrix(rows: 0, columns: 0)
    var R = Matrix(rows: 0, columns: 0)
    #expect(Self.textbookLeastSquares(repeated, 50, 2, y) == nil)
    #expect(GramSchmidt.leastSquares(Matrix(rows: 50, columns: 2, storage: repeated), y, Q: &Q, R: &R) == nil)
  }

  @Test("Variable projection's JᵀJ is the product of the Jacobian written out here, bit for bit")
  func normalMatrixIsTheWrittenOutProduct() throws {
    // A damped cosine over 3000 samples (six row blocks), fitted from a
    // start near the truth.
    let n = 3000
    let t = (0..<n).map { Double($0) / 1000 }
    var random = SeededRandom(seed: 4)
    let y = t.map { -2 * exp(-1.5 * $0) * cos(9 * $0) + 2 + 0.01 * random.gauss() }
    let problem = DampedFitter.problem(t, y, .cosine, overshoot: true)
    let basis = problem.basis
    let r = try #require(VariableProjection.solve(problem, from: [1.4, 9.1]))
    // J = [(∂Φ/∂a)·c, (∂Φ/∂ω)·c, Φ₁, Φ₂] at the solution, row by row, with
    // the full ∂Φ/∂θ written out (its second column, ∂1/∂θ, is zero).
    var phi = [Double](repeating: 0, count: 2 * n)
    var dphi = [Double](repeating: 0, count: 2 * n)
    #expect(basis(r.theta, t, &phi, &dphi, true))
    let c = r.coefficients
    var product = [Double](repeating: 0, count: 16)
    for i in 0..<n {
      var row: [Double] = []
      for k in 0..<2 {
        let full = [dphi[k * n + i], 0]
        var s = 0.0
        for j in 0..<2 { s += full[j] * c[j] }
        row.append(s)
      }
      row += [phi[i * 2], phi[i * 2 + 1]]
      for a in 0..<4 { for b in a..<4 { product[a * 4 + b] += row[a] * row[b] } }
    }
    #expect(r.normalMatrix.map(\.bitPattern) == product.map(\.bitPattern))
  }

  @Test("The settled level is the sorted tail's median, and the largest deviation the mapped maximum")
  func settledLevelIsTheSortedMedian() {
    var random = SeededRandom(seed: 10)
    for size in Array(1...120) + [999, 1000, 1001, 25_000] {
      for spread in [3.0, 1e6] {
        // Few distinct values (many ties) and many.
        let half = spread / 2
        let y: [Double] = (0..<size).map { (_: Int) -> Double in random.uniform(0...spread).rounded() - half }
        let tail = y.suffix(Swift.max(1, y.count / 10)).sorted()
        #expect(SettledLevel.of(y) == tail[tail.count / 2], "\(size) samples, spread \(spread)")
        let level = random.uniform(-spread...spread)
        let deviations: [Double] = y.map { (v: Double) -> Double in Swift.abs(v - level) }
        #expect(SettledLevel.largestDeviation(y, from: level) == deviations.max())
      }
    }
    // Sorted, reversed and constant records.
    let ramp: [Double] = (0..<500).map { Double($0) }
    let records: [[Double]] = [ramp, ramp.reversed(), [Double](repeating: 7, count: 300)]
    for y in records {
      let tail = y.suffix(y.count / 10).sorted()
      #expect(SettledLevel.of(y) == tail[tail.count / 2])
    }
    #expect(SettledLevel.largestDeviation([], from: 1) == 0)
  }

  @Test("Fit statistics from a curve sampled 1024 at a time are those from the array of its values, bit for bit")
  func chunkedStatistics() {
    var rng = SeededRandom(seed: 44)
    let spring = Spring(mass: 1, stiffness: 150, damping: 4, initialVelocity: 2, from: 0, to: 1)
    let t = (0..<3001).map { Double($0) / 1500 }
    let y = t.map { spring.value(at: $0) + rng.uniform(-0.01...0.01) }
    let chunked = FitStatistics.evaluate(y, parameterCount: 5, curve: spring, at: t)
    let whole = FitStatistics.evaluate(y, t.map { spring.value(at: $0) }, parameterCount: 5)
    #expect(chunked.sse.bitPattern == whole.sse.bitPattern && chunked.maxError.bitPattern == whole.maxError.bitPattern)
    #expect(chunked.r2.bitPattern == whole.r2.bitPattern && chunked.bic.bitPattern == whole.bic.bitPattern)
  }
}
