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
  /// By name; a later block of a name replaces an earlier one, as in CSS.
  var keyframes: [String: Keyframes] = [:]
  /// Every `@keyframes` block in order (name, offset), replaced ones too.
  var keyframesBlocks: [(name: String, offset: Int)] = []
  /// The rules that are `style` attributes (by index in `rules`).
  var styleAttributes: Set<Int> = []
  /// Constructs read past, with their place (`@import`, unknown stops).
  var skipped: [(offset: Int, what: String)] = []

  /// Reads a CSS file, or the `<style>` elements and `style` attributes
  /// of an HTML file (`html` nil: told by the file's structure, markup
  /// first). Positions are those of the file as given.
  static func read(_ bytes: [UInt8], html: Bool? = nil) -> CSSStylesheet {
    var sheet = CSSStylesheet()
    guard html ?? HTMLStyles.isHTML(bytes) else {
      // A byte order mark is no part of the first rule (CSS Syntax 3, decode).
      let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      var p = Parser(bytes: bytes, index: start, end: bytes.count)
      p.block(into: &sheet, depth: 0)
      return sheet
    }
    let html = HTMLStyles(bytes)
    for range in html.sheets {
      var p = Parser(bytes: bytes, index: range.lowerBound, end: range.upperBound)
      p.block(into: &sheet, depth: 0)
    }
    // Each `style` attribute is a rule of its own element.
    var named: [String: Int] = [:]
    for a in html.attributes {
      var p = Parser(bytes: bytes, index: a.value.lowerBound, end: a.value.upperBound)
      let base = a.element + "[style]"
      named[base, default: 0] += 1
      let selector = named[base] == 1 ? base : "\(base) #\(named[base] ?? 0)"
      sheet.styleAttributes.insert(sheet.rules.count)
      sheet.rules.append(Rule(selector: selector, declarations: p.declarations(), offset: a.offset))
    }
    return sheet
  }

  /// A selector as the cascade compares it: white space (spaces, tabs,
  /// line breaks) folded to one space, none inside brackets, combinators
  /// `>`, `+`, `~` set off by one space.
  static func normalised(_ selector: String) -> String {
    var out: [UInt8] = []
    var depth = 0
    var pendingSpace = false
    for c in selector.utf8 {
      if HTMLStyles.isSpace(c) {
        pendingSpace = !out.isEmpty
        continue
      }
      if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { depth += 1 }
      if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { depth -= 1 }
      let combinator = depth == 0 && (c == UInt8(ascii: ">") || c == UInt8(ascii: "+") || c == UInt8(ascii: "~"))
      if combinator {
        while out.last == 0x20 { out.removeLast() }
        out += [0x20, c, 0x20]
        pendingSpace = false
        continue
      }
      if pendingSpace, depth == 0, out.last != 0x20 { out.append(0x20) }
      pendingSpace = false
      out.append(c)
    }
    while out.last == 0x20 { out.removeLast() }
    return String(decoding: out, as: UTF8.self)
  }

  /// A selector list split at its top-level commas, each normalised.
  static func selectors(_ list: String) -> [String] {
    CSSAnimation.split(list, on: UInt8(ascii: ",")).map { normalised($0.0) }.filter { !$0.isEmpty }
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
        if c == UInt8(ascii: "\\"), index + 1 < end {
          // An escape: the next character is taken as it is, even a quote.
          out += [c, bytes[index + 1]]
          index += 2
          continue
        }
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
      let s = CSSStylesheet.trimmed(out[...])
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
          // `@keyframes name`, any white space between.
          let words = prelude.split(whereSeparator: { $0.isWhitespace })
          let name = words.count > 1 ? String(words[1]) : ""
          sheet.keyframes[unquoted(name)] = keyframes(name: unquoted(name), offset: at, sheet: &sheet)
          sheet.keyframesBlocks.append((unquoted(name), at))
        } else if lower.hasPrefix("@media") || lower.hasPrefix("@supports") || lower.hasPrefix("@layer"), depth < 32 {
          block(into: &sheet, depth: depth + 1)
        } else if lower.hasPrefix("@") {
          sheet.skipped.append((at, prelude))
          skipBlock()
        } else {
          // A selector list is one rule per selector.
          let list = declarations()
          for selector in CSSStylesheet.selectors(prelude) { sheet.rules.append(Rule(selector: selector, declarations: list, offset: at)) }
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
        let v = value.contains("!important") ? CSSStylesheet.trimmed(Array(value.replacingOccurrences(of: "!important", with: "").utf8)[...]) : value
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
          let s = CSSStylesheet.trimmed(Array(part.utf8)[...]).lowercased()
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

  /// The text of `bytes` without white space (CSS's: space, tab, line
  /// breaks, form feed) at either end.
  static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
    guard let first = bytes.firstIndex(where: { !HTMLStyles.isSpace($0) }), let last = bytes.lastIndex(where: { !HTMLStyles.isSpace($0) }) else {
      return ""
    }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }

  static func unquoted(_ s: String) -> String {
    guard s.count >= 2, let f = s.first, f == "\"" || f == "'", s.last == f else { return s }
    return String(s.dropFirst().dropLast())
  }
}
