// This file is part of curvetool. SPDX-License-Identifier: MIT

/// curvetool's full-precision number text, written straight into a byte
/// buffer: the one definition behind JSON numbers and CSV/JSON sample
/// tables (docs/cli.md §Conventions, Numbers).
///
/// The digits are the shortest that read back to the same `Double`
/// (``ShortestDecimal``), laid out as Swift's `description` lays them out,
/// with the exponent tidied while it is written:
/// - 1e-4 ≤ |x| ≤ 2⁵³: plain decimal, at least one digit after the point
///   (`0.25`, `100.0`, `9007199254740992.0`);
/// - otherwise: `d.ddde±n` without a `+` or leading zeros in the exponent
///   (`1e-5`, `9.007199254740994e15`, `5e-324`);
/// - zero (either sign) is `0.0`; NaN and the infinities are `null`.
enum NumberBytes {
  /// The longest text, in bytes: `-1.2345678901234567e-300`.
  static let longest = 24

  /// Appends the text of `x` to `out`: composed in a 48-byte stack
  /// buffer, then appended at once.
  @inline(__always)
  static func append(_ x: Double, to out: inout [UInt8]) {
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    let count = withUnsafeMutableBytes(of: &buffer) { write(x, into: $0) }
    withUnsafeBytes(of: &buffer) { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
  }

  /// Writes the text of `x` into `b` (at least ``longest`` bytes); returns
  /// its length.
  @inline(__always)
  static func write(_ x: Double, into b: UnsafeMutableRawBufferPointer) -> Int {
    guard x.isFinite else {
      b[0] = 0x6E  // null
      b[1] = 0x75
      b[2] = 0x6C
      b[3] = 0x6C
      return 4
    }
    if x == 0 {
      b[0] = 0x30  // 0.0
      b[1] = 0x2E
      b[2] = 0x30
      return 3
    }
    var k = 0
    if x < 0 {
      b[0] = 0x2D
      k = 1
    }
    let magnitude = Swift.abs(x)
    let d = ShortestDecimal(magnitude)
    // The digits go straight to their places, least significant first.
    var v = d.digits
    let n = digitCount(v)
    let point = d.exponent + n
    if magnitude >= 1e-4, magnitude <= 9_007_199_254_740_992 {
      if point <= 0 {
        // 0.000ddd
        b[k] = 0x30
        b[k + 1] = 0x2E
        k += 2
        for _ in 0..<(-point) {
          b[k] = 0x30
          k += 1
        }
        digits(&v, count: n, before: k + n, into: b)
        return k + n
      }
      if point < n {
        // ddd.ddd
        digits(&v, count: n - point, before: k + n + 1, into: b)
        b[k + point] = 0x2E
        digits(&v, count: point, before: k + point, into: b)
        return k + n + 1
      }
      // ddd000.0
      digits(&v, count: n, before: k + n, into: b)
      k += n
      for _ in 0..<(point - n) {
        b[k] = 0x30
        k += 1
      }
      b[k] = 0x2E
      b[k + 1] = 0x30
      return k + 2
    }
    // d.ddde±x
    if n > 1 {
      digits(&v, count: n - 1, before: k + n + 1, into: b)
      b[k + 1] = 0x2E
      k += 1
    }
    b[k - (n > 1 ? 1 : 0)] = UInt8(truncatingIfNeeded: v) &+ 0x30
    k += n
    b[k] = 0x65  // e
    k += 1
    var e = point - 1
    if e < 0 {
      b[k] = 0x2D
      k += 1
      e = -e
    }
    if e >= 100 {
      b[k] = UInt8(e / 100) + 0x30
      k += 1
    }
    if e >= 10 {
      b[k] = UInt8(e / 10 % 10) + 0x30
      k += 1
    }
    b[k] = UInt8(e % 10) + 0x30
    return k + 1
  }

  /// The number of decimal digits of `v` (1 for 0), for v < 10¹⁷ (the
  /// shortest digits of a double are at most 17): a few comparisons.
  @inline(__always)
  static func digitCount(_ v: UInt64) -> Int {
    if v < 100_000_000 {
      if v < 10_000 { return v < 100 ? (v < 10 ? 1 : 2) : (v < 1000 ? 3 : 4) }
      return v < 1_000_000 ? (v < 100_000 ? 5 : 6) : (v < 10_000_000 ? 7 : 8)
    }
    if v < 1_000_000_000_000 {
      return v < 10_000_000_000 ? (v < 1_000_000_000 ? 9 : 10) : (v < 100_000_000_000 ? 11 : 12)
    }
    if v < 100_000_000_000_000 { return v < 10_000_000_000_000 ? 13 : 14 }
    return v < 1_000_000_000_000_000 ? 15 : (v < 10_000_000_000_000_000 ? 16 : 17)
  }

  /// Writes the last `count` decimal digits of `v` into the bytes just
  /// before index `end`, two at a time, and removes them from `v`.
  @inline(__always)
  static func digits(_ v: inout UInt64, count: Int, before end: Int, into b: UnsafeMutableRawBufferPointer) {
    let pairs = digitPairs.utf8Start
    var at = end
    var left = count
    while left >= 2 {
      let r = Int(truncatingIfNeeded: v % 100) &* 2
      v /= 100
      b[at - 2] = pairs[r]
      b[at - 1] = pairs[r &+ 1]
      at -= 2
      left -= 2
    }
    if left == 1 {
      b[at - 1] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
    }
  }

  /// "00", "01", … "99": the two digits of every number below 100, so the
  /// digits are written two at a time.
  static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }

  /// The text of `x` as a `String`.
  static func text(_ x: Double) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(24)
    append(x, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
