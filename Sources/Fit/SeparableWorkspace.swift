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
/// across its evaluations: Φ, ∂Φ/∂θ, Q and R of Φ, and c, at the last θ
/// evaluated.
final class SeparableWorkspace: @unchecked Sendable {
  let problem: SeparableProblem
  let layout: DerivativeLayout
  var phi: [Double]
  var dphi: [Double]
  var Q = Matrix(rows: 0, columns: 0)
  var R = Matrix(rows: 0, columns: 0)
  var c: [Double] = []
  /// The θ that phi, dphi, Q, R and c belong to (empty: none).
  var theta: [Double] = []
  /// Whether dphi holds ∂Φ/∂θ at θ yet (a problem with
  /// ``SeparableProblem/derivatives`` makes it only when it is needed).
  var derivativesReady = false

  init(_ problem: SeparableProblem) {
    self.problem = problem
    layout = DerivativeLayout(problem)
    phi = LargeBuffer.zeros(layout.n * layout.q)
    dphi = LargeBuffer.zeros(layout.count)
    Q = Matrix(rows: layout.n, columns: layout.q, storage: LargeBuffer.zeros(layout.n * layout.q))
  }

  /// Φ, Q, R and c at θ, and ∂Φ/∂θ unless the problem makes it apart,
  /// unless they are already there; `false` outside the basis's domain or
  /// when Φ is rank-deficient (nothing is then held).
  func evaluate(at theta: [Double]) -> Bool {
    if self.theta == theta { return true }
    self.theta = []
    derivativesReady = problem.derivatives == nil
    guard problem.basis(theta, problem.t, &phi, &dphi, derivativesReady),
      let c = GramSchmidt.leastSquares(Matrix(rows: layout.n, columns: layout.q, storage: phi), problem.y, Q: &Q, R: &R)
    else { return false }
    self.c = c
    self.theta = theta
    return true
  }

  /// ∂Φ/∂θ at the workspace's θ, made now if the problem makes it apart.
  func finishDerivatives() {
    guard !derivativesReady, let derivatives = problem.derivatives else { return }
    derivatives(theta, problem.t, phi, &dphi)
    derivativesReady = true
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
