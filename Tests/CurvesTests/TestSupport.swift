// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// SplitMix64: a small seeded generator so random checks are reproducible.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// Log-uniform in [lo, hi], lo > 0.
  mutating func logUniform(_ lo: Double, _ hi: Double) -> Double {
    exp(uniform(log(lo)...log(hi)))
  }
}

/// |a − b| ≤ absolute + relative·max(|a|, |b|).
func close(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
  abs(a - b) <= absolute + relative * max(abs(a), abs(b))
}
