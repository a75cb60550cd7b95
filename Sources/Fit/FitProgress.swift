// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Where a running fit reports its iterations, for progress on a terminal.
///
/// `FitProgress.reporting(handler) { … }` installs `handler` for the
/// duration of the body; ``LevenbergMarquardt`` calls it once per iteration
/// with the iteration, the sum of squares and the number of samples.
/// Without a handler (the default) nothing is reported. The handler is
/// bound to the calling thread, so fits run at the same time on other
/// threads, as parallel tests run them, report to their own handler or to
/// none; the candidates ``ModelSelection`` fits side by side report to none
/// (``ThreadBinding``).
public enum FitProgress {
  /// One iteration of a solver.
  public struct Step: Sendable, Hashable {
    /// 1-based iteration of the current solve.
    public var iteration: Int
    /// Σ rᵢ² before the iteration, in value units squared.
    public var sumOfSquares: Double
    /// How many samples the solve runs on.
    public var samples: Int
  }

  public typealias Handler = @Sendable (Step) -> Void

  private static let binding = ThreadBinding<Handler>(key: "curvetool.FitProgress.handler")

  /// The handler installed on this thread, if any.
  static var handler: Handler? { binding.current }

  /// Runs `body` with `handler` installed (none when `nil`: the body then
  /// reports to whatever handler is installed around it).
  public static func reporting<R, E: Error>(_ handler: Handler?, _ body: () throws(E) -> R) throws(E) -> R {
    guard let handler else { return try body() }
    return try bound(handler, body)
  }

  /// Runs `body` with `handler` installed on this thread, `nil` included
  /// (reporting to none), then restores what was there.
  static func bound<R, E: Error>(_ handler: Handler?, _ body: () throws(E) -> R) throws(E) -> R {
    try binding.bound(handler, body)
  }
}
