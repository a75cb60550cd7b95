// This file is part of curvetool. SPDX-License-Identifier: MIT

/// Kotlin source as tokens, with the few structural questions the Compose
/// reader asks: matching brackets, a call's arguments (positional and
/// `name = value`, with a trailing lambda), statements of a block, and the
/// functions (`fun Name(params) { … }`) with their parameters.
///
/// Kotlin's lexical structure is close enough to Swift's for the subset
/// read that ``SwiftLexer`` splits it: identifiers, numbers with their
/// suffixes kept in the token (`0.5f`, `300L`, `1_000`), strings (`"…"`,
/// `"""…"""`; a `${…}` template is inside the string), `//` and nesting
/// `/* */` comments. A character literal (`'a'`) becomes symbols, which the
/// reader never needs.
struct KotlinSource {
  let tokens: [SwiftToken]

  init(bytes: [UInt8]) { tokens = SwiftLexer.tokens(bytes) }

  /// A call's arguments: each with its label (`name =`) when given, the
  /// value's token range, and the trailing lambda's body after `)`.
  struct Arguments {
    var values: [(label: String?, value: Range<Int>)]
    /// The tokens inside a trailing `{ … }`.
    var lambda: Range<Int>?
    /// The index after the call (after `)` or the lambda's `}`).
    var end: Int

    /// The value of the parameter at `position` named `name`: by label,
    /// else positionally among the unlabelled arguments before any label
    /// (Kotlin's rule: positional arguments come first).
    func value(_ name: String, position: Int) -> Range<Int>? {
      if let labelled = values.first(where: { $0.label == name }) { return labelled.value }
      let positional = values.prefix { $0.label == nil }
      return position < positional.count ? positional[positional.startIndex + position].value : nil
    }

    /// Labels given that are not among `known`.
    func unknownLabels(_ known: [String]) -> [String] { values.compactMap(\.label).filter { !known.contains($0) } }
  }

  /// The matching closing bracket of the bracket at `open` (the end of the
  /// file when it is never closed).
  func close(_ open: Int) -> Int {
    var depth = 0
    var i = open
    while i < tokens.count {
      let t = tokens[i]
      if t.kind == .symbol {
        if t.text == "(" || t.text == "[" || t.text == "{" {
          depth += 1
        } else if t.text == ")" || t.text == "]" || t.text == "}" {
          depth -= 1
          if depth == 0 { return i }
        }
      }
      i += 1
    }
    return tokens.count
  }

  /// The arguments of the call whose `(` is at `open` (or whose lambda's
  /// `{` is, for `keyframes { … }`).
  func arguments(_ open: Int) -> Arguments {
    var values: [(String?, Range<Int>)] = []
    var end = open
    if tokens[open].is("(") {
      let close = close(open)
      var start = open + 1
      var depth = 0
      var i = open + 1
      while i <= close, i < tokens.count {
        let t = tokens[i]
        if t.kind == .symbol {
          if i == close || (depth == 0 && t.text == ",") {
            if start < i {
              // `name = value` (not `==`).
              if i - start >= 3, tokens[start].kind == .identifier, tokens[start + 1].is("="), !tokens[start + 2].is("=") {
                values.append((tokens[start].text, (start + 2)..<i))
              } else {
                values.append((nil, start..<i))
              }
            }
            start = i + 1
          } else if "([{".contains(t.text) {
            depth += 1
          } else if ")]}".contains(t.text) {
            depth -= 1
          }
        }
        i += 1
      }
      end = Swift.min(close + 1, tokens.count)
    }
    var lambda: Range<Int>?
    if end < tokens.count, tokens[end].is("{") {
      let close = close(end)
      lambda = (end + 1)..<Swift.min(close, tokens.count)
      end = Swift.min(close + 1, tokens.count)
    }
    return Arguments(values: values.map { (label: $0.0, value: $0.1) }, lambda: lambda, end: end)
  }

