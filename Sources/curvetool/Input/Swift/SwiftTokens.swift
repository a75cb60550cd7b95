// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A token of Swift source, with where it stands.
struct SwiftToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case identifier, number, string, keyPath, symbol }

  var kind: Kind
  var text: String
  /// 1-based line and column (characters).
  var line: Int
  var column: Int
  /// UTF-8 byte offset and length in the file.
  var offset: Int
  var length: Int
  /// Whether a line break comes before it (Swift ends statements there).
  var newlineBefore: Bool

  func `is`(_ s: String) -> Bool { text == s && kind != .string }
}

/// Splits Swift source into tokens: identifiers (with `@` attributes and
/// `#` directives), numbers (`1_000`, `0.5`, `1e-3`), string literals
/// (their text, escapes kept), `\.keyPath`s and one-character symbols.
/// Comments are skipped. A hand-written lexer for the subset `diagnose`
/// reads; it never fails: an unknown character becomes a symbol.
enum SwiftLexer {
  static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
    var out: [SwiftToken] = []
    var i = 0
    var line = 1
    var lineStart = 0
    var newline = true
    let n = bytes.count
    func isIdent(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80 }
    func column(_ at: Int) -> Int { String(decoding: bytes[lineStart..<at], as: UTF8.self).count + 1 }
    while i < n {
      let c = bytes[i]
      if c == 0x0A {
        line += 1
        lineStart = i + 1
        newline = true
        i += 1
        continue
      }
      if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; continue }
      if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
        while i < n, bytes[i] != 0x0A { i += 1 }
        continue
      }
      if c == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
        var depth = 1
        i += 2
        while i < n, depth > 0 {
          if bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
            newline = true
          }
          if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") { depth += 1; i += 1 }
          else if bytes[i] == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") { depth -= 1; i += 1 }
          i += 1
        }
        continue
      }
      let start = i
      let col = column(i)
      var kind = SwiftToken.Kind.symbol
      if c == UInt8(ascii: "\"") {
        kind = .string
        i += 1
        while i < n, bytes[i] != UInt8(ascii: "\""), bytes[i] != 0x0A {
          if bytes[i] == UInt8(ascii: "\\") { i += 1 }
          i += 1
        }
        i = Swift.min(n, i + 1)
      } else if c >= 0x30, c <= 0x39 {
        kind = .number
        while i < n, isIdent(bytes[i]) || bytes[i] == UInt8(ascii: ".")
          || ((bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) && (bytes[i - 1] | 0x20) == UInt8(ascii: "e"))
        {
          // A "." must be followed by a digit to stay in the number (1.5, not 1.description).
          if bytes[i] == UInt8(ascii: "."), !(i + 1 < n && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) { break }
          i += 1
        }
      } else if isIdent(c) || c == UInt8(ascii: "@") || c == UInt8(ascii: "#") || c == UInt8(ascii: "$") {
        kind = .identifier
        i += 1
        while i < n, isIdent(bytes[i]) { i += 1 }
      } else if c == UInt8(ascii: "\\"), i + 1 < n, bytes[i + 1] == UInt8(ascii: ".") {
        kind = .keyPath
        i += 2
        while i < n, isIdent(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
      } else {
        i += 1
      }
      var text = String(decoding: bytes[start..<i], as: UTF8.self)
      if kind == .number { text = text.replacingOccurrences(of: "_", with: "") }
      if kind == .string { text = String(text.dropFirst().dropLast()) }
      if kind == .keyPath { text = String(text.dropFirst(2)) }
      out.append(SwiftToken(kind: kind, text: text, line: line, column: col, offset: start, length: i - start, newlineBefore: newline))
      newline = false
    }
    return out
  }
}
