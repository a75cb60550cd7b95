// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A Swift file as `diagnose` reads it: its tokens, its `struct`s with
/// their stored properties and `body`, and an evaluator for the numbers and
/// flags its animations use.
struct SwiftSource {
  let path: String
  let tokens: [SwiftToken]
  var structs: [SwiftStruct] = []
  /// Each struct's index in `structs` by name (the first of a name), so a
  /// look-up costs the same in a file of thousands.
  private var byName: [String: Int] = [:]

  /// A stored property or constant: its default value's tokens.
  struct Property {
    var name: String
    var value: Range<Int>?
    var isState: Bool
    /// The token of the name, for citing.
    var at: Int
    /// The type annotation's first name (`Double` of `var d: Double = 1`).
    var type: String?
  }

  struct SwiftStruct {
    var name: String
    var isView: Bool
    var properties: [Property]
    /// The tokens inside `var body: some View { … }`.
    var body: Range<Int>?
  }

  init(path: String, bytes: [UInt8]) {
    self.path = path
    tokens = SwiftLexer.tokens(bytes)
    var i = 0
    while i < tokens.count {
      if tokens[i].is("struct"), i + 1 < tokens.count, tokens[i + 1].kind == .identifier, let open = next("{", from: i + 2) {
        let close = self.close(open)
        let header = tokens[(i + 2)..<open].map(\.text)
        if byName[tokens[i + 1].text] == nil { byName[tokens[i + 1].text] = structs.count }
        structs.append(members(name: tokens[i + 1].text, isView: header.contains("View"), open + 1, close))
        i = open + 1
        continue
      }
      i += 1
    }
  }

  /// `file:line:column` of a token.
  func cite(_ i: Int) -> String {
    guard i >= 0, i < tokens.count else { return path }
    return "\(path):\(tokens[i].line):\(tokens[i].column)"
  }

  /// The index of the first `text` at this nesting level from `from`.
  func next(_ text: String, from: Int, until end: Int? = nil) -> Int? {
    var depth = 0
    var i = from
    while i < (end ?? tokens.count) {
      let t = tokens[i]
      if depth == 0, t.is(text) { return i }
      if t.kind == .symbol {
        if "([{".contains(t.text) { depth += 1 } else if ")]}".contains(t.text) { depth -= 1 }
        if depth < 0 { return nil }
      }
      i += 1
    }
    return nil
  }

  /// The matching closing bracket of the bracket at `open`.
  func close(_ open: Int) -> Int {
    var depth = 0
    var i = open
    while i < tokens.count {
      if tokens[i].kind == .symbol {
        if "([{".contains(tokens[i].text) { depth += 1 } else if ")]}".contains(tokens[i].text) {
          depth -= 1
          if depth == 0 { return i }
        }
      }
      i += 1
    }
    return tokens.count
  }

  /// Where an expression starting at `start` ends: the first token at its
  /// own level on a new line (unless it continues a chain with `.` or an
  /// operator), or a closing bracket or comma.
  func expressionEnd(_ start: Int, _ end: Int) -> Int {
    var i = start
    var depth = 0
    while i < end {
      let t = tokens[i]
      if depth == 0, i > start, t.newlineBefore, !(t.text.hasPrefix(".") || "+-*/?:&|".contains(t.text)) { return i }
      if t.kind == .symbol {
        if "([{".contains(t.text) { depth += 1 } else if ")]}".contains(t.text) {
          if depth == 0 { return i }
          depth -= 1
        } else if depth == 0, t.text == "," || t.text == ";" {
          return i
        }
      }
      i += 1
    }
    return end
  }

  /// The stored properties, constants and `body` of a struct's members.
  func members(name: String, isView: Bool, _ start: Int, _ end: Int) -> SwiftStruct {
    var s = SwiftStruct(name: name, isView: isView, properties: [], body: nil)
    var i = start
    var state = false
    while i < end {
      let t = tokens[i]
      if t.text.hasPrefix("@") { state = state || t.text == "@State" || t.text == "@Binding"; i += 1; continue }
      if t.is("func") || t.is("init") || t.is("struct") || t.is("enum") || t.is("class") {
        // Skip to the end of its block.
        if let open = next("{", from: i + 1, until: end) { i = close(open) + 1 } else { i += 1 }
        state = false
        continue
      }
      guard t.is("var") || t.is("let"), i + 1 < end, tokens[i + 1].kind == .identifier else { i += 1; continue }
      let nameAt = i + 1
      let type = i + 3 < end && tokens[i + 2].is(":") && tokens[i + 3].kind == .identifier ? tokens[i + 3].text : nil
      var j = i + 2
      // The type annotation, up to `=`, `{` or the end of the line.
      while j < end, !tokens[j].is("="), !tokens[j].is("{"), !(tokens[j].newlineBefore && j > i + 2) { j += 1 }
      if j < end, tokens[j].is("=") {
        let e = expressionEnd(j + 1, end)
        s.properties.append(Property(name: tokens[nameAt].text, value: (j + 1)..<e, isState: state, at: nameAt, type: type))
        i = e
      } else if j < end, tokens[j].is("{") {
        let c = close(j)
        if tokens[nameAt].text == "body" { s.body = (j + 1)..<c }
        i = c + 1
      } else {
        s.properties.append(Property(name: tokens[nameAt].text, value: nil, isState: state, at: nameAt, type: type))
        i = j
      }
      state = false
    }
    return s
  }

  func structNamed(_ name: String) -> SwiftStruct? { byName[name].map { structs[$0] } }

  /// The source text of a token range, tokens joined as written.
  func text(_ r: Range<Int>) -> String {
    guard let first = r.first, r.upperBound <= tokens.count, r.upperBound > first else { return "" }
    var out = ""
    for i in r {
      if i > first, tokens[i].offset > tokens[i - 1].offset + tokens[i - 1].length { out += " " }
      out += tokens[i].kind == .string ? "\"\(tokens[i].text)\"" : (tokens[i].kind == .keyPath ? "\\." + tokens[i].text : tokens[i].text)
    }
    return out
  }
}
