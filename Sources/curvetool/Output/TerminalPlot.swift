// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// A line plot for the terminal: Unicode braille (2×4 dots per cell) on a
/// terminal, plain ASCII otherwise; ANSI colour only when asked.
///
/// The plot spans `width` columns including the y labels; each series is
/// evaluated at every dot column and joined vertically, so steep segments
/// stay connected, and where its range is known (``Series/range``) each
/// column spans all the series does since the previous dot.
struct TerminalPlot {
  /// One glyph and one ANSI colour per series, in order (`plot`, the
  /// diagnose simulation), repeating after eight.
  static let seriesGlyphs: [Character] = ["*", "o", "+", "x", "#", "@", "%", "&"]
  static let seriesColours = [36, 31, 32, 35, 34, 33, 91, 96]
  struct Series {
    var label: String
    /// The value at a time (seconds or progress).
    var evaluate: (Double) -> Double
    /// ANSI colour code (e.g. 36 for cyan).
    var colour: Int = 36
    /// The ASCII mark for this series.
    var glyph: Character = "*"
    /// The least and greatest value over [a, b], when known exactly
    /// (``AnalyzableCurve/valueRange(from:to:)``): each column then spans
    /// what the curve does between its dots, not just where the dots fall,
    /// so a motion faster than the columns shows its band, not an alias.
    var range: ((Double, Double) -> (lowest: Double, highest: Double))? = nil
  }

  var series: [Series]
  var xRange: ClosedRange<Double>
  /// Horizontal reference lines (a target), with labels.
  var references: [(value: Double, label: String)] = []
  /// Vertical markers (a settle time): drawn as ticks under the axis.
  var markers: [(x: Double, label: String)] = []
  var width: Int = 80
  var height: Int = 12
  var unicode = false
  var colour = false
  var xUnit = "s"

