// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A value an animation uses: a floating-point number, an integer or a
/// flag. Integers follow Swift's `Int`: an integer literal is an `Int`
/// unless a `Double` is asked for, and `Int / Int` truncates
/// (`Double(frames / 30)` with `frames = 45` is 1).
enum SwiftValue: Equatable, Sendable {
  case number(Double)
  case integer(Int)
  case bool(Bool)

  /// The value as a `Double`, where it is a number of either kind.
  var double: Double? {
    switch self {
    case .number(let x): x
    case .integer(let n): Double(n)
    case .bool: nil
    }
  }

  /// The value a declaration of `type` holds: an integer becomes a
  /// `Double` where the type is a floating-point one (`var d: Double = 1`).
  func typed(_ type: String?) -> SwiftValue {
    guard case .integer(let n) = self, let type else { return self }
    switch type {
    case "Double", "CGFloat", "TimeInterval": return .number(Double(n))
    case "Float": return .number(Double(Float(n)))
    default: return self
    }
  }
}

/// A `let` or `var` declared inside a body: it is seen from its
/// declaration to the end of the block that holds it, and nowhere else.
struct SwiftScopedLet {
  var declaredAt: Int
  var block: Range<Int>
  var value: Result<SwiftValue, SwiftUnreadable>
}

/// A construct whose value is not known from the source, and where.
struct SwiftUnreadable: Error, Sendable {
  var at: Int
  var message: String
}

/// Evaluates the expressions animations use: numbers, `true`/`false`,
/// names in scope (`self.` optional), `+ - * /`, unary `-` and `!`, `&&`,
/// `||`, `==`/`!=`, parentheses, `c ? a : b`, `Double(…)`/`CGFloat(…)`
/// conversions and `.pi`. Anything else is reported, never guessed.
struct SwiftEvaluator {
  let source: SwiftSource
  /// Names and their values, with the token each was written at.
  var values: [String: (value: SwiftValue, at: Int)]
  /// Names whose value could not be read, and why (reported where used).
  var unreadable: [String: SwiftUnreadable] = [:]
  /// Constants declared inside a body, by name: each is seen only inside
  /// its own block after its declaration, and shadows `values` there.
  var scoped: [String: [SwiftScopedLet]] = [:]
  /// Where the expression being evaluated starts (for `scoped`).
  private var position = 0
  private var i = 0
  private var end = 0
  private var depth = 0

  init(source: SwiftSource, values: [String: (value: SwiftValue, at: Int)]) {
    self.source = source
    self.values = values
  }

  var t: [SwiftToken] { source.tokens }

  mutating func value(_ r: Range<Int>) throws(SwiftUnreadable) -> SwiftValue {
    i = r.lowerBound
    end = r.upperBound
    position = r.lowerBound
    guard i < end else { throw SwiftUnreadable(at: i, message: "an empty expression") }
    let v = try ternary()
    guard i >= end else { throw SwiftUnreadable(at: i, message: "`\(source.text(r))` is not read past `\(t[i].text)`") }
    return v
  }

