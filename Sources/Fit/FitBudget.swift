// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The most Levenberg–Marquardt iterations a solve may take on this thread,
/// below ``LevenbergMarquardtOptions/maximumIterations``: how
/// ``ModelSelection`` bounds the time of the candidates it only ranks.
///
/// Levenberg–Marquardt accepts a step only when it lowers the sum of
/// squares, so a solve stopped by the budget stands at a sum of squares (and
/// a BIC) that more iterations could only lower: an upper bound on where it
/// would end (docs/fit.md §3).
enum FitBudget {
  /// The iterations each solve of a ranked candidate may take.
  static let rankingIterations = 25

  private static let binding = ThreadBinding<Int>(key: "curvetool.FitBudget.iterations")

  /// The budget bound on this thread; `nil` when none is (no limit but the
  /// solver's own).
  static var iterations: Int? { binding.current }

  /// Runs `body` with at most `iterations` per solve on this thread (no
  /// budget when `nil`), then restores what was there.
  static func bound<R, E: Error>(_ iterations: Int?, _ body: () throws(E) -> R) throws(E) -> R {
    try binding.bound(iterations, body)
  }
}
