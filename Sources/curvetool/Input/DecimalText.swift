// This file is part of curvetool. SPDX-License-Identifier: MIT

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Curves

/// Reads a plain decimal number from bytes, correctly rounded, without the
/// C library for almost every input.
///
/// The text `[-]digits[.digits][(e|E)[+|-]digits]` (a digit on at least one
/// side of the point, at most 19 significant digits, at most 4 exponent
/// digits) is w·10^q for an integer w < 10^19. Then:
/// - w ≤ 2⁵³ and |q| ≤ 22: w and 10^|q| are exact doubles, and one
///   correctly rounded multiplication or division is the answer (Clinger,
///   "How to read floating point numbers accurately", PLDI 1990);
/// - otherwise, −342 ≤ q ≤ 308: the Eisel–Lemire algorithm multiplies the
///   normalised w by a 128-bit truncation of 10^q (``PowersOfTen``) and
///   keeps the result only when the truncation cannot have changed the
///   rounding (D. Lemire, "Number parsing at a gigabyte per second",
///   Software: Practice and Experience 51(8), 2021; N. Tao's description,
///   nigeltao.github.io/blog/2020/eisel-lemire.html).
///
/// Anything else (more digits, other spellings, subnormal or overflowing
/// results, the rare ambiguous case) gives `nil`, and the caller asks
/// `strtod`. Either way the result is the correctly rounded double, bit
/// for bit what `strtod` returns (tested against it).
enum DecimalText {
  /// The correctly rounded value of all of `text`, as `Double(String)`
  /// reads it: ``double(_:_:_:)``, else the C library's `strtod`; `nil`
  /// when `strtod` does not read the whole text.
  static func value(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    let n = text.count
    guard n > 0, let source = text.baseAddress else { return nil }
    if let x = double(text, 0, n) { return x }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: n + 1) { buffer -> Double? in
      guard let base = buffer.baseAddress else { return nil }
      UnsafeMutableRawPointer(base).copyMemory(from: source, byteCount: n)
      base[n] = 0
      var end: UnsafeMutablePointer<CChar>?
      let v = strtod(base, &end)
      return end == base + n ? v : nil
    }
  }

  /// A JSON number (RFC 8259: `-`? digits without a leading zero, then
  /// optional `.digits` and `e±digits`) as ``JSONReader`` reads it: its
  /// correctly rounded, finite value; `nil` for anything else.
  static func jsonNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let n = text.count
    func digits() -> Int {
      let s = i
      while i < n, text[i] >= 0x30, text[i] <= 0x39 { i += 1 }
      return i - s
    }
    if i < n, text[i] == UInt8(ascii: "-") { i += 1 }
    let intStart = i
    let whole = digits()
    guard whole > 0, whole == 1 || text[intStart] != 0x30 else { return nil }
    if i < n, text[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { return nil }
    }
    if i < n, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
      i += 1
      if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == n, let x = value(text), x.isFinite else { return nil }
    return x
  }

  /// The value of bytes[a..<b], or `nil` when this reader cannot decide.
  @inline(__always)
  static func double(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> Double? {
    var i = a
    guard i < b else { return nil }
    var negative = false
    if bytes[i] == UInt8(ascii: "-") {
      negative = true
      i += 1
    }
    var w: UInt64 = 0
    var digits = 0
    var significant = 0
    var scale = 0
    var seenPoint = false
    let base = bytes.baseAddress
    while i < b {
      // Eight digits at once where eight follow: the same w, counts and
      // scale as one digit at a time.
      if i &+ 8 <= b, let base {
        let v = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
        if Self.allDigits(v) {
          let d = v &- 0x3030_3030_3030_3030
          // Zeros before the first non-zero digit are not significant.
          let leading = w != 0 ? 0 : (d == 0 ? 8 : d.trailingZeroBitCount / 8)
          significant += 8 - leading
          guard significant <= 19 else { return nil }
          w = w &* 100_000_000 &+ Self.eightDigitValue(d)
          digits += 8
          if seenPoint { scale -= 8 }
          i += 8
          continue
        }
      }
      let c = bytes[i]
      if c >= 0x30, c <= 0x39 {
        digits += 1
        if w != 0 || c != 0x30 {
          significant += 1
          guard significant <= 19 else { return nil }
        }
        w = w &* 10 &+ UInt64(c &- 0x30)
        if seenPoint { scale -= 1 }
      } else if c == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      i += 1
    }
    guard digits > 0 else { return nil }
    if i < b {
      guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else { return nil }
      i += 1
      var exponentNegative = false
      if i < b, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
        exponentNegative = bytes[i] == UInt8(ascii: "-")
        i += 1
      }
      var e = 0
      var exponentDigits = 0
      while i < b, bytes[i] >= 0x30, bytes[i] <= 0x39 {
        e = e * 10 + Int(bytes[i] &- 0x30)
        exponentDigits += 1
        guard exponentDigits <= 4 else { return nil }
        i += 1
      }
      guard exponentDigits > 0, i == b else { return nil }
      scale += exponentNegative ? -e : e
    }
    if w == 0 { return negative ? -0.0 : 0.0 }
    if w <= 1 << 53, scale >= -22, scale <= 22 {
      let magnitude = scale >= 0 ? Double(w) * exactPower(scale) : Double(w) / exactPower(-scale)
      return negative ? -magnitude : magnitude
    }
    return eiselLemire(w, scale, negative: negative)
  }

  /// Whether all eight bytes of `v` (little-endian) are ASCII digits: a
  /// byte outside 0x30…0x39 sets its top bit in v + 0x46… or in v − 0x30…
  /// (the test of simdjson and fast_float, Lemire 2018).
  @inline(__always)
  static func allDigits(_ v: UInt64) -> Bool {
    ((v &+ 0x4646_4646_4646_4646) | (v &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080 == 0
  }

  /// The value of eight decimal digits, `d` holding one digit 0…9 per byte,
  /// the first in the lowest byte: pairs, then fours, then the eight, by
  /// three multiplications (Lemire's SWAR method).
  @inline(__always)
  static func eightDigitValue(_ d: UInt64) -> UInt64 {
    let pairs = d &* 10 &+ (d >> 8)
    let mask: UInt64 = 0x0000_00FF_0000_00FF
    let lowFours = (pairs & mask) &* (100 &+ (1_000_000 << 32))
    let highFours = ((pairs >> 16) & mask) &* (1 &+ (10_000 << 32))
    return ((lowFours &+ highFours) >> 32) & 0xFFFF_FFFF
  }

  /// 10^k for 0 ≤ k ≤ 22: every one is a double exactly (5²² < 2⁵³).
  @inline(__always)
  static func exactPower(_ k: Int) -> Double {
    switch k {
    case 0: 1e0
    case 1: 1e1
    case 2: 1e2
    case 3: 1e3
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    case 15: 1e15
    case 16: 1e16
    case 17: 1e17
    case 18: 1e18
    case 19: 1e19
    case 20: 1e20
    case 21: 1e21
    case 22: 1e22
    default: .nan
    }
  }

  /// w·10^q (w ≠ 0) by Eisel–Lemire, or `nil` when it cannot be sure.
  @inline(__always)
  static func eiselLemire(_ w: UInt64, _ q: Int, negative: Bool) -> Double? {
    guard q >= PowersOfTen.smallest, q <= PowersOfTen.largest else { return nil }
    let power = PowersOfTen.shared.table[q - PowersOfTen.smallest]
    let lz = w.leadingZeroBitCount
    let man = w << UInt64(lz)
    // The binary exponent of the result before normalisation, biased:
    // ⌊q·log₂10⌋ + 64 + 1023 − lz (217706/2¹⁶ ≈ log₂10, exact for |q| ≤ 1650).
    var exponent = ((217_706 &* q) >> 16) &+ 64 &+ 1023 &- lz
    var (hi, lo) = man.multipliedFullWidth(by: power.high)
    if hi & 0x1FF == 0x1FF, lo &+ man < man {
      // The low half of the table entry may carry into the bits we keep.
      let (yHi, yLo) = man.multipliedFullWidth(by: power.low)
      var mergedHi = hi
      let (mergedLo, carry) = lo.addingReportingOverflow(yHi)
      if carry { mergedHi &+= 1 }
      if mergedHi & 0x1FF == 0x1FF, mergedLo &+ 1 == 0, yLo &+ man < man { return nil }
      hi = mergedHi
      lo = mergedLo
    }
    let msb = hi >> 63
    var mantissa = hi >> (msb &+ 9)
    exponent -= Int(1 ^ msb)
    // Exactly half way between two doubles: the truncation may hide which.
    if lo == 0, hi & 0x1FF == 0, mantissa & 3 == 1 { return nil }
    mantissa &+= mantissa & 1
    mantissa >>= 1
    if mantissa >> 53 > 0 {
      mantissa >>= 1
      exponent += 1
    }
    // Subnormal or infinite: strtod's business.
    guard exponent >= 1, exponent <= 0x7FE else { return nil }
    let bits = UInt64(exponent) << 52 | (mantissa & 0x000F_FFFF_FFFF_FFFF) | (negative ? 1 << 63 : 0)
    return Double(bitPattern: bits)
  }
}

/// 128-bit truncations of the powers of ten 10^q, −342 ≤ q ≤ 308, for
/// ``DecimalText``: the 128 leading bits of 5^q (q ≥ 0), or
/// ⌊2^(127 + bits(5^−q)) / 5^−q⌋ (q < 0), both with the top bit set; the
/// power of two is implied by q. Computed once, on first use, with exact
/// integer arithmetic (``BigPowers``), in about a tenth of a millisecond:
/// the positive powers by multiplying by 5, the negative ones from one
/// quotient X_f = ⌊2^E / 5^f⌋ (E = 1024) divided by 5 at each step, since
/// floor divisions compose (⌊⌊x/a⌋/b⌋ = ⌊x/(ab)⌋), and shifted down to 128
/// bits the same way.
final class PowersOfTen: Sendable {
  static let smallest = -342
  static let largest = 308
  static let shared = PowersOfTen()

  /// The entry for q at index q − ``smallest``.
  let table: [(high: UInt64, low: UInt64)]

  private init() {
    var negative: [(high: UInt64, low: UInt64)] = []
    // X_f = ⌊2^E / 5^f⌋; 5^342 has 795 bits, so E = 1024 leaves X_f over 128 bits.
    let e = 1024
    var quotient = WideInteger(1).shifted(by: e)
    var five = WideInteger(1)
    for _ in 1...(-Self.smallest) {
      quotient.divide(by: 5)
      five.multiply(by: 5)
      // ⌊2^(127 + bits) / 5^f⌋ = ⌊X_f / 2^(E − 127 − bits)⌋.
      let (low, high) = quotient.shifted(by: 127 + five.bitLength - e).low128
      negative.append((high, low))
    }
    var entries = Array(negative.reversed())
    five = WideInteger(1)
    for _ in 0...Self.largest {
      let (low, high) = five.shifted(by: 128 - five.bitLength).low128
      entries.append((high, low))
      five.multiply(by: 5)
    }
    table = entries
  }
}
