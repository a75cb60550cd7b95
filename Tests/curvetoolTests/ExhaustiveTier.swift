// This file is part of curvetool. SPDX-License-Identifier: MIT

import TestSupport
import Testing

extension Trait where Self == ConditionTrait {
  /// A test that runs in the exhaustive tier only (``TestTier``): it needs
  /// inputs of a budget's size, or is the full sweep of which the everyday
  /// tier runs a slice.
  static var exhaustiveTier: Self {
    .enabled(if: TestTier.exhaustive, "exhaustive tier: CURVETOOL_TESTS=exhaustive swift test (README, Development)")
  }
}
