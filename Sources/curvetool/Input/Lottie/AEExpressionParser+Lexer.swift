// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The tokens of an After Effects expression: numbers, strings in single or
/// double quotes, names (`$` and `_` included, as Bodymovin's `$bm_rt`),
/// the operators the parser reads; `//` and `/* */` comments are space.
extension AEExpressionParser {
  static let symbols = [
    "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=",
    "(", ")", "{", "}", "[", "]", ",", ";", ".", "?", ":", "+", "-", "*", "/", "%", "<", ">", "=", "!",
  ]

  static func lex(_ s: [Unicode.Scalar]) throws(AEExpressionError) -> [(Token, Int)] {
    var out: [(Token, Int)] = []
    var i = 0
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || c.properties.isAlphabetic }
    while i < s.count {
      let c = s[i]
      if c.properties.isWhitespace { i += 1; continue }
      if c == "/", i + 1 < s.count, s[i + 1] == "/" {
        while i < s.count, s[i] != "\n" { i += 1 }
        continue
      }
      if c == "/", i + 1 < s.count, s[i + 1] == "*" {
        i += 2
        while i + 1 < s.count, !(s[i] == "*" && s[i + 1] == "/") { i += 1 }
        guard i + 1 < s.count else { throw AEExpressionError(offset: i + 1, message: "a comment that does not end") }
        i += 2
        continue
      }
      let start = i
      if isDigit(c) || (c == "." && i + 1 < s.count && isDigit(s[i + 1])) {
        while i < s.count, isDigit(s[i]) || s[i] == "." { i += 1 }
        if i < s.count, s[i] == "e" || s[i] == "E" {
          i += 1
          if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
          while i < s.count, isDigit(s[i]) { i += 1 }
        }
        let text = String(String.UnicodeScalarView(s[start..<i]))
        guard let v = Double(text) else { throw AEExpressionError(offset: start + 1, message: "'\(text)' is not a number") }
        out.append((.number(v), start + 1))
        continue
      }
      if isNameStart(c) {
        while i < s.count, isNameStart(s[i]) || isDigit(s[i]) { i += 1 }
        out.append((.name(String(String.UnicodeScalarView(s[start..<i]))), start + 1))
        continue
      }
      if c == "\"" || c == "'" {
        i += 1
        var text = ""
        while i < s.count, s[i] != c {
          if s[i] == "\\", i + 1 < s.count { i += 1 }
          text.unicodeScalars.append(s[i])
          i += 1
        }
        guard i < s.count else { throw AEExpressionError(offset: start + 1, message: "a string that does not end") }
        i += 1
        out.append((.string(text), start + 1))
        continue
      }
      guard let symbol = symbols.first(where: { sym in
        let u = Array(sym.unicodeScalars)
        return i + u.count <= s.count && Array(s[i..<(i + u.count)]) == u
      }) else {
        throw AEExpressionError(offset: start + 1, message: "'\(c)' is not read")
      }
      i += symbol.unicodeScalars.count
      out.append((.symbol(symbol), start + 1))
    }
    out.append((.end, s.count + 1))
    return out
  }
}
