// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The power-of-five multipliers of ``ShortestDecimal``, computed exactly
/// with `WideInteger` on first use:
/// `power[i]` is 5^i scaled to 125 bits, ⌊5^i / 2^(bits(5^i) − 125)⌋, and
/// `inverse[q]` is ⌊2^(bits(5^q) − 1 + 125) / 5^q⌋ + 1. Building both
/// takes about a tenth of a millisecond: one multiplication and one short
/// division by 5 per entry.
final class BigPowers: Sendable {
  static let powerBits = 125
  static let inverseBits = 125
  static let shared = BigPowers()

  let power: [(UInt64, UInt64)]
  let inverse: [(UInt64, UInt64)]

  private init() {
    var five = WideInteger(1)
    var power: [(UInt64, UInt64)] = []
    var inverse: [(UInt64, UInt64)] = []
    // X_i = ⌊2^E / 5^i⌋, divided by 5 at each step (floor divisions
    // compose); 5^341 has 793 bits, so E = 1024 keeps every quotient wide.
    let e = 1024
    var quotient = WideInteger(1).shifted(by: e)
    for i in 0..<342 {
      let bits = five.bitLength
      if i < 326 {
        power.append(five.shifted(by: Self.powerBits - bits).low128)
      }
      // ⌊2^(bits − 1 + 125) / 5^i⌋ + 1 = ⌊X_i / 2^(E − bits + 1 − 125)⌋ + 1.
      var q = quotient.shifted(by: bits - 1 + Self.inverseBits - e)
      q.addOne()
      inverse.append(q.low128)
      five.multiply(by: 5)
      quotient.divide(by: 5)
    }
    self.power = power
    self.inverse = inverse
  }
}