  /// The statements of a block: token ranges split at `;` and at line
  /// breaks outside brackets (a line that continues an expression, opening
  /// with `.`, an operator or `?:`, stays in the statement).
  func statements(_ r: Range<Int>) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start = r.lowerBound
    var depth = 0
    var i = r.lowerBound
    while i < r.upperBound {
      let t = tokens[i]
      let continues = t.text == "." || "+-*/%?:".contains(t.text) || t.is("using") || t.is("with") || t.is("at")
        || (i > start && [".", "+", "-", "*", "/", "=", "(", ",", "by"].contains(tokens[i - 1].text))
      if depth == 0, i > start, t.newlineBefore, !continues {
        out.append(start..<i)
        start = i
      }
      if t.kind == .symbol {
        if "([{".contains(t.text) { depth += 1 } else if ")]}".contains(t.text) { depth -= 1 }
        if depth == 0, t.text == ";" {
          if start < i { out.append(start..<i) }
          start = i + 1
        }
      }
      i += 1
    }
    if start < r.upperBound { out.append(start..<r.upperBound) }
    return out
  }

  /// A function declaration: its name, parameters (name, default value's
  /// tokens) and body.
  struct Function {
    var name: String
    var at: Int
    var parameters: [(name: String, defaultValue: Range<Int>?)]
    var body: Range<Int>
  }

  /// Every `fun Name(…) … { … }` in the file (members and local functions
  /// too), in source order.
  var functions: [Function] {
    var out: [Function] = []
    var i = 0
    while i + 2 < tokens.count {
      guard tokens[i].is("fun"), tokens[i + 1].kind == .identifier, tokens[i + 2].is("(") else {
        i += 1
        continue
      }
      let args = arguments(i + 2)
      var parameters: [(String, Range<Int>?)] = []
      for a in args.values {
        // `name: Type = default` (a label is not how parameters read).
        var r = a.label.map { label in (a.value.lowerBound - 2)..<a.value.upperBound } ?? a.value
        while r.lowerBound < r.upperBound, tokens[r.lowerBound].kind == .identifier, tokens[r.lowerBound].text.hasPrefix("@")
          || ["vararg", "noinline", "crossinline"].contains(tokens[r.lowerBound].text)
        {
          r = (r.lowerBound + 1)..<r.upperBound
        }
        guard r.lowerBound < r.upperBound, tokens[r.lowerBound].kind == .identifier else { continue }
        var defaultValue: Range<Int>?
        var depth = 0
        for k in r where tokens[k].kind == .symbol {
          if "([{<".contains(tokens[k].text) { depth += 1 } else if ")]}>".contains(tokens[k].text) { depth -= 1 }
          if depth == 0, tokens[k].is("="), k + 1 < r.upperBound, !tokens[k + 1].is("=") {
            defaultValue = (k + 1)..<r.upperBound
            break
          }
        }
        parameters.append((tokens[r.lowerBound].text, defaultValue))
      }
      // The body: the first `{` after the parameters (past a return type),
      // never an expression body after `=`.
      var k = Swift.min(close(i + 2) + 1, tokens.count)
      var body: Range<Int>?
      while k < tokens.count {
        if tokens[k].is("{") {
          body = (k + 1)..<close(k)
          break
        }
        if tokens[k].is("=") || tokens[k].is("fun") || tokens[k].is("}") { break }
        k += 1
      }
      if let body {
        out.append(Function(name: tokens[i + 1].text, at: i, parameters: parameters.map { (name: $0.0, defaultValue: $0.1) }, body: body))
      }
      i += 2
    }
    return out
  }

  /// The tokens' text, joined as written (a space where the source had one).
  func text(_ r: Range<Int>) -> String {
    var out = ""
    var last: SwiftToken?
    for k in r where k < tokens.count {
      let t = tokens[k]
      if let l = last, l.offset + l.length < t.offset { out += " " }
      out += t.kind == .string ? "\"\(t.text)\"" : t.text
      last = t
    }
    return out
  }
}
