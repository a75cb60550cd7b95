// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// SplitMix64: the one seeded generator every test target uses, so random
/// checks are reproducible from their seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  public var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// Log-uniform in [lo, hi], lo > 0.
  public mutating func logUniform(_ lo: Double, _ hi: Double) -> Double {
    exp(uniform(log(lo)...log(hi)))
  }

  /// A standard normal sample (Box–Muller).
  public mutating func gauss() -> Double {
    let u = uniform(1e-300...1)
    let v = uniform(0...1)
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }
}