  mutating func number(_ r: Range<Int>) throws(SwiftUnreadable) -> Double {
    guard let x = try value(r).double else { throw SwiftUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not a number") }
    return x
  }

  mutating func bool(_ r: Range<Int>) throws(SwiftUnreadable) -> Bool {
    guard case .bool(let b) = try value(r) else { throw SwiftUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not true or false") }
    return b
  }

  private func peek(_ s: String, _ k: Int = 0) -> Bool { i + k < end && t[i + k].is(s) }

  private mutating func ternary() throws(SwiftUnreadable) -> SwiftValue {
    let c = try or()
    guard peek("?") else { return c }
    let at = i
    i += 1
    let a = try ternary()
    guard peek(":") else { throw SwiftUnreadable(at: at, message: "`?` without `:`") }
    i += 1
    let b = try ternary()
    guard case .bool(let flag) = c else { throw SwiftUnreadable(at: at, message: "the condition of `?` is not true or false") }
    return flag ? a : b
  }

  private mutating func or() throws(SwiftUnreadable) -> SwiftValue {
    var a = try and()
    while peek("|"), peek("|", 1) {
      i += 2
      let b = try and()
      guard case .bool(let x) = a, case .bool(let y) = b else { throw SwiftUnreadable(at: i, message: "`||` needs flags") }
      a = .bool(x || y)
    }
    return a
  }

  private mutating func and() throws(SwiftUnreadable) -> SwiftValue {
    var a = try equality()
    while peek("&"), peek("&", 1) {
      i += 2
      let b = try equality()
      guard case .bool(let x) = a, case .bool(let y) = b else { throw SwiftUnreadable(at: i, message: "`&&` needs flags") }
      a = .bool(x && y)
    }
    return a
  }

  private mutating func equality() throws(SwiftUnreadable) -> SwiftValue {
    let a = try sum()
    if (peek("=") || peek("!")), peek("=", 1) {
      let negate = peek("!")
      i += 2
      let b = try sum()
      let same = if let x = a.double, let y = b.double { x == y } else { a == b }
      return .bool(negate ? !same : same)
    }
    return a
  }

  private mutating func sum() throws(SwiftUnreadable) -> SwiftValue {
    var a = try product()
    while peek("+") || peek("-") {
      let minus = peek("-")
      i += 1
      let at = i
      let b = try product()
      a = try Self.arithmetic(a, b, minus ? "-" : "+", at: at)
    }
    return a
  }

  private mutating func product() throws(SwiftUnreadable) -> SwiftValue {
    var a = try unary()
    while peek("*") || peek("/") {
      let divide = peek("/")
      i += 1
      let at = i
      let b = try unary()
      a = try Self.arithmetic(a, b, divide ? "/" : "*", at: at)
    }
    return a
  }

  private mutating func unary() throws(SwiftUnreadable) -> SwiftValue {
    depth += 1
    defer { depth -= 1 }
    guard depth < InputLimits.nestingDepth else { throw SwiftUnreadable(at: i, message: NestingGuard.message) }
    if peek("-") {
      i += 1
      switch try unary() {
      case .number(let x): return .number(-x)
      case .integer(let n) where n != .min: return .integer(-n)
      default: throw SwiftUnreadable(at: i, message: "`-` needs a number")
      }
    }
    if peek("!") {
      i += 1
      guard case .bool(let b) = try unary() else { throw SwiftUnreadable(at: i, message: "`!` needs a flag") }
      return .bool(!b)
    }
    return try atom()
  }

  private mutating func atom() throws(SwiftUnreadable) -> SwiftValue {
    guard i < end else { throw SwiftUnreadable(at: Swift.max(0, end - 1), message: "the expression ends too soon") }
    let token = t[i]
    let at = i
    if token.kind == .number {
      let text = token.text.lowercased()
      let integer: Int? =
        text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16)
        : text.hasPrefix("0b") ? Int(text.dropFirst(2), radix: 2)
        : text.hasPrefix("0o") ? Int(text.dropFirst(2), radix: 8)
        : (text.contains(".") || text.contains("e")) ? nil : Int(text)
      if let integer {
        i += 1
        return .integer(integer)
      }
      if !text.hasPrefix("0x"), let v = Double(text) {
        i += 1
        return .number(v)
      }
      throw SwiftUnreadable(at: at, message: "`\(token.text)` is not a number curvetool reads")
    }
    if peek("(") {
      i += 1
      let v = try ternary()
      guard peek(")") else { throw SwiftUnreadable(at: at, message: "expected `)`") }
      i += 1
      return v
    }
    guard token.kind == .identifier || token.is(".") else {
      throw SwiftUnreadable(at: at, message: "`\(token.text)` is not read")
    }
    // A dotted name: self.x, Double.pi, .pi
    var name = token.text
    i += 1
    while peek("."), i + 1 < end, t[i + 1].kind == .identifier {
      name += "." + t[i + 1].text
      i += 2
    }
    if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
    if name == "true" || name == "false" { return .bool(name == "true") }
    if name == "pi" || name == ".pi" || name.hasSuffix(".pi") { return .number(Double.pi) }
    if peek("(") {
      let close = source.close(i)
      if ["Double", "CGFloat", "Float", "TimeInterval", "Int"].contains(name) {
        var inner = self
        let v = try inner.value((i + 1)..<close)
        i = close + 1
        guard let x = v.double else { throw SwiftUnreadable(at: at, message: "`\(name)(…)` of a flag is not a number") }
        switch name {
        case "Float": return .number(Double(Float(x)))
        case "Int":
          guard x.isFinite, x.magnitude < 0x1p63 else { throw SwiftUnreadable(at: at, message: "`Int(…)` of \(x) traps in Swift") }
          return .integer(Int(x))
        default: return .number(x)
        }
      }
      // A value given with --let stands for the call.
      if let v = lookup(name) {
        i = close + 1
        return v.value
      }
      throw SwiftUnreadable(at: at, message: "`\(source.text(at..<(close + 1)))` is a function call: its value is unknown; pass --let \(name)=VALUE")
    }
    if let local = scopedLet(name) { return try local.value.get() }
    if values[name] == nil, let why = unreadable[name] { throw why }
    guard let v = values[name] else {
      throw SwiftUnreadable(at: at, message: "`\(name)` is not a constant curvetool can read; pass --let \(name)=VALUE")
    }
    return v.value
  }

  /// The body constant `name` seen where the expression starts: the last
  /// one declared before it in a block that holds it.
  private func scopedLet(_ name: String) -> SwiftScopedLet? {
    scoped[name]?.last { $0.declaredAt < position && $0.block.contains(position) }
  }

  /// A name's value where the expression starts, if it has one.
  private func lookup(_ name: String) -> (value: SwiftValue, at: Int)? {
    if let local = scopedLet(name), case .success(let v) = local.value { return (v, local.declaredAt) }
    return values[name]
  }

  /// A name's value as seen at token `at`: a body constant in scope there,
  /// else a property or `--let`.
  func value(of name: String, at: Int) -> SwiftValue? {
    var probe = self
    probe.position = at
    return probe.lookup(name)?.value
  }

  /// `a op b` as Swift computes it: `Int` with `Int` stays an integer
  /// (division truncates; overflow and division by zero trap in Swift, so
  /// they are reported), anything else in `Double`.
  static func arithmetic(_ a: SwiftValue, _ b: SwiftValue, _ op: Character, at: Int) throws(SwiftUnreadable) -> SwiftValue {
    if case .integer(let x) = a, case .integer(let y) = b {
      let (r, overflow): (Int, Bool) =
        switch op {
        case "+": x.addingReportingOverflow(y)
        case "-": x.subtractingReportingOverflow(y)
        case "*": x.multipliedReportingOverflow(by: y)
        default: y == 0 ? (0, true) : x.dividedReportingOverflow(by: y)
        }
      guard !overflow else { throw SwiftUnreadable(at: at, message: "`\(x) \(op) \(y)` traps in Swift (Int overflow or division by zero)") }
      return .integer(r)
    }
    guard let x = a.double, let y = b.double else { throw SwiftUnreadable(at: at, message: "`\(op)` needs numbers") }
    let r: Double =
      switch op {
      case "+": x + y
      case "-": x - y
      case "*": x * y
      default: x / y
      }
    return .number(r)
  }
}
