// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Tokenizer and parser for ``CurveExpression``.
struct ExpressionParser {
  enum Token: Equatable {
    case number(Double, percent: Bool)
    case name(String)
    case string(String)
    case symbol(Character)
    case end
  }

  let source: [Character]
  var index = 0
  private(set) var token: Token = .end
  private(set) var tokenRange: Range<Int> = 0..<0
  private var nesting = NestingGuard()
  /// Where each Kotlin/Java float literal (`0.5f`) ends, in characters.
  private var floatLiteralEnds = Set<Int>()

  init(_ text: String) {
    source = Array(text)
  }

  /// Parses a whole expression.
  static func parse(_ text: String) throws(ExpressionError) -> CurveExpression {
    var parser = ExpressionParser(text)
    try parser.advance()
    if parser.token == .end { throw ExpressionError(message: "empty curve expression", range: 0..<1) }
    let expression = try parser.expression()
    guard parser.token == .end else {
      throw ExpressionError(message: "unexpected \(parser.describe(parser.token)) after the expression", range: parser.tokenRange)
    }
    return expression
  }

  func describe(_ t: Token) -> String {
    switch t {
    case .number(let v, let p): "number \(NumberText.text(v, .detail))\(p ? "%" : "")"
    case .name(let n): "'\(n)'"
    case .string(let s): "string \"\(s)\""
    case .symbol(let c): "'\(c)'"
    case .end: "end of the expression"
    }
  }

  private mutating func skipSpaceAndComments() throws(ExpressionError) {
    while index < source.count {
      if source[index].isWhitespace {
        index += 1
      } else if source[index] == "/", index + 1 < source.count, source[index + 1] == "*" {
        let start = index
        index += 2
        while index + 1 < source.count, !(source[index] == "*" && source[index + 1] == "/") { index += 1 }
        guard index + 1 < source.count else { throw ExpressionError(message: "unterminated comment", range: start..<(start + 2)) }
        index += 2
      } else {
        return
      }
    }
  }

