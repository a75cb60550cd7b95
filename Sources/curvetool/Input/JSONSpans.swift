// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Where a value sits in the bytes of a JSON document, so that one value can
/// be replaced and every other byte kept (`lottie --bake`, docs/lottie.md
/// §6). The document must already have been read by ``JSONReader`` (it is
/// valid JSON); this scanner only skips over values.
enum JSONSpans {
  /// One step of a path: an object member or an array element.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// The byte range of the value at `path` in `bytes`, or `nil` when the
  /// path does not lead to a value.
  static func range(of path: [Step], in bytes: [UInt8]) -> Range<Int>? {
    var scanner = Scanner(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
    for step in path {
      scanner.space()
      guard scanner.index < bytes.count else { return nil }
      switch step {
      case .key(let name):
        guard bytes[scanner.index] == UInt8(ascii: "{") else { return nil }
        scanner.index += 1
        var found = false
        while !found {
          scanner.space()
          guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: "\"") else { return nil }
          let keyRange = scanner.skipString()
          let key = String(decoding: bytes[(keyRange.lowerBound + 1)..<(keyRange.upperBound - 1)], as: UTF8.self)
          scanner.space()
          scanner.index += 1  // ':'
          scanner.space()
          // Keys with escapes are compared as written (Lottie keys have none).
          if key == name {
            found = true
          } else {
            scanner.skipValue()
            scanner.space()
            guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: ",") else { return nil }
            scanner.index += 1
          }
        }
      case .index(let k):
        guard bytes[scanner.index] == UInt8(ascii: "[") else { return nil }
        scanner.index += 1
        for _ in 0..<k {
          scanner.space()
          scanner.skipValue()
          scanner.space()
          guard scanner.index < bytes.count, bytes[scanner.index] == UInt8(ascii: ",") else { return nil }
          scanner.index += 1
        }
        scanner.space()
        guard scanner.index < bytes.count, bytes[scanner.index] != UInt8(ascii: "]") else { return nil }
      }
    }
    scanner.space()
    let start = scanner.index
    scanner.skipValue()
    return start..<scanner.index
  }

  /// `bytes` with each range replaced by its text; the ranges must not
  /// overlap.
  static func replacing(_ edits: [(Range<Int>, String)], in bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      out.replaceSubrange(range, with: Array(text.utf8))
    }
    return out
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    mutating func space() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    /// Skips a string starting at `index` (its opening quote); returns its
    /// range, quotes included.
    mutating func skipString() -> Range<Int> {
      let start = index
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      index = Swift.min(index + 1, bytes.count)
      return start..<index
    }

    /// Skips one value: a string, or a nested array or object, or a
    /// literal up to the next delimiter.
    mutating func skipValue() {
      guard index < bytes.count else { return }
      switch bytes[index] {
      case UInt8(ascii: "\""): _ = skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        while index < bytes.count {
          let b = bytes[index]
          if b == UInt8(ascii: "\"") {
            _ = skipString()
            continue
          }
          if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") { depth += 1 }
          if b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
            depth -= 1
            if depth == 0 {
              index += 1
              return
            }
          }
          index += 1
        }
      default:
        while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) {
          index += 1
        }
      }
    }
  }
}
