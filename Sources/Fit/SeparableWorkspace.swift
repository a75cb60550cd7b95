// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Where ∂Φ/∂θₖ sits in the buffer a ``SeparableProblem``'s basis fills:
/// block k holds n × wₖ entries, row-major, for the wₖ columns of Φ that
/// depend on θₖ (every column when the problem lists none).
struct DerivativeLayout: Hashable, Sendable {
  /// Samples n, nonlinear parameters p, linear coefficients q.
  let n: Int
  let p: Int
  let q: Int
  /// wₖ for each k.
  let widths: [Int]
  /// Where block k starts in the buffer.
  let offsets: [Int]
  /// The columns of every block, one list after another (increasing within
  /// a block), and where block k's list starts.
  let columns: [Int]
  let starts: [Int]

  init(_ problem: SeparableProblem) {
    n = problem.y.count
    p = problem.nonlinearCount
    q = problem.linearCount
    let lists = problem.derivativeColumns ?? [[Int]](repeating: Array(0..<problem.linearCount), count: problem.nonlinearCount)
    widths = lists.map(\.count)
    var offsets: [Int] = []
    var starts: [Int] = []
    var offset = 0
    var start = 0
    for list in lists {
      offsets.append(offset)
      starts.append(start)
      offset += n * list.count
      start += list.count
    }
    self.offsets = offsets
    self.starts = starts
    columns = lists.flatMap { $0 }
  }

  /// Entries of the derivative buffer.
  var count: Int { n * widths.reduce(0, +) }
}

/// The buffers of one variable-projection solve of `problem`, reused
/// across its evaluations: Φ, ∂Φ/∂θ (or the scratch a problem with
/// ``SeparableProblem/derivativeProducts`` keeps instead), Q and R of Φ,
/// and c, at the last θ evaluated.
final class SeparableWorkspace: @unchecked Sendable {
  let problem: SeparableProblem
  let layout: DerivativeLayout
  var phi: [Double]
  /// ∂Φ/∂θ in ``DerivativeLayout``, or n × scratchPerRow scratch.
  var dphi: [Double]
  var Q = Matrix(rows: 0, columns: 0)
  var R = Matrix(rows: 0, columns: 0)
  var c: [Double] = []
  /// The θ that phi, dphi, Q, R and c belong to (empty: none).
  var theta: [Double] = []
  /// Whether the problem makes V = (∂Φ/∂θ)·c itself, so that dphi holds
  /// its scratch and never ∂Φ/∂θ.
  var productsApart: Bool { problem.derivativeProducts != nil }

  init(_ problem: SeparableProblem) {
    self.problem = problem
    layout = DerivativeLayout(problem)
    phi = LargeBuffer.zeros(layout.n * layout.q)
    dphi = LargeBuffer.zeros(problem.derivativeProducts == nil ? layout.count : layout.n * problem.scratchPerRow)
    Q = Matrix(rows: layout.n, columns: layout.q, storage: LargeBuffer.zeros(layout.n * layout.q))
  }

  /// Φ, Q, R and c at θ, and ∂Φ/∂θ unless the problem makes V apart,
  /// unless they are already there; `false` outside the basis's domain or
  /// when Φ is rank-deficient (nothing is then held).
  func evaluate(at theta: [Double]) -> Bool {
    if self.theta == theta { return true }
    self.theta = []
    guard problem.basis(theta, problem.t, &phi, &dphi, !productsApart),
      let c = GramSchmidt.leastSquares(Matrix(rows: layout.n, columns: layout.q, storage: phi), problem.y, Q: &Q, R: &R)
    else { return false }
    self.c = c
    self.theta = theta
    return true
  }

  /// The rows `rows` of V = (∂Φ/∂θ)·c at the workspace's θ (row i at
  /// (i − rows.lowerBound)·p) from the problem, when it makes V apart;
  /// `false` (v untouched) when it does not and V is to be summed from
  /// ∂Φ/∂θ (``product``).
  func madeProducts(rows: Range<Int>, into v: inout [Double]) -> Bool {
    guard let derivativeProducts = problem.derivativeProducts else { return false }
    derivativeProducts(theta, problem.t, phi, dphi, c, rows, &v)
    return true
  }

  /// r = Φ·c − y at the workspace's θ; whether every rᵢ is finite.
  func residuals(into r: inout [Double]) -> Bool {
    let q = c.count
    let y = problem.y
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

  /// ((∂Φ/∂θₖ)·c)ᵢ: Σⱼ ∂Φᵢⱼ/∂θₖ·cⱼ over the columns j that depend on θₖ, in
  /// increasing j, from zero. A column left out holds zeros, and
  /// s + 0·cⱼ = s for a finite cⱼ and an s that is not −0 (a sum from +0
  /// never is), so leaving it out changes no bit.
  @inline(__always)
  static func product(
    _ dphi: UnsafeBufferPointer<Double>, _ picked: UnsafeBufferPointer<Double>, base: Int, width: Int, start: Int
  ) -> Double {
    var s = 0.0
    for l in 0..<width { s += dphi[base + l] * picked[start + l] }
    return s
  }
}
