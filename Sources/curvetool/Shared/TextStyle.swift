// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// How human output is laid out: width, Unicode plots, colour.
struct TextStyle {
  var width: Int
  var unicode: Bool
  var colour: Bool

  /// A section heading, bold on a colour terminal.
  func heading(_ text: String) -> String {
    colour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  /// "  label   text" rows with the text wrapped under itself.
  func row(_ label: String, _ text: String, labelWidth: Int = 17) -> String {
    // A label longer than its column gets a line of its own.
    if label.count >= labelWidth {
      return "  " + label + "\n" + row("", text, labelWidth: labelWidth)
    }
    let head = "  " + label.padding(to: labelWidth)
    let lines = TextWrap.lines(text, width: Swift.max(20, width - head.count))
    let pad = String(repeating: " ", count: head.count)
    return lines.enumerated().map { ($0.offset == 0 ? head : pad) + $0.element }
      .joined(separator: "\n")
  }

  /// A bullet item wrapped with a hanging indent.
  func bullet(_ text: String) -> String {
    TextWrap.lines(text, width: width - 4).enumerated()
      .map { ($0.offset == 0 ? "  - " : "    ") + $0.element }
      .joined(separator: "\n")
  }

  /// A paragraph wrapped to the width.
  func paragraph(_ text: String, indent: Int = 0) -> String {
    TextWrap.indented(text, width: width, indent: indent)
  }
}

/// "t = 0 … 2 s": a span of times in `digits` significant digits, one
/// unit for wrapping (a heading never splits it across lines).
func timeRange(_ first: Double, _ last: Double, digits: Int) -> String {
  "t = \(NumberText.text(first, .significant(digits))) … \(NumberText.text(last, .significant(digits))) s".unbreakable
}

/// "0.0833, 0.25, 0.417 s" with at most `limit` items and a count of the rest.
func timeList(_ times: [Double], limit: Int = 6, unit: String = " s") -> String {
  if times.isEmpty { return "none" }
  var parts = times.prefix(limit).map { NumberText.text($0, .report) }
  if times.count > limit { parts.append("… (\(times.count - limit) more)".unbreakable) }
  if let last = parts.popLast() { parts.append((last + unit).unbreakable) }
  return parts.joined(separator: ", ")
}
