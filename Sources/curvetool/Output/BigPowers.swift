// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The power-of-five multipliers of ``ShortestDecimal``, computed exactly
/// with arbitrary-precision integers (32-bit limbs) on first use:
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
    var five: [UInt32] = [1]
    var power: [(UInt64, UInt64)] = []
    var inverse: [(UInt64, UInt64)] = []
    // X_i = ⌊2^E / 5^i⌋, divided by 5 at each step (floor divisions
    // compose); 5^341 has 793 bits, so E = 1024 keeps every quotient wide.
    let e = 1024
    var quotient = [UInt32](repeating: 0, count: e / 32 + 1)
    quotient[e / 32] = 1
    for i in 0..<342 {
      let bits = Self.bitLength(five)
      if i < 326 {
        power.append(Self.low128(Self.shift(five, by: Self.powerBits - bits)))
      }
      // ⌊2^(bits − 1 + 125) / 5^i⌋ + 1 = ⌊X_i / 2^(E − bits + 1 − 125)⌋ + 1.
      var q = Self.shift(quotient, by: bits - 1 + Self.inverseBits - e)
      Self.addOne(&q)
      inverse.append(Self.low128(q))
      Self.multiply(&five, by: 5)
      Self.divide(&quotient, by: 5)
    }
    self.power = power
    self.inverse = inverse
  }

  static func bitLength(_ x: [UInt32]) -> Int {
    guard let top = x.last(where: { $0 != 0 }), let index = x.lastIndex(where: { $0 != 0 }) else { return 0 }
    return index * 32 + (32 - top.leadingZeroBitCount)
  }

  static func multiply(_ x: inout [UInt32], by m: UInt32) {
    var carry: UInt64 = 0
    for k in x.indices {
      let p = UInt64(x[k]) * UInt64(m) + carry
      x[k] = UInt32(truncatingIfNeeded: p)
      carry = p >> 32
    }
    if carry > 0 { x.append(UInt32(carry)) }
  }

  static func addOne(_ x: inout [UInt32]) {
    for k in x.indices {
      x[k] &+= 1
      if x[k] != 0 { return }
    }
    x.append(1)
  }

  /// x·2^s (s ≥ 0) or ⌊x / 2^−s⌋ (s < 0).
  static func shift(_ x: [UInt32], by s: Int) -> [UInt32] {
    if s >= 0 {
      var out = [UInt32](repeating: 0, count: s / 32) + x + [0]
      let bitsShift = s % 32
      if bitsShift > 0 {
        var carry: UInt32 = 0
        for k in (s / 32)..<out.count {
          let v = out[k]
          out[k] = (v << UInt32(bitsShift)) | carry
          carry = v >> UInt32(32 - bitsShift)
        }
      }
      return out
    }
    let words = -s / 32
    let bitsShift = -s % 32
    guard words < x.count else { return [0] }
    var out = Array(x[words...])
    if bitsShift > 0 {
      for k in out.indices {
        let next = k + 1 < out.count ? out[k + 1] : 0
        out[k] = (out[k] >> UInt32(bitsShift)) | (next << UInt32(32 - bitsShift))
      }
    }
    return out
  }

  /// x ← ⌊x / d⌋ for a one-limb divisor d > 0.
  static func divide(_ x: inout [UInt32], by d: UInt32) {
    var remainder: UInt64 = 0
    for k in stride(from: x.count - 1, through: 0, by: -1) {
      let current = remainder << 32 | UInt64(x[k])
      x[k] = UInt32(current / UInt64(d))
      remainder = current % UInt64(d)
    }
  }

  /// The low 128 bits as (low, high) 64-bit words.
  static func low128(_ x: [UInt32]) -> (UInt64, UInt64) {
    func word(_ k: Int) -> UInt64 { k < x.count ? UInt64(x[k]) : 0 }
    return (word(0) | word(1) << 32, word(2) | word(3) << 32)
  }
}
