// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A nonnegative integer of any size, little-endian 32-bit limbs: the one
/// arbitrary-precision integer of the package. It writes a double's exact
/// decimal expansion (``DecimalDigits/exact(_:)``: at most 2¹⁰²⁴ or
/// 2⁵³·5¹⁰⁷⁴, some 2,500 bits) and builds the power-of-five tables of the
/// number readers and writers (`PowersOfTen`, `BigPowers`: 5^q and 2^E/5^q
/// scaled to 128 bits).
public struct WideInteger: Hashable, Sendable {
  /// Least significant first, no zero limbs at the top (zero has none).
  public private(set) var limbs: [UInt32]

  public init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  private mutating func trim() {
    while let last = limbs.last, last == 0 { limbs.removeLast() }
  }

  /// The number of bits, 0 for zero.
  public var bitLength: Int {
    guard let top = limbs.last else { return 0 }
    return limbs.count * 32 - top.leadingZeroBitCount
  }

  /// The low 128 bits, as two 64-bit words.
  public var low128: (low: UInt64, high: UInt64) {
    func word(_ k: Int) -> UInt64 { k < limbs.count ? UInt64(limbs[k]) : 0 }
    return (word(0) | word(1) << 32, word(2) | word(3) << 32)
  }

  /// self × `factor`.
  public mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let p = UInt64(limbs[i]) * UInt64(factor) + carry
      limbs[i] = UInt32(truncatingIfNeeded: p)
      carry = p >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
    trim()
  }

  /// self × 5^k: by 5¹³ (the largest power of 5 below 2³²) at a time.
  public mutating func multiply(byPowerOfFive k: Int) {
    var k = k
    while k >= 13 {
      multiply(by: 1_220_703_125)
      k -= 13
    }
    var rest: UInt32 = 1
    for _ in 0..<k { rest *= 5 }
    multiply(by: rest)
  }

  /// self + 1.
  public mutating func addOne() {
    for i in limbs.indices {
      limbs[i] &+= 1
      if limbs[i] != 0 { return }
    }
    limbs.append(1)
  }

  /// self × 2^s for s ≥ 0, ⌊self / 2^−s⌋ for s < 0.
  public func shifted(by s: Int) -> WideInteger {
    var out = self
    if s >= 0 {
      let bits = UInt32(s % 32)
      if bits > 0 {
        var carry: UInt32 = 0
        for i in out.limbs.indices {
          let v = out.limbs[i]
          out.limbs[i] = (v << bits) | carry
          carry = v >> (32 - bits)
        }
        if carry > 0 { out.limbs.append(carry) }
      }
      if !out.limbs.isEmpty { out.limbs.insert(contentsOf: repeatElement(0, count: s / 32), at: 0) }
      return out
    }
    let words = -s / 32
    let bits = UInt32(-s % 32)
    guard words < out.limbs.count else { return WideInteger(0) }
    out.limbs.removeFirst(words)
    if bits > 0 {
      for i in out.limbs.indices {
        let next = i + 1 < out.limbs.count ? out.limbs[i + 1] : 0
        out.limbs[i] = (out.limbs[i] >> bits) | (next << (32 - bits))
      }
    }
    out.trim()
    return out
  }

  /// self ← ⌊self / `divisor`⌋ (divisor > 0); the remainder.
  @discardableResult
  public mutating func divide(by divisor: UInt32) -> UInt32 {
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
  public func decimal() -> [UInt8] {
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
