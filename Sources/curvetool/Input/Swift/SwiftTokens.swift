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
/// Comments are skipped (block comments nest, as in Swift). String literals
/// follow The Swift Programming Language's lexical structure: single-line
/// `"…"`, multi-line `"""…"""`, raw strings with any number of `#`
/// (`#"…"#`, `##"""…"""##`), escapes, and interpolations `\( … )` that may
/// hold strings of their own; a `}` or `"` inside any of them never ends
/// anything outside. Linear in the length of the source: a column is
/// counted on from the previous token, never from the line's start.
/// A hand-written lexer for the subset `diagnose` reads; it never fails:
/// an unknown character becomes a symbol, an unterminated string ends at
/// the end of the file.
enum SwiftLexer {
  static func tokens(_ bytes: [UInt8]) -> [SwiftToken] {
    var out: [SwiftToken] = []
    var scanner = Scanner(bytes: bytes)
    while let token = scanner.next() { out.append(token) }
    return out
  }

  /// The cursor: where it stands, the line, and a column counted on from
  /// the last place measured.
  struct Scanner {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    var newline = true
    /// A place on the current line and its 1-based column.
    var measuredAt = 0
    var measuredColumn = 1

    init(bytes: [UInt8]) { self.bytes = bytes }

    var n: Int { bytes.count }

    static func isIdent(_ c: UInt8) -> Bool {
      c == 0x5F || (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c >= 0x80
    }

    /// The column (characters) of byte `at` on the current line.
    mutating func column(_ at: Int) -> Int {
      if measuredAt < lineStart || measuredAt > at {
        measuredAt = lineStart
        measuredColumn = 1
      }
      measuredColumn += String(decoding: bytes[measuredAt..<at], as: UTF8.self).count
      measuredAt = at
      return measuredColumn
    }

    mutating func lineBreak(at k: Int) {
      line += 1
      lineStart = k + 1
      newline = true
    }

    func at(_ k: Int, _ c: Character) -> Bool { k < n && bytes[k] == c.asciiValue }

    mutating func next() -> SwiftToken? {
      while i < n {
        let c = bytes[i]
        if c == 0x0A {
          lineBreak(at: i)
          i += 1
          continue
        }
        if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C { i += 1; continue }
        if c == UInt8(ascii: "/"), at(i + 1, "/") {
          while i < n, bytes[i] != 0x0A { i += 1 }
          continue
        }
        if c == UInt8(ascii: "/"), at(i + 1, "*") {
          var depth = 1
          i += 2
          while i < n, depth > 0 {
            if bytes[i] == 0x0A { lineBreak(at: i) }
            if bytes[i] == UInt8(ascii: "/"), at(i + 1, "*") { depth += 1; i += 1 }
            else if bytes[i] == UInt8(ascii: "*"), at(i + 1, "/") { depth -= 1; i += 1 }
            i += 1
          }
          continue
        }
        return token()
      }
      return nil
    }

    /// The token at `i`, which is not space or a comment.
    mutating func token() -> SwiftToken {
      let start = i
      let startLine = line
      let newlineBefore = newline
      let col = column(i)
      let c = bytes[i]
      var kind = SwiftToken.Kind.symbol
      var content: Range<Int>?
      var hashes = 0
      while at(start + hashes, "#") { hashes += 1 }
      if c == UInt8(ascii: "\"") || (hashes > 0 && at(start + hashes, "\"")) {
        kind = .string
        i = start + hashes
        content = string(hashes: hashes)
      } else if c >= 0x30, c <= 0x39 {
        kind = .number
        while i < n, Self.isIdent(bytes[i]) || bytes[i] == UInt8(ascii: ".")
          || ((bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+")) && (bytes[i - 1] | 0x20) == UInt8(ascii: "e"))
        {
          // A "." must be followed by a digit to stay in the number (1.5, not 1.description).
          if bytes[i] == UInt8(ascii: "."), !(i + 1 < n && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x39) { break }
          i += 1
        }
      } else if Self.isIdent(c) || c == UInt8(ascii: "@") || c == UInt8(ascii: "#") || c == UInt8(ascii: "$") {
        kind = .identifier
        i += 1
        while i < n, Self.isIdent(bytes[i]) { i += 1 }
      } else if c == UInt8(ascii: "\\"), at(i + 1, ".") {
        kind = .keyPath
        i += 2
        while i < n, Self.isIdent(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
      } else {
        i += 1
      }
      let text: String
      switch kind {
      case .string: text = String(decoding: bytes[content ?? i..<i], as: UTF8.self)
      case .keyPath: text = String(decoding: bytes[(start + 2)..<i], as: UTF8.self)
      case .number: text = String(decoding: bytes[start..<i], as: UTF8.self).replacingOccurrences(of: "_", with: "")
      default: text = String(decoding: bytes[start..<i], as: UTF8.self)
      }
      let token = SwiftToken(kind: kind, text: text, line: startLine, column: col, offset: start, length: i - start, newlineBefore: newlineBefore)
      newline = false
      return token
    }

    /// Scans a string literal whose opening quote is at `i` (after
    /// `hashes` `#`s): single-line or `"""` multi-line, escapes (`\#` in a
    /// raw string) and interpolations. Leaves `i` after the closing
    /// delimiter; returns the content's byte range.
    mutating func string(hashes: Int) -> Range<Int> {
      let multiline = at(i + 1, "\"") && at(i + 2, "\"")
      i += multiline ? 3 : 1
      let contentStart = i
      while i < n {
        let b = bytes[i]
        if b == 0x0A {
          guard multiline else { return contentStart..<i }  // unterminated: the line ends it
          lineBreak(at: i)
          i += 1
          continue
        }
        if b == UInt8(ascii: "\\"), hashesFollow(i + 1, hashes) {
          let after = i + 1 + hashes
          if at(after, "(") {
            i = after + 1
            interpolation()
          } else {
            // One escaped character (a line break in a multi-line string continues it).
            i = after
            if i < n, bytes[i] == 0x0A { lineBreak(at: i) }
            if i < n { i += 1 }
          }
          continue
        }
        if b == UInt8(ascii: "\""), (!multiline || (at(i + 1, "\"") && at(i + 2, "\""))), hashesFollow(i + (multiline ? 3 : 1), hashes) {
          let end = i
          i += (multiline ? 3 : 1) + hashes
          return contentStart..<end
        }
        i += 1
      }
      return contentStart..<n
    }

    func hashesFollow(_ k: Int, _ count: Int) -> Bool {
      for j in 0..<count where !at(k + j, "#") { return false }
      return true
    }

    /// Skips an interpolation's expression up to its closing `)`, reading
    /// any strings and comments in it as such.
    mutating func interpolation() {
      var depth = 1
      while i < n, depth > 0 {
        let b = bytes[i]
        if b == 0x0A { lineBreak(at: i); i += 1; continue }
        var hashes = 0
        while at(i + hashes, "#") { hashes += 1 }
        if b == UInt8(ascii: "\"") || (hashes > 0 && at(i + hashes, "\"")) {
          i += hashes
          _ = string(hashes: hashes)
          continue
        }
        if b == UInt8(ascii: "/"), at(i + 1, "/") {
          while i < n, bytes[i] != 0x0A { i += 1 }
          continue
        }
        if b == UInt8(ascii: "(") { depth += 1 } else if b == UInt8(ascii: ")") { depth -= 1 }
        i += 1
      }
    }
  }
}
