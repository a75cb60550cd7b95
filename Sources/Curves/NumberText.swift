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
    return formatted(x, conversion: "g", precision: Swift.max(1, digits)) { tidied($0) }
  }

  /// Exactly `decimals` digits after the point (`0.500`), `-0` shown as `0`.
  public static func fixed(_ x: Double, decimals: Int) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "-∞") }
    let text = formatted(x, conversion: "f", precision: Swift.max(0, decimals)) { String(decoding: $0, as: UTF8.self) }
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
      let text = formatted(x, conversion: "g", precision: digits) { String(decoding: $0, as: UTF8.self) }
      if let v = Double(text), Swift.abs(v - x) <= 1e-14 * Swift.abs(x) {
        let tidied = tidy(text)
        return tidied.contains(".") || tidied.contains("e") ? tidied : tidied + ".0"
      }
    }
    return x.description
  }

  /// Trims trailing zeros of the mantissa and leading zeros of the exponent.
  public static func tidy(_ text: String) -> String {
    tidied(Array(text.utf8)[...])
  }

  /// ``tidy(_:)`` on the bytes of a number's text (`-1.500e+07` → `-1.5e7`,
  /// `-0.000` → `0`).
  static func tidied(_ text: ArraySlice<UInt8>) -> String {
    let e = text.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? text.endIndex
    var mantissa = text[..<e]
    if mantissa.contains(UInt8(ascii: ".")) {
      while mantissa.last == UInt8(ascii: "0") { mantissa.removeLast() }
      if mantissa.last == UInt8(ascii: ".") { mantissa.removeLast() }
    }
    if mantissa.elementsEqual("-0".utf8) { mantissa = mantissa.dropFirst() }
    var out = String(decoding: mantissa, as: UTF8.self)
    guard e < text.endIndex else { return out }
    var exp = text[(e + 1)...]
    var sign = ""
    if exp.first == UInt8(ascii: "+") {
      exp.removeFirst()
    } else if exp.first == UInt8(ascii: "-") {
      sign = "-"
      exp.removeFirst()
    }
    while exp.count > 1, exp.first == UInt8(ascii: "0") { exp.removeFirst() }
    out += "e" + sign + String(decoding: exp, as: UTF8.self)
    return out
  }

  /// C's `printf` text of `x` for `%.<precision><conversion>`, handed to
  /// `body` as bytes: the text `String(format:)` gives (Foundation formats
  /// doubles through the C library too), without its format parsing and
  /// bridging, which cost about ten times as much. The process runs in the C
  /// locale (nothing calls `setlocale`), so the point is always `.`.
  static func formatted<R>(_ x: Double, conversion: Unicode.Scalar, precision: Int, _ body: (ArraySlice<UInt8>) -> R) -> R {
    let format = "%.*" + String(conversion)
    let precision = CInt(Swift.min(precision, 1000))
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let capacity = buffer.count
      let n = buffer.withUnsafeMutableBufferPointer { b in
        withVaList([precision, x]) { arguments in
          b.baseAddress!.withMemoryRebound(to: CChar.self, capacity: capacity) { vsnprintf($0, capacity, format, arguments) }
        }
      }
      let count = Int(n)
      if count < capacity { return body(buffer[..<Swift.max(0, count)]) }
      buffer = [UInt8](repeating: 0, count: count + 1)
    }
  }
}
