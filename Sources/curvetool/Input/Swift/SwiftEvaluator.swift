// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A value an animation uses: a number or a flag.
enum SwiftValue: Equatable, Sendable {
  case number(Double)
  case bool(Bool)
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
    guard i < end else { throw SwiftUnreadable(at: i, message: "an empty expression") }
    let v = try ternary()
    guard i >= end else { throw SwiftUnreadable(at: i, message: "`\(source.text(r))` is not read past `\(t[i].text)`") }
    return v
  }

  mutating func number(_ r: Range<Int>) throws(SwiftUnreadable) -> Double {
    guard case .number(let x) = try value(r) else { throw SwiftUnreadable(at: r.lowerBound, message: "`\(source.text(r))` is not a number") }
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
      return .bool(negate ? a != b : a == b)
    }
    return a
  }

  private mutating func sum() throws(SwiftUnreadable) -> SwiftValue {
    var a = try product()
    while peek("+") || peek("-") {
      let minus = peek("-")
      i += 1
      let b = try product()
      guard case .number(let x) = a, case .number(let y) = b else { throw SwiftUnreadable(at: i, message: "`+`/`-` needs numbers") }
      a = .number(minus ? x - y : x + y)
    }
    return a
  }

  private mutating func product() throws(SwiftUnreadable) -> SwiftValue {
    var a = try unary()
    while peek("*") || peek("/") {
      let divide = peek("/")
      i += 1
      let b = try unary()
      guard case .number(let x) = a, case .number(let y) = b else { throw SwiftUnreadable(at: i, message: "`*`/`/` needs numbers") }
      a = .number(divide ? x / y : x * y)
    }
    return a
  }

  private mutating func unary() throws(SwiftUnreadable) -> SwiftValue {
    depth += 1
    defer { depth -= 1 }
    guard depth < InputLimits.nestingDepth else { throw SwiftUnreadable(at: i, message: NestingGuard.message) }
    if peek("-") {
      i += 1
      guard case .number(let x) = try unary() else { throw SwiftUnreadable(at: i, message: "`-` needs a number") }
      return .number(-x)
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
    if token.kind == .number, let v = Double(token.text) {
      i += 1
      return .number(v)
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
      if ["Double", "CGFloat", "Float", "TimeInterval"].contains(name) {
        var inner = self
        let v = try inner.value((i + 1)..<close)
        i = close + 1
        if name == "Float", case .number(let x) = v { return .number(Double(Float(x))) }
        return v
      }
      // A value given with --let stands for the call.
      if let v = values[name] {
        i = close + 1
        return v.value
      }
      throw SwiftUnreadable(at: at, message: "`\(source.text(at..<(close + 1)))` is a function call: its value is unknown; pass --let \(name)=VALUE")
    }
    if values[name] == nil, let why = unreadable[name] { throw why }
    guard let v = values[name] else {
      throw SwiftUnreadable(at: at, message: "`\(name)` is not a constant curvetool can read; pass --let \(name)=VALUE")
    }
    return v.value
  }
}
