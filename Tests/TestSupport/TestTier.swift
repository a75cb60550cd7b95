// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The two tiers of the test suite (README, "Development"). `swift test` runs
/// the everyday tier: every test, the widest sweeps on a slice that still
/// reaches each branch, so the suite runs in minutes on a two-core
/// machine. `CURVETOOL_TESTS=exhaustive` adds the rest: every seed, width
/// and command of the sweeps, and the tests that need inputs of the budgets'
/// size (10⁷ rows, 16 MiB). `.ci/run` runs both tiers.
public enum TestTier {
  /// Whether this run is the exhaustive tier.
  public static let exhaustive = ProcessInfo.processInfo.environment["CURVETOOL_TESTS"] == "exhaustive"

  /// `all` in the exhaustive tier, else `everyday` (a slice of it).
  public static func cases<T>(_ everyday: [T], exhaustive all: [T]) -> [T] { exhaustive ? all : everyday }
}
