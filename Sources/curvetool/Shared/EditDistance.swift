// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Levenshtein distance and did-you-mean suggestions.
enum EditDistance {
  /// The number of single-character insertions, deletions and substitutions
  /// turning `a` into `b`.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The closest candidate within distance 3 (and not a complete rewrite),
  /// ignoring case; among equals the one closest with case (`Sprng` →
  /// `Spring`, not `spring`), then the first in `candidates` order; `nil`
  /// when none is close.
  static func suggestion(for input: String, among candidates: [String]) -> String? {
    var best: (name: String, distance: Int, exact: Int)?
    let length = input.count
    for candidate in candidates {
      // The distance is at least the difference in length: skip what
      // cannot be within 3 without computing it (a huge token costs O(n)).
      guard Swift.abs(candidate.count - length) < 4 else { continue }
      let d = distance(input.lowercased(), candidate.lowercased())
      guard d < 4, d < Swift.max(input.count, candidate.count) else { continue }
      if let b = best, d > b.distance { continue }
      let exact = distance(input, candidate)
      if let b = best, d == b.distance, exact >= b.exact { continue }
      best = (candidate, d, exact)
    }
    return best?.name
  }
}
