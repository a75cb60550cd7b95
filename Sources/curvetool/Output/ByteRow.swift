// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A cursor writing one row of a sample table straight into a chunk's
/// bytes: numbers (``NumberBytes``) and separators, with no growth checks.
///
/// The chunk reserves ``capacity(numbers:)`` bytes for every row before the
/// row is written, so a row never runs past its space: a number is at most
/// ``NumberBytes/longest`` bytes and a separator is one byte.
struct ByteRow {
  /// Where the chunk's next byte goes.
  let base: UnsafeMutableRawPointer
  /// Bytes written so far in this chunk.
  var count: Int

  /// The bytes one row of `numbers` numbers, each followed by one
  /// separator byte, may need.
  static func capacity(numbers: Int) -> Int { numbers * (NumberBytes.longest + 1) }

  /// Writes the text of `x` (``NumberBytes/write(_:into:)``).
  @inline(__always)
  mutating func number(_ x: Double) {
    count += NumberBytes.write(x, into: UnsafeMutableRawBufferPointer(start: base + count, count: NumberBytes.longest))
  }

  /// Writes one byte (a separator).
  @inline(__always)
  mutating func byte(_ b: UInt8) {
    base.storeBytes(of: b, toByteOffset: count, as: UInt8.self)
    count += 1
  }
}
