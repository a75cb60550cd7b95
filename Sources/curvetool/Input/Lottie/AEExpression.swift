// This file is part of curvetool. SPDX-License-Identifier: MIT

/// An After Effects expression as Bodymovin exports it into a Lottie
/// property's `x` (docs/lottie.md §6): the JavaScript subset that bounce,
/// overshoot, elastic and loop expressions are written in, parsed into a
/// tree that ``AEExpressionEvaluator`` runs.
///
/// Statements: `name = e`, `+=`, `-=`, `*=`, `/=`, `n++`, `n--`, `var`,
/// `let` and `const` declarations, `if … else`, `while`, blocks, expression
/// statements and `;`. Expressions: numbers, strings, names, `a.b`, `a[i]`,
/// calls, array literals, unary `-`, `+`, `!`, the binary arithmetic,
/// comparison and logical operators, `?:`. Anything else (functions,
/// `for`, objects, `new`, regular expressions) is a parse error naming the
/// place: the expression is then listed as not baked, never guessed.
indirect enum AEExpr: Hashable {
  case number(Double)
  case string(String)
  case name(String)
  case member(AEExpr, String)
  case index(AEExpr, AEExpr)
  case call(AEExpr, [AEExpr])
  case array([AEExpr])
  case unary(String, AEExpr)
  case binary(String, AEExpr, AEExpr)
  case conditional(AEExpr, AEExpr, AEExpr)
  /// `name op= value` (`op` empty for plain assignment).
  case assign(String, String, AEExpr)
  /// `name++` / `name--` (postfix, the old value) or prefix.
  case update(String, Double, prefix: Bool)
}

indirect enum AEStatement {
  case expression(AEExpr)
  case declare([(String, AEExpr?)])
  case block([AEStatement])
  case ifElse(AEExpr, AEStatement, AEStatement?)
  case whileLoop(AEExpr, AEStatement)
  case empty
}

/// Why an expression cannot be read, and where (1-based character offset).
struct AEExpressionError: Error, Equatable {
  var offset: Int
  var message: String
}

struct AEExpressionParser {
  enum Token: Equatable {
    case number(Double)
    case string(String)
    case name(String)
    case symbol(String)
    case end
  }

  private var tokens: [(Token, Int)] = []
  private var at = 0
  /// How deep statements and expressions nest; refused past
  /// ``maximumDepth`` (a file cannot exhaust the stack).
  private var depth = 0
  static let maximumDepth = 200

  private mutating func enter() throws(AEExpressionError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels is not read") }
  }

  /// Parses the whole program.
  static func parse(_ text: String) throws(AEExpressionError) -> [AEStatement] {
    var p = AEExpressionParser()
    p.tokens = try lex(Array(text.unicodeScalars))
    var program: [AEStatement] = []
    while p.peek != .end { program.append(try p.statement()) }
    return program
  }

  private var peek: Token { tokens[at].0 }
  private var offset: Int { tokens[at].1 }

  private mutating func next() -> Token {
    let t = tokens[at].0
    if at < tokens.count - 1 { at += 1 }
    return t
  }

  private func failure(_ what: String) -> AEExpressionError {
    let found: String = switch peek {
    case .number(let v): "\(v)"
    case .string(let s): "'\(s)'"
    case .name(let n): n
    case .symbol(let s): s
    case .end: "the end"
    }
    return AEExpressionError(offset: offset, message: "\(what), found \(found)")
  }

  private mutating func expect(_ symbol: String) throws(AEExpressionError) {
    guard peek == .symbol(symbol) else { throw failure("expected '\(symbol)'") }
    _ = next()
  }

