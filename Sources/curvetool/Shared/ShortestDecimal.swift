// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The shortest decimal that reads back to a given `Double`, and of those
/// the closest to it (ties to an even last digit): the digits Swift's
/// `description` prints, found without making a `String`.
///
/// The algorithm is Ryū (Ulf Adams, "Ryū: fast float-to-string
/// conversion", PLDI 2018; github.com/ulfjack/ryu, `d2s.c`): the interval
/// of decimals that round to the value is scaled by a 125-bit power of five,
/// then digits are removed while the interval still separates them. The two
/// power-of-five tables (326 and 342 entries) are computed once, on first
/// use, with exact integer arithmetic (``BigPowers``).
struct ShortestDecimal: Sendable, Hashable {
  /// The decimal digits as an integer, without trailing zeros beyond what
  /// the shortest form needs.
  var digits: UInt64
  /// The power of ten: the value is `digits`·10^`exponent`.
  var exponent: Int

  /// The shortest decimal of a finite, non-zero magnitude (the sign is the
  /// caller's).
  init(_ x: Double) {
    let bits = x.bitPattern
    let ieeeMantissa = bits & ((1 << 52) - 1)
    let ieeeExponent = Int((bits >> 52) & 0x7FF)
    let e2: Int
    let m2: UInt64
    if ieeeExponent == 0 {
      e2 = 1 - 1023 - 52 - 2
      m2 = ieeeMantissa
    } else {
      e2 = ieeeExponent - 1023 - 52 - 2
      m2 = (1 << 52) | ieeeMantissa
    }
    let acceptBounds = m2 & 1 == 0
    let mv = 4 * m2
    let mmShift: UInt64 = ieeeMantissa != 0 || ieeeExponent <= 1 ? 1 : 0
    var vr: UInt64
    var vp: UInt64
    var vm: UInt64
    var e10: Int
    var vmIsTrailingZeros = false
    var vrIsTrailingZeros = false
    let tables = BigPowers.shared
    if e2 >= 0 {
      let q = Self.log10Pow2(e2) - (e2 > 3 ? 1 : 0)
      e10 = q
      let k = BigPowers.inverseBits + Self.pow5bits(q) - 1
      let i = -e2 + q + k
      let mul = tables.inverse[q]
      vr = Self.mulShift(4 * m2, mul, i)
      vp = Self.mulShift(4 * m2 + 2, mul, i)
      vm = Self.mulShift(4 * m2 - 1 - mmShift, mul, i)
      if q <= 21 {
        if mv % 5 == 0 {
          vrIsTrailingZeros = Self.multipleOfPowerOf5(mv, q)
        } else if acceptBounds {
          vmIsTrailingZeros = Self.multipleOfPowerOf5(mv - 1 - mmShift, q)
        } else if Self.multipleOfPowerOf5(mv + 2, q) {
          vp -= 1
        }
      }
    } else {
      let q = Self.log10Pow5(-e2) - (-e2 > 1 ? 1 : 0)
      e10 = q + e2
      let i = -e2 - q
      let k = Self.pow5bits(i) - BigPowers.powerBits
      let j = q - k
      let mul = tables.power[i]
      vr = Self.mulShift(4 * m2, mul, j)
      vp = Self.mulShift(4 * m2 + 2, mul, j)
      vm = Self.mulShift(4 * m2 - 1 - mmShift, mul, j)
      if q <= 1 {
        vrIsTrailingZeros = true
        if acceptBounds { vmIsTrailingZeros = mmShift == 1 } else { vp -= 1 }
      } else if q < 63 {
        vrIsTrailingZeros = mv & ((1 << UInt64(q)) - 1) == 0
      }
    }
    var removed = 0
    var lastRemovedDigit: UInt64 = 0
    let output: UInt64
    if vmIsTrailingZeros || vrIsTrailingZeros {
      while vp / 10 > vm / 10 {
        vmIsTrailingZeros = vmIsTrailingZeros && vm % 10 == 0
        vrIsTrailingZeros = vrIsTrailingZeros && lastRemovedDigit == 0
        lastRemovedDigit = vr % 10
        vr /= 10
        vp /= 10
        vm /= 10
        removed += 1
      }
      if vmIsTrailingZeros {
        while vm % 10 == 0 {
          vrIsTrailingZeros = vrIsTrailingZeros && lastRemovedDigit == 0
          lastRemovedDigit = vr % 10
          vr /= 10
          vp /= 10
          vm /= 10
          removed += 1
        }
      }
      if vrIsTrailingZeros, lastRemovedDigit == 5, vr % 2 == 0 { lastRemovedDigit = 4 }
      output = vr + ((vr == vm && (!acceptBounds || !vmIsTrailingZeros)) || lastRemovedDigit >= 5 ? 1 : 0)
    } else {
      var roundUp = false
      if vp / 100 > vm / 100 {
        roundUp = vr % 100 >= 50
        vr /= 100
        vp /= 100
        vm /= 100
        removed += 2
      }
      while vp / 10 > vm / 10 {
        roundUp = vr % 10 >= 5
        vr /= 10
        vp /= 10
        vm /= 10
        removed += 1
      }
      output = vr + (vr == vm || roundUp ? 1 : 0)
    }
    digits = output
    exponent = e10 + removed
  }

  /// ⌈log₂ 5^e⌉ (the bits of 5^e), 0 ≤ e ≤ 3528.
  @inline(__always) static func pow5bits(_ e: Int) -> Int { ((e * 1_217_359) >> 19) + 1 }
  /// ⌊log₁₀ 2^e⌋, 0 ≤ e ≤ 1650.
  @inline(__always) static func log10Pow2(_ e: Int) -> Int { (e * 78913) >> 18 }
  /// ⌊log₁₀ 5^e⌋, 0 ≤ e ≤ 2620.
  @inline(__always) static func log10Pow5(_ e: Int) -> Int { (e * 732_923) >> 20 }

  static func multipleOfPowerOf5(_ value: UInt64, _ p: Int) -> Bool {
    var v = value
    var count = 0
    while v > 0, v % 5 == 0 {
      v /= 5
      count += 1
    }
    return count >= p
  }

  /// (m · mul) >> j for a 128-bit `mul` (low, high) and j ≥ 64.
  @inline(__always)
  static func mulShift(_ m: UInt64, _ mul: (UInt64, UInt64), _ j: Int) -> UInt64 {
    let b0 = m.multipliedFullWidth(by: mul.0)
    let b2 = m.multipliedFullWidth(by: mul.1)
    // (b0 >> 64) + b2, a 128-bit sum, then >> (j − 64).
    let (low, carry) = b2.low.addingReportingOverflow(b0.high)
    let high = b2.high &+ (carry ? 1 : 0)
    let shift = j - 64
    if shift == 0 { return low }
    if shift >= 64 { return high >> UInt64(shift - 64) }
    return (high << UInt64(64 - shift)) | (low >> UInt64(shift))
  }
}
