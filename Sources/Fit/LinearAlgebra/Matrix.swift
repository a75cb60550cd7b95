// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A dense matrix of `Double`s, row-major: the one matrix type of the
/// linear-algebra layer under the solvers (docs/fit.md §3).
public struct Matrix: Hashable, Sendable {
  /// Number of rows.
  public let rows: Int
  /// Number of columns.
  public let columns: Int
  /// The entries, row after row: (i, j) is `storage[i * columns + j]`.
  public var storage: [Double]

  /// A rows × columns matrix of zeros.
  public init(rows: Int, columns: Int) {
    self.init(rows: rows, columns: columns, storage: [Double](repeating: 0, count: rows * columns))
  }

  /// A matrix over existing row-major entries (`storage.count == rows × columns`).
  public init(rows: Int, columns: Int, storage: [Double]) {
    precondition(storage.count == rows * columns, "Matrix storage does not match its shape")
    self.rows = rows
    self.columns = columns
    self.storage = storage
  }

  /// The matrix whose rows are `rows` (all of one length).
  public init(_ rows: [[Double]]) {
    self.init(rows: rows.count, columns: rows.first?.count ?? 0, storage: rows.flatMap { $0 })
  }

  /// Entry (i, j).
  public subscript(_ i: Int, _ j: Int) -> Double {
    get { storage[i * columns + j] }
    set { storage[i * columns + j] = newValue }
  }
}