  private mutating func statement() throws(AEExpressionError) -> AEStatement {
    try enter()
    defer { depth -= 1 }
    switch peek {
    case .symbol(";"):
      _ = next()
      return .empty
    case .symbol("{"):
      _ = next()
      var body: [AEStatement] = []
      while peek != .symbol("}") {
        guard peek != .end else { throw failure("expected '}'") }
        body.append(try statement())
      }
      _ = next()
      return .block(body)
    case .name("if"):
      _ = next()
      try expect("(")
      let condition = try expression()
      try expect(")")
      let then = try statement()
      if peek == .name("else") {
        _ = next()
        return .ifElse(condition, then, try statement())
      }
      return .ifElse(condition, then, nil)
    case .name("while"):
      _ = next()
      try expect("(")
      let condition = try expression()
      try expect(")")
      return .whileLoop(condition, try statement())
    case .name("var"), .name("let"), .name("const"):
      _ = next()
      var names: [(String, AEExpr?)] = []
      while true {
        guard case .name(let n) = next() else { throw failure("expected a name") }
        var value: AEExpr?
        if peek == .symbol("=") {
          _ = next()
          value = try expression()
        }
        names.append((n, value))
        guard peek == .symbol(",") else { break }
        _ = next()
      }
      endStatement()
      return .declare(names)
    case .name(let n) where ["for", "function", "return", "do", "switch", "try", "new", "class", "this"].contains(n):
      throw failure("'\(n)' is not read")
    default:
      let e = try expression()
      endStatement()
      return .expression(e)
    }
  }

  /// `;` is optional before `}`, the end, or a line break (read loosely:
  /// any statement may follow an expression).
  private mutating func endStatement() {
    if peek == .symbol(";") { _ = next() }
  }

  mutating func expression() throws(AEExpressionError) -> AEExpr {
    try enter()
    defer { depth -= 1 }
    let target = try conditional()
    if case .symbol(let s) = peek, ["=", "+=", "-=", "*=", "/="].contains(s) {
      guard case .name(let name) = target else { throw failure("only a name can be assigned to") }
      _ = next()
      return .assign(name, s == "=" ? "" : String(s.dropLast()), try expression())
    }
    return target
  }

  private mutating func conditional() throws(AEExpressionError) -> AEExpr {
    let c = try binary(0)
    guard peek == .symbol("?") else { return c }
    _ = next()
    let a = try expression()
    try expect(":")
    return .conditional(c, a, try expression())
  }

  static let precedence: [[String]] = [
    ["||"], ["&&"], ["==", "!=", "===", "!=="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"],
  ]

  private mutating func binary(_ level: Int) throws(AEExpressionError) -> AEExpr {
    guard level < Self.precedence.count else { return try unary() }
    var left = try binary(level + 1)
    while case .symbol(let s) = peek, Self.precedence[level].contains(s) {
      _ = next()
      left = .binary(s, left, try binary(level + 1))
    }
    return left
  }

  private mutating func unary() throws(AEExpressionError) -> AEExpr {
    if case .symbol(let s) = peek, ["-", "+", "!"].contains(s) {
      _ = next()
      try enter()
      defer { depth -= 1 }
      return .unary(s, try unary())
    }
    if case .symbol(let s) = peek, s == "++" || s == "--" {
      _ = next()
      guard case .name(let n) = next() else { throw failure("expected a name after \(s)") }
      return .update(n, s == "++" ? 1 : -1, prefix: true)
    }
    return try postfix()
  }

  private mutating func postfix() throws(AEExpressionError) -> AEExpr {
    var e = try primary()
    while true {
      switch peek {
      case .symbol("."):
        _ = next()
        guard case .name(let n) = next() else { throw failure("expected a name after '.'") }
        e = .member(e, n)
      case .symbol("["):
        _ = next()
        let i = try expression()
        try expect("]")
        e = .index(e, i)
      case .symbol("("):
        _ = next()
        e = .call(e, try list(until: ")"))
      case .symbol(let s) where s == "++" || s == "--":
        guard case .name(let n) = e else { return e }
        _ = next()
        return .update(n, s == "++" ? 1 : -1, prefix: false)
      default:
        return e
      }
    }
  }

  private mutating func list(until close: String) throws(AEExpressionError) -> [AEExpr] {
    var items: [AEExpr] = []
    while peek != .symbol(close) {
      items.append(try expression())
      guard peek == .symbol(",") else { break }
      _ = next()
    }
    try expect(close)
    return items
  }

  private mutating func primary() throws(AEExpressionError) -> AEExpr {
    switch peek {
    case .number(let v):
      _ = next()
      return .number(v)
    case .string(let s):
      _ = next()
      return .string(s)
    case .name(let n) where !["if", "else", "while", "var", "let", "const", "for", "function", "return", "new"].contains(n):
      _ = next()
      return n == "true" ? .number(1) : n == "false" ? .number(0) : .name(n)
    case .symbol("("):
      _ = next()
      let e = try expression()
      try expect(")")
      return e
    case .symbol("["):
      _ = next()
      return .array(try list(until: "]"))
    default:
      throw failure("expected a value")
    }
  }
}
