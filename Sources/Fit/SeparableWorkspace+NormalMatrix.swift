// This file is part of curvetool. SPDX-License-Identifier: MIT

extension SeparableWorkspace {
  /// JᵀJ, (p + q) × (p + q) with its upper triangle filled, for the
  /// Jacobian of the full model at the workspace's θ, [(∂Φ/∂θ)·c, Φ], made
  /// one row at a time and never stored: entry (a, b) = Σᵢ Jᵢₐ·Jᵢᵦ, summed
  /// over the rows in order from +0.
  ///
  /// The entries are summed four at a time, as the lanes of a `SIMD4`: each
  /// lane is one entry's own accumulator and takes the same multiply and add
  /// as a scalar sum would, so the bits are those of one sum per entry
  /// (PassOrderTests writes that loop out), with a quarter of the loop's
  /// bookkeeping.
  ///
  /// A problem that makes V = (∂Φ/∂θ)·c itself fills a buffer with it,
  /// one block of rows (``RowBlocks``) at a time, and the rows read vₖ
  /// there instead of summing it.
  func normalMatrix() -> [Double] {
    let apart = productsApart
    let n = layout.n
    let p = layout.p
    let q = layout.q
    let layout = layout
    let picked = layout.columns.map { c[$0] }
    let columns = p + q
    // The upper triangle's (a, b), four to a group; the last group's idle
    // lanes repeat (0, 0) and are never read back.
    let pairs = (0..<columns).flatMap { a in (a..<columns).map { (a, $0) } }
    let groups = (pairs.count + 3) / 4
    var first = [Int](repeating: 0, count: groups * 4)
    var second = first
    for (e, (a, b)) in pairs.enumerated() {
      first[e] = a
      second[e] = b
    }
    var sums = [SIMD4<Double>](repeating: .zero, count: groups)
    var row = [Double](repeating: 0, count: columns)
    var made = [Double](repeating: 0, count: apart ? RowBlocks.rows * p : 0)
    phi.withUnsafeBufferPointer { phi in
      dphi.withUnsafeBufferPointer { dphi in
        picked.withUnsafeBufferPointer { picked in
          first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
              sums.withUnsafeMutableBufferPointer { sums in
                row.withUnsafeMutableBufferPointer { row in
                  RowBlocks.forEach(0..<n) { rows in
                    if apart { _ = madeProducts(rows: rows, into: &made) }
                    made.withUnsafeBufferPointer { made in
                      for i in rows {
                        for k in 0..<p {
                          let width = layout.widths[k]
                          row[k] =
                            apart
                            ? made[(i - rows.lowerBound) * p + k]
                            : Self.product(dphi, picked, base: layout.offsets[k] + i * width, width: width, start: layout.starts[k])
                        }
                        for j in 0..<q { row[p + j] = phi[i * q + j] }
                        for g in 0..<groups {
                          let x = SIMD4(row[first[4 * g]], row[first[4 * g + 1]], row[first[4 * g + 2]], row[first[4 * g + 3]])
                          let y = SIMD4(
                            row[second[4 * g]], row[second[4 * g + 1]], row[second[4 * g + 2]], row[second[4 * g + 3]])
                          sums[g] += x * y
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
    var normal = [Double](repeating: 0, count: columns * columns)
    for (e, (a, b)) in pairs.enumerated() { normal[a * columns + b] = sums[e / 4][e % 4] }
    return normal
  }
}
