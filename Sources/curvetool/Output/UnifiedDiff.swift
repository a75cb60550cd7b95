// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A unified diff of two texts, by lines (`diff -u` format, three lines of
/// context): the common head and tail are set aside and the rest aligned by
/// a longest common subsequence, so a fix that touches a few lines of a
/// large file costs little.
enum UnifiedDiff {
  /// The most differing lines, on either side, the alignment takes.
  static let maximumLines = 4000

  /// The diff, "" when the texts are equal, `nil` when the differing middle
  /// is longer than ``maximumLines``.
  static func diff(_ old: String, _ new: String, oldName: String, newName: String) -> String? {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if a == b { return "" }
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
    let x = Array(a[head..<(a.count - tail)])
    let y = Array(b[head..<(b.count - tail)])
    guard x.count <= maximumLines, y.count <= maximumLines else { return nil }
    // Edit script: (kind, line) with kind " ", "-", "+".
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in stride(from: x.count - 1, through: 0, by: -1) {
      for j in stride(from: y.count - 1, through: 0, by: -1) {
        lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : Swift.max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var script: [(Character, String)] = a[..<head].map { (" ", $0) }
    var i = 0
    var j = 0
    while i < x.count || j < y.count {
      if i < x.count, j < y.count, x[i] == y[j] {
        script.append((" ", x[i]))
        i += 1
        j += 1
      } else if i < x.count, j == y.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        // Removed lines come before the added ones, as diff -u writes them.
        script.append(("-", x[i]))
        i += 1
      } else {
        script.append(("+", y[j]))
        j += 1
      }
    }
    script += a[(a.count - tail)...].map { (" ", $0) }
    return "--- \(oldName)\n+++ \(newName)\n" + hunks(script)
  }

  /// The changed stretches with three lines of context, each with its
  /// `@@ -l,n +l,n @@` header.
  static func hunks(_ script: [(Character, String)]) -> String {
    let changed = script.indices.filter { script[$0].0 != " " }
    var out = ""
    var k = 0
    while k < changed.count {
      let start = Swift.max(0, changed[k] - 3)
      var end = Swift.min(script.count, changed[k] + 4)
      while k + 1 < changed.count, changed[k + 1] - 3 <= end {
        k += 1
        end = Swift.min(script.count, changed[k] + 4)
      }
      let before = script[..<start]
      let oldStart = before.filter { $0.0 != "+" }.count + 1
      let newStart = before.filter { $0.0 != "-" }.count + 1
      let body = script[start..<end]
      let oldCount = body.filter { $0.0 != "+" }.count
      let newCount = body.filter { $0.0 != "-" }.count
      out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for (kind, line) in body { out += "\(kind)\(line)\n" }
      k += 1
    }
    return out
  }
}
