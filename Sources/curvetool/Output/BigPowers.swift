// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The power-of-five multipliers of ``ShortestDecimal``, computed exactly
/// with arbitrary-precision integers (32-bit limbs) on first use:
/// `power[i]` is 5^i scaled to 125 bits, ⌊5^i / 2^(bits(5^i) − 125)⌋, and
/// `inverse[q]` is ⌊2^(bits(5^q) − 1 + 125) / 5^q⌋ + 1.
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
    for i in 0..<342 {
      let bits = Self.bitLength(five)
      if i < 326 {
        power.append(Self.low128(Self.shift(five, by: Self.powerBits - bits)))
      }
      // ⌊2^(bits − 1 + 125) / 5^i⌋ + 1.
      var quotient = Self.divide(power2: bits - 1 + Self.inverseBits, by: five)
      Self.addOne(&quotient)
      inverse.append(Self.low128(quotient))
      Self.multiply(&five, by: 5)
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

  /// ⌊2^e / d⌋ by binary long division.
  static func divide(power2 e: Int, by d: [UInt32]) -> [UInt32] {
    let dBits = bitLength(d)
    guard e >= dBits - 1 else { return [0] }
    // remainder starts as the top dBits − 1 bits of 2^e, i.e. 2^(dBits − 1)
    // shifted in bit by bit.
    var quotient = [UInt32](repeating: 0, count: (e + 32) / 32 + 1)
    var remainder = [UInt32](repeating: 0, count: d.count + 1)
    for bit in stride(from: e, through: 0, by: -1) {
      // remainder = 2·remainder + (bit == e ? 1 : 0)
      var carry: UInt32 = bit == e ? 1 : 0
      for k in remainder.indices {
        let v = remainder[k]
        remainder[k] = (v << 1) | carry
        carry = v >> 31
      }
      if compare(remainder, d) >= 0 {
        subtract(&remainder, d)
        quotient[bit / 32] |= 1 << UInt32(bit % 32)
      }
    }
    return quotient
  }

  static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
    let n = Swift.max(a.count, b.count)
    for k in stride(from: n - 1, through: 0, by: -1) {
      let x = k < a.count ? a[k] : 0
      let y = k < b.count ? b[k] : 0
      if x != y { return x < y ? -1 : 1 }
    }
    return 0
  }

  static func subtract(_ a: inout [UInt32], _ b: [UInt32]) {
    var borrow: Int64 = 0
    for k in a.indices {
      var v = Int64(a[k]) - (k < b.count ? Int64(b[k]) : 0) - borrow
      borrow = 0
      if v < 0 {
        v += 1 << 32
        borrow = 1
      }
      a[k] = UInt32(v)
    }
  }

  /// The low 128 bits as (low, high) 64-bit words.
  static func low128(_ x: [UInt32]) -> (UInt64, UInt64) {
    func word(_ k: Int) -> UInt64 { k < x.count ? UInt64(x[k]) : 0 }
    return (word(0) | word(1) << 32, word(2) | word(3) << 32)
  }
}
