// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// CSS text for `linear()` easings.
enum LinearEasingWriter {
  /// `linear(0, 0.25 40%, 1)`: outputs and input percentages, omitting a
  /// percentage where CSS would infer the same input (0 % first, 100 % last,
  /// evenly spread between known neighbours). With `decimals`, outputs are
  /// rounded to that many decimals and percentages to max(decimals − 2, 0).
  static func css(_ l: LinearEasing, decimals: Int?) -> String {
    let points = decimals.map { rounded(l, decimals: $0).points } ?? l.points
    var parts: [String] = []
    for (i, p) in points.enumerated() {
      let out = cssNumber(p.output)
      let inputText = cssNumber(p.input)
      let inferred: Bool
      if i == 0 {
        inferred = p.input == 0
      } else if i == points.count - 1 {
        inferred = p.input == Swift.max(100, points[i - 1].input)
      } else {
        inferred = false
      }
      parts.append(inferred ? out : "\(out) \(inputText)%")
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }

  /// The easing as its text with `decimals` reads back: outputs rounded to
  /// `decimals`, input percentages to max(decimals − 2, 0). A correctly
  /// rounded n / 10^d is the double nearest the decimal, so this equals
  /// parsing the text, without writing or reading it.
  static func rounded(_ l: LinearEasing, decimals: Int) -> LinearEasing {
    func round(_ x: Double, _ d: Int) -> Double { (x * pow10(d)).rounded() / pow10(d) }
    return LinearEasing(points: l.points.map {
      .init(input: round($0.input, Swift.max(decimals - 2, 0)), output: round($0.output, decimals))
    })
  }

  static func pow10(_ d: Int) -> Double {
    var v = 1.0
    for _ in 0..<d { v *= 10 }
    return v
  }

  /// A CSS number: the shortest round-trip text without an exponent.
  static func cssNumber(_ x: Double) -> String {
    if x == 0 { return "0" }
    var text = x.description
    if text.contains("e") {
      text = NumberText.text(x, .fixed(17))
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text
    }
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
