// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A stage of a loop diagnosis, for a progress line: the caller decides
/// whether and how to show it (``LoopDiagnosis/run(_:progress:)``).
public enum LoopProgress: Sendable, Hashable {
  /// Simulating timeline `timeline` (1-based) of `of`.
  case simulating(timeline: Int, of: Int)
  /// `done` of `of` timelines' extremes measured.
  case measuring(done: Int, of: Int)
  /// Running the findings over `timelines` timelines.
  case diagnosing(timelines: Int)
}
