// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The decimal digits of a finite, nonzero double, rounded to a unit:
/// what C's `printf` prints for `%.Pg` and `%.Df`, made without the C
/// library (``NumberText``).
///
/// The value is 0.d₁d₂…dₙ × 10^(``point`` + 1), that is d₁ stands for
/// 10^point; ``digits`` has no leading or trailing zeros.
///
/// Rounding is to nearest, an exact tie to the even digit, as glibc rounds.
/// It starts from the shortest digits that read back to the double (Swift's
/// `description`, Steele–White/Ryū style): rounding them at a unit gives
/// the same digits as rounding the exact binary value, except when the
/// shortest digits end exactly on the half (…5 just below the unit), when
/// they do not reach the unit and another multiple of the unit lies within
/// an ulp of the double. Those cases, rare in reports,
/// expand the double exactly (m·2^e as an integer times a power of ten,
/// ``exact(_:)``) and round that. The text is `printf`'s, byte for byte,
/// tested against it (docs/performance.md §2).
public struct DecimalDigits: Hashable, Sendable {
  /// ASCII digits, the first and last nonzero; empty for zero.
  public var digits: [UInt8]
  /// The power of ten of the first digit.
  public var point: Int
  public var negative: Bool

  /// The shortest digits that read back to `x` (finite, nonzero).
  static func shortest(_ x: Double) -> DecimalDigits {
    var digits: [UInt8] = []
    digits.reserveCapacity(17)
    var beforePoint = 0
    var seenPoint = false
    var exponent = 0
    var exponentSign = 1
    var inExponent = false
    var text = x.magnitude.description
    text.withUTF8 { utf8 in
      for c in utf8 {
        switch c {
        case UInt8(ascii: "."): seenPoint = true
        case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
        case UInt8(ascii: "-") where inExponent: exponentSign = -1
        case UInt8(ascii: "+"): break
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          if inExponent {
            exponent = exponent * 10 + Int(c - UInt8(ascii: "0"))
          } else {
            digits.append(c)
            if !seenPoint { beforePoint += 1 }
          }
        default: break
        }
      }
    }
    // Leading zeros (0.00123) move the point; trailing ones are dropped.
    var leading = 0
    while leading < digits.count, digits[leading] == UInt8(ascii: "0") { leading += 1 }
    var end = digits.count
    while end > leading, digits[end - 1] == UInt8(ascii: "0") { end -= 1 }
    digits.removeSubrange(end...)
    digits.removeSubrange(..<leading)
    return DecimalDigits(digits: digits, point: beforePoint - 1 - leading + exponentSign * exponent, negative: x < 0)
  }

  /// Every digit of `x` (finite, nonzero): x = m·2^e is m·2^e or
  /// m·5^(−e)/10^(−e), an integer written out in base 10.
  static func exact(_ x: Double) -> DecimalDigits {
    let e = Int(x.exponentBitPattern) == 0 ? -1074 : Int(x.exponentBitPattern) - 1075
    let m = x.significandBitPattern | (x.exponentBitPattern == 0 ? 0 : 1 << 52)
    var n = WideInteger(m)
    if e >= 0 { n = n.shifted(by: e) } else { n.multiply(byPowerOfFive: -e) }
    let text = n.decimal()
    var end = text.count
    while end > 1, text[end - 1] == UInt8(ascii: "0") { end -= 1 }
    return DecimalDigits(digits: Array(text[..<end]), point: text.count - 1 + Swift.min(e, 0), negative: x < 0)
  }

  /// `x` rounded to a multiple of 10^unit, where `unit` is given by the
  /// power of ten of the value's first digit (for `%g`'s P significant
  /// digits, point − P + 1; for `%f`, the same for every point). Zero digits
  /// when it rounds to 0.
  public static func rounded(_ x: Double, unit: (_ point: Int) -> Int) -> DecimalDigits {
    let s = shortest(x)
    let u = unit(s.point)
    if s.point - s.digits.count + 1 >= u {
      // Nothing to drop: right when no other multiple of 10^u lies within
      // an ulp (10^u > ulp(x)). A power of ten may stand for a double just
      // below it, whose first digit is a place lower: its unit is checked.
      let powerOfTen = s.digits == [UInt8(ascii: "1")]
      if pow10(powerOfTen ? Swift.min(u, unit(s.point - 1)) : u) > x.ulp { return s }
    } else if let r = s.round(at: u, exactTail: false) {
      return r
    }
    let exact = exact(x)
    return exact.round(at: unit(exact.point), exactTail: true) ?? exact
  }

  /// These digits rounded at 10^u, to nearest with ties to even when the
  /// digits are exact; `nil` when they are not and the dropped digits are
  /// exactly a half (only the exact value can tell).
  func round(at u: Int, exactTail: Bool) -> DecimalDigits? {
    let keep = point - u + 1  // digits kept
    if keep >= digits.count { return self }
    var up: Bool
    if keep < 0 {
      up = false  // below half of the unit
    } else {
      let first = digits[keep]
      let rest = keep + 1 < digits.count
      if first != UInt8(ascii: "5") {
        up = first > UInt8(ascii: "5")
      } else if rest {
        up = true
      } else {
        guard exactTail else { return nil }
        let previous = keep > 0 ? digits[keep - 1] : UInt8(ascii: "0")
        up = (previous - UInt8(ascii: "0")) % 2 == 1
      }
    }
    var kept = Array(digits[..<Swift.max(0, keep)])
    var p = point
    if up {
      // Add one unit at 10^u, carrying.
      if keep <= 0 {
        kept = [UInt8(ascii: "1")]
        p = u
      } else {
        var i = kept.count - 1
        while i >= 0, kept[i] == UInt8(ascii: "9") {
          kept[i] = UInt8(ascii: "0")
          i -= 1
        }
        if i >= 0 {
          kept[i] += 1
        } else {
          kept.insert(UInt8(ascii: "1"), at: 0)
          p += 1
        }
      }
    }
    while let z = kept.last, z == UInt8(ascii: "0") { kept.removeLast() }
    return DecimalDigits(digits: kept, point: kept.isEmpty ? u : p, negative: negative)
  }

  /// 10^k as a double (k within ±308 of the doubles that reach here; a
  /// unit beyond that compares as 0 or ∞ against an ulp, as it should).
  private static func pow10(_ k: Int) -> Double {
    var r = 1.0
    var b = 10.0
    var n = k.magnitude
    while n > 0 {
      if n & 1 == 1 { r *= b }
      b *= b
      n >>= 1
    }
    return k < 0 ? 1 / r : r
  }
}
