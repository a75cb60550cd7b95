// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The bounds the loop simulation and its findings keep to, whatever the
/// model (docs/diagnose.md §5).
public enum LoopLimits {
  /// Timer fires simulated (fires × timelines over the horizon); a model
  /// that needs more is refused before it runs.
  public static let maximumFires = 1_000_000
  /// Entries of a long listing (timer fires, pairs of periods) kept before
  /// the rest is counted; reports list them, text and JSON alike.
  public static let listing = 100
}
