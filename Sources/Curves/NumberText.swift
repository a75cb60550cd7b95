// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// Locale-independent number text for people (reports, messages).
///
/// Machine formats (JSON, CSV, code) use `Double.description`, the shortest
/// text that reads back to the same double; these helpers are for prose.
public enum NumberText {
  /// `digits` significant digits, trailing zeros removed; an exponent only
  /// below 1e-4 or from 10^digits up (`1.5e-7`, not `1.5e-07`).
  /// Infinities read `∞` and `-∞` (a vertical tangent's velocity).
  public static func significant(_ x: Double, digits: Int = 6) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "-∞") }
    if x == 0 { return "0" }
    let text = String(format: "%.\(Swift.max(1, digits))g", x)
    return tidy(text)
  }

  /// Exactly `decimals` digits after the point (`0.500`), `-0` shown as `0`.
  public static func fixed(_ x: Double, decimals: Int) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "-∞") }
    let text = String(format: "%.\(Swift.max(0, decimals))f", x)
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      return String(text.dropFirst())
    }
    return text
  }

  /// A duration or other human-facing number in code: the shortest decimal
  /// (at most 15 significant digits) within 1e-14 of `x`, relative, so
  /// arithmetic noise disappears (`0.1`, not `0.09999999999999998`) and the
  /// value stays exact to far below any timing the platforms resolve.
  public static func duration(_ x: Double) -> String {
    guard x.isFinite, x != 0 else { return x == 0 ? "0.0" : significant(x) }
    for digits in 1...15 {
      let text = String(format: "%.\(digits)g", x)
      if let v = Double(text), Swift.abs(v - x) <= 1e-14 * Swift.abs(x) {
        let tidied = tidy(text)
        return tidied.contains(".") || tidied.contains("e") ? tidied : tidied + ".0"
      }
    }
    return x.description
  }

  /// Trims trailing zeros of the mantissa and leading zeros of the exponent.
  public static func tidy(_ text: String) -> String {
    var mantissa = text
    var exponent = ""
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = String(text[..<e])
      var exp = String(text[text.index(after: e)...])
      var sign = ""
      if exp.hasPrefix("+") { exp.removeFirst() } else if exp.hasPrefix("-") {
        sign = "-"
        exp.removeFirst()
      }
      while exp.count > 1, exp.hasPrefix("0") { exp.removeFirst() }
      exponent = "e" + sign + exp
    }
    if mantissa.contains(".") {
      while mantissa.hasSuffix("0") { mantissa.removeLast() }
      if mantissa.hasSuffix(".") { mantissa.removeLast() }
    }
    if mantissa == "-0" { mantissa = "0" }
    return mantissa + exponent
  }
}
