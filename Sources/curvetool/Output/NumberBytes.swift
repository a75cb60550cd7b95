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
  /// Appends the text of `x` to `out`: composed in a 48-byte stack
  /// buffer, then appended at once.
  @inline(__always)
  static func append(_ x: Double, to out: inout [UInt8]) {
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    let count = withUnsafeMutableBytes(of: &buffer) { write(x, into: $0) }
    withUnsafeBytes(of: &buffer) { out.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
  }

  /// Writes the text of `x` into `b` (at least 48 bytes); returns its length.
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
    // The digits, least significant last, at the end of the buffer
    // (bytes 24..<48), then laid out from the front.
    var v = d.digits
    var n = 0
    repeat {
      b[47 - n] = UInt8(truncatingIfNeeded: v % 10) &+ 0x30
      v /= 10
      n += 1
    } while v > 0
    let first = 48 - n
    let point = d.exponent + n
    if magnitude >= 1e-4, magnitude <= 9_007_199_254_740_992 {
      if point <= 0 {
        b[k] = 0x30
        b[k + 1] = 0x2E
        k += 2
        for _ in 0..<(-point) {
          b[k] = 0x30
          k += 1
        }
        for j in first..<48 {
          b[k] = b[j]
          k += 1
        }
      } else if point < n {
        for j in first..<(first + point) {
          b[k] = b[j]
          k += 1
        }
        b[k] = 0x2E
        k += 1
        for j in (first + point)..<48 {
          b[k] = b[j]
          k += 1
        }
      } else {
        for j in first..<48 {
          b[k] = b[j]
          k += 1
        }
        for _ in 0..<(point - n) {
          b[k] = 0x30
          k += 1
        }
        b[k] = 0x2E
        b[k + 1] = 0x30
        k += 2
      }
    } else {
      b[k] = b[first]
      k += 1
      if n > 1 {
        b[k] = 0x2E
        k += 1
        for j in (first + 1)..<48 {
          b[k] = b[j]
          k += 1
        }
      }
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
      k += 1
    }
    return k
  }

  /// The text of `x` as a `String`.
  static func text(_ x: Double) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(24)
    append(x, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
