// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Locale-independent number text: the one formatter, reached through
/// ``text(_:_:)`` and a ``NumberStyle``; the functions behind the styles
/// are internal, so no caller writes numbers another way.
public enum NumberText {
  /// `digits` significant digits, trailing zeros removed; an exponent only
  /// below 1e-4 or from 10^digits up (`1.5e-7`, not `1.5e-07`).
  /// Infinities read `∞` and `-∞` (a vertical tangent's velocity).
  static func significant(_ x: Double, digits: Int = 6) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "-∞") }
    if x == 0 { return "0" }
    return general(x, precision: digits)
  }

  /// Exactly `decimals` digits after the point (`0.500`), `-0` shown as `0`.
  static func fixed(_ x: Double, decimals: Int) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : (x > 0 ? "∞" : "-∞") }
    let decimals = Swift.max(0, Swift.min(decimals, 1000))
    let d = x == 0 ? DecimalDigits(digits: [], point: 0, negative: false) : DecimalDigits.rounded(x, unit: { _ in -decimals })
    // Digit at 10^q, zero where there is none; -0.00 is written 0.00.
    let digit = { (q: Int) -> UInt8 in
      let i = d.point - q
      return i >= 0 && i < d.digits.count ? d.digits[i] : UInt8(ascii: "0")
    }
    var out: [UInt8] = d.negative && !d.digits.isEmpty ? [UInt8(ascii: "-")] : []
    for q in stride(from: Swift.max(d.digits.isEmpty ? 0 : d.point, 0), through: 0, by: -1) { out.append(digit(q)) }
    if decimals > 0 {
      out.append(UInt8(ascii: "."))
      for q in stride(from: -1, through: -decimals, by: -1) { out.append(digit(q)) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A duration or other human-facing number in code: the shortest decimal
  /// (at most 15 significant digits) within 1e-14 of `x`, relative, so
  /// arithmetic noise disappears (`0.1`, not `0.09999999999999998`) and the
  /// value stays exact to far below any timing the platforms resolve.
  static func duration(_ x: Double) -> String {
    guard x.isFinite, x != 0 else { return x == 0 ? "0.0" : significant(x) }
    for digits in 1...15 {
      let text = general(x, precision: digits)
      if let v = Double(text), Swift.abs(v - x) <= 1e-14 * Swift.abs(x) {
        return text.contains(".") || text.contains("e") ? text : text + ".0"
      }
    }
    return x.description
  }

  /// Trims trailing zeros of the mantissa and leading zeros of the exponent.
  static func tidy(_ text: String) -> String {
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

  /// C's `printf` text of `x` (finite, nonzero) for `%.<precision>g`,
  /// tidied (``tidy(_:)``): `precision` significant digits (at least 1, at
  /// most 1000), trailing zeros dropped; an exponent when the first digit's
  /// power of ten X is below −4 or at least the precision. Made from
  /// ``DecimalDigits``, without the C library: `vsnprintf` through boxed
  /// variadic arguments cost more than the rest of a report's text.
  static func general(_ x: Double, precision: Int) -> String {
    let p = Swift.min(Swift.max(1, precision), 1000)
    let d = DecimalDigits.rounded(x, unit: { $0 - p + 1 })
    let x10 = d.point
    let n = d.digits.count
    let exponent = x10 < -4 || x10 >= p
    let exponentText = exponent ? String(x10.magnitude) : ""
    // The length, known before a byte is written: the text is made in
    // place, with no buffer to grow.
    let length =
      (d.negative ? 1 : 0)
      + (exponent
        ? n + (n > 1 ? 1 : 0) + 1 + (x10 < 0 ? 1 : 0) + exponentText.utf8.count
        : x10 >= 0 ? Swift.max(n, x10 + 1) + (n > x10 + 1 ? 1 : 0) : 2 + (-x10 - 1) + n)
    return String(unsafeUninitializedCapacity: length) { out in
      var i = 0
      func put(_ b: UInt8) {
        out[i] = b
        i += 1
      }
      if d.negative { put(UInt8(ascii: "-")) }
      if exponent {
        put(d.digits[0])
        if n > 1 {
          put(UInt8(ascii: "."))
          for k in 1..<n { put(d.digits[k]) }
        }
        put(UInt8(ascii: "e"))
        if x10 < 0 { put(UInt8(ascii: "-")) }
        for b in exponentText.utf8 { put(b) }
      } else if x10 >= 0 {
        for k in 0...x10 { put(k < n ? d.digits[k] : UInt8(ascii: "0")) }
        if n > x10 + 1 {
          put(UInt8(ascii: "."))
          for k in (x10 + 1)..<n { put(d.digits[k]) }
        }
      } else {
        put(UInt8(ascii: "0"))
        put(UInt8(ascii: "."))
        for _ in 0..<(-x10 - 1) { put(UInt8(ascii: "0")) }
        for k in 0..<n { put(d.digits[k]) }
      }
      return i
    }
  }
}
