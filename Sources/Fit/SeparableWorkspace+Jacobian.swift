// This file is part of curvetool. SPDX-License-Identifier: MIT

extension SeparableWorkspace {
  /// The residuals and Kaufman's Jacobian (n × p, row-major) at the
  /// workspace's θ: column k is vₖ = (∂Φ/∂θₖ)·c made orthogonal to Φ,
  /// vₖ − Q·(Qᵀvₖ), one column of Q at a time (modified Gram–Schmidt),
  /// worked in place in J. The rows are walked in blocks (``RowBlocks``):
  /// the pass that makes the residuals also makes every vₖ and its first
  /// dot product, and each later pass also sums the next dot products on
  /// the entries it has just made, so every value takes the same
  /// operations, in the same order, as in one pass per column and product.
  ///
  /// The p columns go two at a time, each with its own update and its own
  /// sum, so two columns' sums run side by side instead of one after
  /// another and each rounds as the scalar loop does (KaufmanJacobianTests
  /// writes that loop out).
  ///
  /// A problem that makes V = (∂Φ/∂θ)·c itself writes it into J first, and
  /// the first pass reads vₖ there instead of summing it.
  func residuals(into r: inout [Double], jacobian J: inout [Double]) -> Bool {
    let made = madeProducts(rows: 0..<r.count, into: &J)
    let q = c.count
    let p = layout.p
    let y = problem.y
    let n = r.count
    let layout = layout
    let picked = layout.columns.map { c[$0] }
    var finite = true
    var dots = [Double](repeating: 0, count: p)
    var next = dots
    y.withUnsafeBufferPointer { y in phi.withUnsafeBufferPointer { phi in
      dphi.withUnsafeBufferPointer { dphi in
        picked.withUnsafeBufferPointer { picked in
          Q.storage.withUnsafeBufferPointer { Q in
            c.withUnsafeBufferPointer { c in
              r.withUnsafeMutableBufferPointer { r in
                J.withUnsafeMutableBufferPointer { J in
                  /// vₖ (and vₖ₊₁ with `pair`) over `rows` and their dot
                  /// products with Q's column 0.
                  @inline(__always) func make(_ rows: Range<Int>, _ k: Int, pair: Bool) {
                    let (w0, o0, s0) = (layout.widths[k], layout.offsets[k], layout.starts[k])
                    let (w1, o1, s1) = pair ? (layout.widths[k + 1], layout.offsets[k + 1], layout.starts[k + 1]) : (0, 0, 0)
                    var (d0, d1) = (dots[k], pair ? dots[k + 1] : 0)
                    for i in rows {
                      if !made { J[i * p + k] = Self.product(dphi, picked, base: o0 + i * w0, width: w0, start: s0) }
                      d0 += Q[i * q] * J[i * p + k]
                      if pair {
                        if !made { J[i * p + k + 1] = Self.product(dphi, picked, base: o1 + i * w1, width: w1, start: s1) }
                        d1 += Q[i * q] * J[i * p + k + 1]
                      }
                    }
                    dots[k] = d0
                    if pair { dots[k + 1] = d1 }
                  }
                  /// vₖ (and vₖ₊₁) minus its dot product times Q's column
                  /// j over `rows`, and, unless j is the last, the next dot
                  /// products, with column j + 1.
                  @inline(__always) func update(_ rows: Range<Int>, _ j: Int, _ k: Int, pair: Bool, last: Bool) {
                    let (a0, a1) = (dots[k], pair ? dots[k + 1] : 0)
                    var (s0, s1) = (next[k], pair ? next[k + 1] : 0)
                    for i in rows {
                      J[i * p + k] -= a0 * Q[i * q + j]
                      if !last { s0 += Q[i * q + j + 1] * J[i * p + k] }
                      if pair {
                        J[i * p + k + 1] -= a1 * Q[i * q + j]
                        if !last { s1 += Q[i * q + j + 1] * J[i * p + k + 1] }
                      }
                    }
                    next[k] = s0
                    if pair { next[k + 1] = s1 }
                  }
                  RowBlocks.forEach(0..<n) { rows in
                    for i in rows {
                      var f = 0.0
                      for j in 0..<q { f += phi[i * q + j] * c[j] }
                      r[i] = f - y[i]
                      if !r[i].isFinite { finite = false }
                    }
                    for k in stride(from: 0, to: p, by: 2) {
                      if k + 1 < p { make(rows, k, pair: true) } else { make(rows, k, pair: false) }
                    }
                  }
                  for j in 0..<q {
                    let last = j + 1 == q
                    for k in 0..<p { next[k] = 0 }
                    RowBlocks.forEach(0..<n) { rows in
                      for k in stride(from: 0, to: p, by: 2) {
                        switch (k + 1 < p, last) {
                        case (true, false): update(rows, j, k, pair: true, last: false)
                        case (true, true): update(rows, j, k, pair: true, last: true)
                        case (false, false): update(rows, j, k, pair: false, last: false)
                        case (false, true): update(rows, j, k, pair: false, last: true)
                        }
                      }
                    }
                    dots = next
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
