// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A nonnegative integer of any size, for writing a double's exact decimal
/// expansion (``DecimalDigits/exact(_:)``): at most 2¹⁰²⁴ or 2⁵³·5¹⁰⁷⁴,
/// some 2,500 bits. Little-endian 32-bit limbs.
struct WideInteger {
  private(set) var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  private mutating func trim() {
    while let last = limbs.last, last == 0 { limbs.removeLast() }
  }

  /// self × `factor`.
  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let p = UInt64(limbs[i]) * UInt64(factor) + carry
      limbs[i] = UInt32(truncatingIfNeeded: p)
      carry = p >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  /// self × 5^k: by 5¹³ (the largest power of 5 below 2³²) at a time.
  mutating func multiply(byPowerOfFive k: Int) {
    var k = k
    while k >= 13 {
      multiply(by: 1_220_703_125)
      k -= 13
    }
    var rest: UInt32 = 1
    for _ in 0..<k { rest *= 5 }
    multiply(by: rest)
  }

  /// self × 2^k.
  mutating func shiftLeft(_ k: Int) {
    let words = k / 32
    let bits = UInt32(k % 32)
    if bits > 0 {
      var carry: UInt32 = 0
      for i in limbs.indices {
        let v = limbs[i]
        limbs[i] = (v << bits) | carry
        carry = v >> (32 - bits)
      }
      if carry > 0 { limbs.append(carry) }
    }
    limbs.insert(contentsOf: repeatElement(0, count: words), at: 0)
  }

  /// self ÷ `divisor`, returning the remainder.
  private mutating func divide(by divisor: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for i in limbs.indices.reversed() {
      let v = remainder << 32 | UInt64(limbs[i])
      limbs[i] = UInt32(v / UInt64(divisor))
      remainder = v % UInt64(divisor)
    }
    trim()
    return UInt32(remainder)
  }

  /// The decimal digits, ASCII, most significant first ("0" for zero).
  func decimal() -> [UInt8] {
    var n = self
    var chunks: [UInt32] = []
    while !n.limbs.isEmpty { chunks.append(n.divide(by: 1_000_000_000)) }
    guard let top = chunks.last else { return [UInt8(ascii: "0")] }
    var out = Array(String(top).utf8)
    for chunk in chunks.dropLast().reversed() {
      let text = Array(String(chunk).utf8)
      out += repeatElement(UInt8(ascii: "0"), count: 9 - text.count)
      out += text
    }
    return out
  }
}