  private static func isNameStart(_ c: Character) -> Bool { c.isLetter || c == "_" || c == "$" }
  private static func isNameBody(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." || c == "-" }

  mutating func advance() throws(ExpressionError) {
    try skipSpaceAndComments()
    let start = index
    guard index < source.count else {
      token = .end
      tokenRange = start..<start
      return
    }
    let c = source[index]
    func peek(_ k: Int) -> Character? { index + k < source.count ? source[index + k] : nil }
    let startsNumber = c.isNumber || ((c == "-" || c == "+" || c == ".") && (peek(1).map { $0.isNumber || ($0 == "." && (peek(2)?.isNumber ?? false)) } ?? false))
    if startsNumber {
      let scanned = CSSNumber.scan(source, from: index)
      let text = scanned?.text ?? String(c)
      index = scanned?.end ?? index + 1
      guard let value = Double(text), value.isFinite else {
        throw ExpressionError(message: "'\(text)' is not a finite number", range: start..<index)
      }
      var percent = false
      var number = value
      if index < source.count, source[index] == "%" {
        percent = true
        index += 1
      } else if index < source.count, source[index] == "f" || source[index] == "F",
        !(peek(1).map(Self.isNameBody) ?? false)
      {
        // A Kotlin/Java float literal is the Float nearest its digits.
        index += 1
        floatLiteralEnds.insert(index)
        number = Double(Float(value))
        guard number.isFinite else { throw ExpressionError(message: "'\(text)f' is outside the range of a Float", range: start..<index) }
      }
      token = .number(number, percent: percent)
      tokenRange = start..<index
      return
    }
    if Self.isNameStart(c) || (c == "." && (peek(1).map(Self.isNameStart) ?? false)) {
      var text = String(c)
      index += 1
      while index < source.count, Self.isNameBody(source[index]) {
        // A '-' or '.' must be followed by more name.
        if source[index] == "-" || source[index] == ".", !(peek(1).map { Self.isNameBody($0) && $0 != "-" } ?? false) { break }
        text.append(source[index])
        index += 1
      }
      token = .name(text)
      tokenRange = start..<index
      return
    }
    if c == "\"" || c == "'" {
      index += 1
      var text = ""
      while index < source.count, source[index] != c {
        text.append(source[index])
        index += 1
      }
      guard index < source.count else { throw ExpressionError(message: "unterminated string", range: start..<index) }
      index += 1
      token = .string(text)
      tokenRange = start..<index
      return
    }
    if "(){}[],:=".contains(c) {
      index += 1
      token = .symbol(c)
      tokenRange = start..<index
      return
    }
    throw ExpressionError(message: "unexpected character '\(c)'", range: start..<(start + 1))
  }

  private mutating func expect(_ c: Character, _ context: String) throws(ExpressionError) {
    guard token == .symbol(c) else {
      throw ExpressionError(message: "expected '\(c)' \(context), found \(describe(token))", range: tokenRange)
    }
    try advance()
  }

  mutating func expression() throws(ExpressionError) -> CurveExpression {
    guard nesting.enter() else { throw ExpressionError(message: NestingGuard.message, range: tokenRange) }
    defer { nesting.leave() }
    let start = tokenRange.lowerBound
    switch token {
    case .number(let v, let percent):
      let r = tokenRange
      try advance()
      return percent ? .percentage(v, r) : .number(v, r)
    case .string(let s):
      let r = tokenRange
      try advance()
      return .string(s, r)
    case .symbol("{"):
      try advance()
      var members: [(key: String, keyRange: Range<Int>, value: CurveExpression)] = []
      while token != .symbol("}") {
        let keyRange = tokenRange
        let key: String
        switch token {
        case .name(let n): key = n
        case .string(let s): key = s
        default: throw ExpressionError(message: "expected a key in the object, found \(describe(token))", range: tokenRange)
        }
        if members.contains(where: { $0.key == key }) { throw ExpressionError(message: "duplicate key '\(key)'", range: keyRange) }
        try advance()
        try expect(":", "after the key '\(key)'")
        members.append((key, keyRange, try expression()))
        if token == .symbol(",") { try advance() } else { break }
      }
      let end = tokenRange.upperBound
      try expect("}", "to close the object")
      return .object(members, start..<end)
    case .symbol("["):
      try advance()
      var items: [CurveExpression] = []
      while token != .symbol("]") {
        items.append(try expression())
        if token == .symbol(",") { try advance() } else { break }
      }
      let end = tokenRange.upperBound
      try expect("]", "to close the list")
      return .array(items, start..<end)
    case .name(let name):
      let nameRange = tokenRange
      if name.lowercased() == "linear", index < source.count, source[index] == "(" {
        // CSS linear(…): capture the body up to the matching parenthesis.
        var depth = 1
        var k = index + 1
        while k < source.count, depth > 0 {
          if source[k] == "(" { depth += 1 } else if source[k] == ")" { depth -= 1 }
          k += 1
        }
        guard depth == 0 else { throw ExpressionError(message: "expected ')' to close linear(…)", range: nameRange.lowerBound..<source.count) }
        let body = String(source[(index + 1)..<(k - 1)])
        let bodyStart = index + 1
        index = k
        try advance()
        return .raw("linear", body: body, bodyStart: bodyStart, start..<k)
      }
      try advance()
      guard token == .symbol("(") else { return .name(name, nameRange) }
      try advance()
      let arguments = try argumentList()
      var end = tokenRange.upperBound
      try expect(")", "to close \(name)(…)")
      let call = CurveExpression.call(name, nameRange: nameRange, arguments: arguments, start..<end)
      // `.method(…)` calls chained on it.
      var methods: [(name: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument])] = []
      while case .name(let method) = token, method.hasPrefix("."), index < source.count, source[index] == "(" {
        let methodRange = tokenRange
        try advance()
        try advance()
        let args = try argumentList()
        end = tokenRange.upperBound
        try expect(")", "to close \(method)(…)")
        methods.append((String(method.dropFirst()), methodRange, args))
      }
      return methods.isEmpty ? call : .chain(call, methods, start..<end)
    default:
      throw ExpressionError(message: "expected a curve, found \(describe(token))", range: tokenRange)
    }
  }

  /// Arguments up to (not including) the closing parenthesis: `label:` or
  /// `label =` optional before each.
  mutating func argumentList() throws(ExpressionError) -> [CurveExpression.Argument] {
    var arguments: [CurveExpression.Argument] = []
    while token != .symbol(")") {
      var label: String?
      var labelRange: Range<Int>?
      var kotlin = false
      if case .name(let n) = token {
        // Look ahead for "label:" or "label =".
        let saved = (index, token, tokenRange)
        let r = tokenRange
        try advance()
        if token == .symbol(":") || token == .symbol("=") {
          label = n
          labelRange = r
          kotlin = token == .symbol("=")
          try advance()
        } else {
          (index, token, tokenRange) = saved
        }
      }
      let value = try expression()
      var argument = CurveExpression.Argument(label: label, labelRange: labelRange, value: value, isKotlinLabel: kotlin)
      if case .number = value { argument.isFloatLiteral = floatLiteralEnds.contains(value.range.upperBound) }
      arguments.append(argument)
      if token == .symbol(",") { try advance() } else { break }
    }
    return arguments
  }
}
