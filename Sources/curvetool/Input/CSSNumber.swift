// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The CSS `<number>` token (CSS Syntax 3 §4.3.12): an optional sign,
/// digits, an optional fraction with at least one digit after the point,
/// an optional exponent. Shared by the curve language and `linear()`.
enum CSSNumber {
  /// The number's text starting at `start` and the index after it, or `nil`
  /// when there are no digits. A point not followed by a digit is left
  /// unread (`1.` scans as `1`).
  static func scan(_ s: [Character], from start: Int) -> (text: String, end: Int)? {
    var k = start
    var text = ""
    if k < s.count, s[k] == "+" || s[k] == "-" {
      text.append(s[k])
      k += 1
    }
    var digits = 0
    while k < s.count, s[k].isNumber {
      text.append(s[k])
      k += 1
      digits += 1
    }
    if k + 1 < s.count, s[k] == ".", s[k + 1].isNumber {
      text.append(".")
      k += 1
      while k < s.count, s[k].isNumber {
        text.append(s[k])
        k += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    if k < s.count, s[k] == "e" || s[k] == "E" {
      var j = k + 1
      if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
      if j < s.count, s[j].isNumber {
        text += String(s[k..<j])
        k = j
        while k < s.count, s[k].isNumber {
          text.append(s[k])
          k += 1
        }
      }
    }
    return (text, k)
  }
}