  func render() -> [String] {
    let labelWidth = 9
    // Room on the right for reference labels and the time unit.
    let tail = Swift.max(references.map { $0.label.count + 1 }.max() ?? 0, xUnit.isEmpty ? 0 : xUnit.count + 1)
    let cells = Swift.max(10, width - labelWidth - 2 - tail)
    let dotsX = unicode ? cells * 2 : cells
    let dotsY = unicode ? height * 4 : height
    let span = xRange.upperBound - xRange.lowerBound
    let xs = (0..<dotsX).map { xRange.lowerBound + span * Double($0) / Double(Swift.max(dotsX - 1, 1)) }
    // Each series as the values each dot column spans: where its range is
    // known, all it does since the previous dot; otherwise from the previous
    // finite dot to this one, so steep segments stay connected. `nil`: a
    // column with nothing finite to draw.
    let spans: [[(lowest: Double, highest: Double)?]] = series.map { s in
      var previous: Double?
      return xs.indices.map { c -> (lowest: Double, highest: Double)? in
        if c > 0, let range = s.range {
          let r = range(xs[c - 1], xs[c])
          return r.lowest.isFinite && r.highest.isFinite ? r : nil
        }
        let v = s.evaluate(xs[c])
        guard v.isFinite else { return nil }
        let p = previous ?? v
        previous = v
        return (Swift.min(p, v), Swift.max(p, v))
      }
    }
    var lo = references.map(\.value).min() ?? .infinity
    var hi = references.map(\.value).max() ?? -.infinity
    for row in spans {
      for case let (a, b)? in row {
        lo = Swift.min(lo, a)
        hi = Swift.max(hi, b)
      }
    }
    if !lo.isFinite || !hi.isFinite { (lo, hi) = (0, 1) }
    // A flat plot (an exact fit's residuals, a constant curve) draws every
    // value on its middle row: they differ by less than it can tell, and
    // rounding must not scatter them over the two rows beside its middle.
    let flat = hi - lo < 1e-12 * Swift.max(1, Swift.abs(hi))
    if flat {
      lo -= 0.5
      hi += 0.5
    }
    func dotRow(_ v: Double) -> Int {
      if flat { return (dotsY - 1) / 2 }
      let r = Int(checking: (hi - v) / (hi - lo) * Double(dotsY - 1), .toNearestOrAwayFromZero) ?? 0
      return Swift.min(Swift.max(r, 0), dotsY - 1)
    }
    // Dot grid: 0 = empty, otherwise series index + 1.
    var grid = [[Int]](repeating: [Int](repeating: 0, count: dotsX), count: dotsY)
    for (index, row) in spans.enumerated() {
      for (c, column) in row.enumerated() {
        guard let (a, b) = column else { continue }
        for rr in dotRow(b)...dotRow(a) { grid[rr][c] = index + 1 }
      }
    }
    let referenceRows = references.map { (row: dotRow($0.value), label: $0.label) }
    let cellRows = unicode ? height : dotsY
    var lines: [String] = []
    let labelled = [0: hi, cellRows - 1: lo]
    for cellRow in 0..<cellRows {
      var line = ""
      if let v = labelled[cellRow] {
        line += Self.label(v, width: labelWidth - 1).leftPadding(to: labelWidth - 1) + " "
        line += unicode ? "┤" : "+"
      } else {
        line += String(repeating: " ", count: labelWidth) + (unicode ? "│" : "|")
      }
      let isReferenceRow = referenceRows.contains { (unicode ? $0.row / 4 : $0.row) == cellRow }
      for cell in 0..<cells {
        var owner = 0
        var bits = 0
        if unicode {
          let dotBits = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
          for dy in 0..<4 {
            for dx in 0..<2 {
              let s = grid[cellRow * 4 + dy][cell * 2 + dx]
              if s != 0 {
                bits |= dotBits[dy][dx]
                owner = s
              }
            }
          }
        } else {
          owner = grid[cellRow][cell]
        }
        if owner != 0 {
          let glyph = unicode ? String(UnicodeScalar(0x2800 + bits).map(Character.init) ?? "*") : String(series[owner - 1].glyph)
          line += paint(glyph, series[owner - 1].colour)
        } else if isReferenceRow {
          line += paint(unicode ? "┈" : "-", 33)
        } else {
          line += " "
        }
      }
      if isReferenceRow, let label = referenceRows.first(where: { (unicode ? $0.row / 4 : $0.row) == cellRow })?.label {
        line += " " + label
      }
      lines.append(line.trimmingTrailingSpaces)
    }
    lines.append(String(repeating: " ", count: labelWidth) + (unicode ? "└" : "+")
      + String(repeating: unicode ? "─" : "-", count: cells))
    lines.append(axisLine(cells: cells, labelWidth: labelWidth + 1))
    for marker in markers {
      let c = Int(checking: (marker.x - xRange.lowerBound) / span * Double(cells - 1), .toNearestOrAwayFromZero) ?? 0
      guard c >= 0, c < cells else { continue }
      let text = "^ " + marker.label
      let start = c + text.count <= cells ? c : Swift.max(0, c - text.count + 1)
      let caretLine = String(repeating: " ", count: start) + (start == c ? text : marker.label + " ^")
      lines.append(String(repeating: " ", count: labelWidth + 1) + caretLine)
    }
    return lines
  }

  /// A y label in at most `width` characters: 4 significant digits, fewer
  /// if needed (-1.99e-5).
  static func label(_ v: Double, width: Int) -> String {
    for digits in [4, 3, 2, 1] {
      let text = NumberText.text(v, .significant(digits))
      if text.count <= width { return text }
    }
    return NumberText.text(v, .significant(1))
  }

  /// "0 … middle … end s" under the axis.
  private func axisLine(cells: Int, labelWidth: Int) -> String {
    let lo = NumberText.text(xRange.lowerBound, .report)
    let mid = NumberText.text((xRange.lowerBound + xRange.upperBound) / 2, .report)
    let hi = NumberText.text(xRange.upperBound, .report) + (xUnit.isEmpty ? "" : " " + xUnit)
    var chars = [Character](repeating: " ", count: cells + hi.count)
    func place(_ text: String, at start: Int) {
      for (i, ch) in text.enumerated() where start + i >= 0 && start + i < chars.count { chars[start + i] = ch }
    }
    place(lo, at: 0)
    place(mid, at: cells / 2 - mid.count / 2)
    place(hi, at: Swift.max(0, cells - hi.count + (xUnit.isEmpty ? 0 : xUnit.count + 1)))
    return String(repeating: " ", count: labelWidth) + String(chars).trimmingTrailingSpaces
  }

  private func paint(_ text: String, _ code: Int) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var s = self
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}
