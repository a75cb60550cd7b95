// This file is part of curvetool. SPDX-License-Identifier: MIT

/// The parts of a style sheet that animate: `@keyframes` blocks and the
/// declarations of every rule, with where each value stands in the file.
///
/// A hand-written reader for this subset of CSS Syntax 3: comments are
/// skipped, `@media`/`@supports` blocks are read through, other at-rules
/// are skipped; an HTML file's `<style>` elements are read in place, so
/// positions are those of the HTML file.
struct CSSStylesheet {
  /// One `property: value` with the value's place in the file.
  struct Declaration {
    var property: String
    var value: String
    /// UTF-8 byte offset of the value in the file.
    var valueOffset: Int
  }

  /// A style rule: its selector and declarations, in order.
  struct Rule {
    var selector: String
    var declarations: [Declaration]
    var offset: Int
  }

  /// `@keyframes name { stops }`: each stop's offsets (0…1) and declarations.
  struct Keyframes {
    var name: String
    var stops: [(offsets: [Double], declarations: [Declaration])]
    var offset: Int
  }

  var rules: [Rule] = []
  var keyframes: [String: Keyframes] = [:]
  /// Constructs read past, with their place (`@import`, unknown stops).
  var skipped: [(offset: Int, what: String)] = []

  /// Reads a CSS file, or the `<style>` elements of an HTML file.
  static func read(_ bytes: [UInt8]) -> CSSStylesheet {
    var sheet = CSSStylesheet()
    let text = Array(String(decoding: bytes, as: UTF8.self).utf8)
    for (start, end) in styleRanges(text) {
      var p = Parser(bytes: text, index: start, end: end)
      p.block(into: &sheet, depth: 0)
    }
    return sheet
  }

  /// The byte ranges to read: the `<style>` contents of HTML, else all.
  static func styleRanges(_ b: [UInt8]) -> [(Int, Int)] {
    let lower = b.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    func find(_ s: String, from: Int) -> Int? {
      let n = Array(s.utf8)
      guard n.count <= lower.count else { return nil }
      var i = from
      while i + n.count <= lower.count {
        if lower[i] == n[0], Array(lower[i..<(i + n.count)]) == n { return i }
        i += 1
      }
      return nil
    }
    guard find("<style", from: 0) != nil else { return [(0, b.count)] }
    var out: [(Int, Int)] = []
    var from = 0
    while let open = find("<style", from: from), let close = b[open...].firstIndex(of: UInt8(ascii: ">")) {
      let end = find("</style", from: close) ?? b.count
      out.append((close + 1, end))
      from = end
    }
    return out
  }

  /// A cursor over the bytes of one style sheet.
  struct Parser {
    let bytes: [UInt8]
    var index: Int
    let end: Int

    mutating func skipSpaceAndComments() {
      while index < end {
        if bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0C {
          index += 1
        } else if bytes[index] == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < end, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
          index = Swift.min(end, index + 2)
        } else if bytes.count >= index + 4, index + 4 <= end, Array(bytes[index..<(index + 4)]) == Array("<!--".utf8) {
          index += 4
        } else if index + 3 <= end, Array(bytes[index..<(index + 3)]) == Array("-->".utf8) {
          index += 3
        } else {
          return
        }
      }
    }

    /// Text up to (not including) one of `stops` at nesting depth 0, with
    /// comments removed, trimmed; and where it starts.
    mutating func text(until stops: Set<UInt8>) -> (String, Int) {
      skipSpaceAndComments()
      let start = index
      var out: [UInt8] = []
      var depth = 0
      var quote: UInt8?
      while index < end {
        let c = bytes[index]
        if let q = quote {
          if c == q { quote = nil }
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: "/"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "*") {
          skipSpaceAndComments()
          out.append(0x20)
          continue
        } else if c == UInt8(ascii: "(") {
          depth += 1
        } else if c == UInt8(ascii: ")") {
          depth -= 1
        } else if depth <= 0, stops.contains(c) {
          break
        }
        out.append(c)
        index += 1
      }
      let s = String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      return (s, start)
    }

    /// Rules and at-rules up to a closing `}` (or the end).
    mutating func block(into sheet: inout CSSStylesheet, depth: Int) {
      while true {
        skipSpaceAndComments()
        guard index < end else { return }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return
        }
        let (prelude, at) = text(until: [UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}")])
        guard index < end, bytes[index] == UInt8(ascii: "{") else {
          if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
          if !prelude.isEmpty { sheet.skipped.append((at, prelude)) }
          continue
        }
        index += 1
        let lower = prelude.lowercased()
        if lower.hasPrefix("@keyframes") || lower.hasPrefix("@-webkit-keyframes") {
          let name = prelude.split(separator: " ", maxSplits: 1).last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
          sheet.keyframes[unquoted(name)] = keyframes(name: unquoted(name), offset: at, sheet: &sheet)
        } else if lower.hasPrefix("@media") || lower.hasPrefix("@supports") || lower.hasPrefix("@layer"), depth < 32 {
          block(into: &sheet, depth: depth + 1)
        } else if lower.hasPrefix("@") {
          sheet.skipped.append((at, prelude))
          skipBlock()
        } else {
          sheet.rules.append(Rule(selector: prelude, declarations: declarations(), offset: at))
        }
      }
    }

    mutating func skipBlock() {
      var depth = 1
      while index < end, depth > 0 {
        if bytes[index] == UInt8(ascii: "{") { depth += 1 } else if bytes[index] == UInt8(ascii: "}") { depth -= 1 }
        index += 1
      }
    }

    /// `property: value;` pairs up to the closing `}`.
    mutating func declarations() -> [Declaration] {
      var out: [Declaration] = []
      while true {
        skipSpaceAndComments()
        guard index < end else { return out }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return out
        }
        let (name, _) = text(until: [UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "}")])
        guard index < end, bytes[index] == UInt8(ascii: ":") else {
          if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
          continue
        }
        index += 1
        let (value, at) = text(until: [UInt8(ascii: ";"), UInt8(ascii: "}")])
        if index < end, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let v = value.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespaces)
        out.append(Declaration(property: name.lowercased(), value: v, valueOffset: at))
      }
    }

    /// The stops of a `@keyframes` block.
    mutating func keyframes(name: String, offset: Int, sheet: inout CSSStylesheet) -> Keyframes {
      var k = Keyframes(name: name, stops: [], offset: offset)
      while true {
        skipSpaceAndComments()
        guard index < end else { return k }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return k
        }
        let (selector, at) = text(until: [UInt8(ascii: "{"), UInt8(ascii: "}")])
        guard index < end, bytes[index] == UInt8(ascii: "{") else { continue }
        index += 1
        let decls = declarations()
        var offsets: [Double] = []
        for part in selector.split(separator: ",") {
          let s = part.trimmingCharacters(in: .whitespaces).lowercased()
          if s == "from" {
            offsets.append(0)
          } else if s == "to" {
            offsets.append(1)
          } else if s.hasSuffix("%"), let v = Double(s.dropLast()), v >= 0, v <= 100 {
            offsets.append(v / 100)
          } else {
            sheet.skipped.append((at, "keyframe selector '\(s)'"))
          }
        }
        if !offsets.isEmpty { k.stops.append((offsets, decls)) }
      }
    }
  }

  static func unquoted(_ s: String) -> String {
    guard s.count >= 2, let f = s.first, f == "\"" || f == "'", s.last == f else { return s }
    return String(s.dropFirst().dropLast())
  }
}
