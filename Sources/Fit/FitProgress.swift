// This file is part of curvetool. SPDX-License-Identifier: MIT

import Synchronization

/// Where a running fit reports its iterations, for progress on a terminal.
///
/// `FitProgress.reporting(handler) { … }` installs `handler` for the
/// duration of the body; ``LevenbergMarquardt`` calls it once per iteration
/// with the iteration, the sum of squares and the number of samples.
/// Without a handler (the default) nothing is reported. The handler is
/// process-wide: a command line runs one fit at a time.
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

  private static let current = Mutex<Handler?>(nil)

  /// The installed handler, if any.
  static var handler: Handler? { current.withLock { $0 } }

  /// Runs `body` with `handler` installed (none when `nil`), then restores
  /// the previous one.
  public static func reporting<R, E: Error>(_ handler: Handler?, _ body: () throws(E) -> R) throws(E) -> R {
    guard let handler else { return try body() }
    let previous = current.withLock { old in
      defer { old = handler }
      return old
    }
    defer { current.withLock { $0 = previous } }
    return try body()
  }
}
