// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The 1-based line each sample came from, for messages, kept as runs:
/// samples on consecutive lines (a CSV) or on one line (a pasted array)
/// cost one entry per run, not one per sample, so a million-row file needs
/// a few entries (one per blank line or comment).
struct SampleLines: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The first sample of each run.
  private var firstSample: [Int] = []
  /// That sample's line.
  private var firstLine: [Int] = []
  /// How each run's lines go: 0 one sample so far, 1 one line per sample,
  /// 2 every sample on the same line.
  private var step: [UInt8] = []
  /// Samples recorded.
  private(set) var count = 0

  init() {}

  init(arrayLiteral lines: Int...) {
    for line in lines { append(line) }
  }

  /// `count` samples all on `line`.
  init(repeating line: Int, count: Int) {
    for _ in 0..<count { append(line) }
  }

  /// Records the line of the next sample.
  mutating func append(_ line: Int) {
    defer { count += 1 }
    if let last = firstSample.indices.last {
      let offset = count - firstSample[last]
      switch step[last] {
      case 0 where line == firstLine[last] + 1:
        step[last] = 1
        return
      case 0 where line == firstLine[last]:
        step[last] = 2
        return
      case 1 where line == firstLine[last] + offset: return
      case 2 where line == firstLine[last]: return
      default: break
      }
    }
    firstSample.append(count)
    firstLine.append(line)
    step.append(0)
  }

  /// The line of sample `index`, or `nil` past the end.
  func line(of index: Int) -> Int? {
    guard index >= 0, index < count else { return nil }
    // The last run starting at or before `index`.
    var lo = 0
    var hi = firstSample.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if firstSample[mid] <= index { lo = mid } else { hi = mid - 1 }
    }
    return firstLine[lo] + (step[lo] == 1 ? index - firstSample[lo] : 0)
  }

  /// Every sample's line, in order.
  var all: [Int] { (0..<count).compactMap(line(of:)) }
}
