// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Rows walked a block at a time, so that several sums (or updates) over
/// the same rows of a tall matrix read each row from memory once rather
/// than once per column, while every sum still runs over the rows in order
/// with its own accumulator: a sum carried from block to block takes the
/// same operations, in the same order, as one pass per column. 512 rows of
/// a few columns stay in the first-level cache.
enum RowBlocks {
  /// Rows in a block.
  static let rows = 512

  /// Calls `body` with consecutive blocks covering `range`, in order.
  @inline(__always)
  static func forEach(_ range: Range<Int>, _ body: (Range<Int>) -> Void) {
    var lo = range.lowerBound
    while lo < range.upperBound {
      let hi = Swift.min(lo + rows, range.upperBound)
      body(lo..<hi)
      lo = hi
    }
  }
}
