// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// A formula in time, as `fit` prints a damped cosine for Swift, Kotlin and
/// JavaScript (`-1 * exp(-5 * t) * cos(20 * t) + 1`): numbers, `t`
/// (seconds), `+ - * /`, unary minus, parentheses and `exp`, `cos`, `sin`,
/// `abs`, `sqrt` (with or without `Math.`). Read into a function of t.
struct FormulaReader {
  typealias Formula = @Sendable (Double) -> Double

  private let chars: [Character]
  private var i = 0
  private var nesting = NestingGuard()

  private init(_ text: String) { chars = Array(text) }

  /// The formula, or an error naming the character where reading stopped.
  static func read(_ text: String) throws(ExpressionError) -> Formula {
    var reader = FormulaReader(text)
    let f = try reader.sum()
    reader.skipSpaces()
    guard reader.i == reader.chars.count else {
      throw ExpressionError(message: "unexpected '\(reader.chars[reader.i])' in the formula", range: reader.i..<(reader.i + 1))
    }
    return f
  }

  /// Whether `text` looks like a formula in t rather than a curve.
  static func mentionsTime(_ text: String) -> Bool {
    text.range(of: #"(^|[^A-Za-z_.])t([^A-Za-z_(]|$)"#, options: .regularExpression) != nil
  }

  private mutating func skipSpaces() {
    while i < chars.count, chars[i].isWhitespace { i += 1 }
  }

  private mutating func take(_ c: Character) -> Bool {
    skipSpaces()
    guard i < chars.count, chars[i] == c else { return false }
    i += 1
    return true
  }

  private mutating func sum() throws(ExpressionError) -> Formula {
    var f = try product()
    while true {
      if take("+") {
        let (a, b) = (f, try product())
        f = { a($0) + b($0) }
      } else if take("-") {
        let (a, b) = (f, try product())
        f = { a($0) - b($0) }
      } else {
        return f
      }
    }
  }

  private mutating func product() throws(ExpressionError) -> Formula {
    var f = try unary()
    while true {
      if take("*") {
        let (a, b) = (f, try unary())
        f = { a($0) * b($0) }
      } else if take("/") {
        let (a, b) = (f, try unary())
        f = { a($0) / b($0) }
      } else {
        return f
      }
    }
  }

  private mutating func unary() throws(ExpressionError) -> Formula {
    guard nesting.enter() else { throw ExpressionError(message: NestingGuard.message, range: i..<(i + 1)) }
    defer { nesting.leave() }
    if take("-") {
      let a = try unary()
      return { -a($0) }
    }
    if take("+") { return try unary() }
    return try atom()
  }

  private mutating func atom() throws(ExpressionError) -> Formula {
    skipSpaces()
    let start = i
    guard i < chars.count else { throw ExpressionError(message: "the formula ends too soon", range: start..<start) }
    if take("(") {
      let f = try sum()
      guard take(")") else { throw ExpressionError(message: "expected ')' in the formula", range: i..<(i + 1)) }
      return f
    }
    if chars[i].isNumber || chars[i] == "." {
      guard let scanned = CSSNumber.scan(chars, from: i), let v = Double(scanned.text), v.isFinite else {
        throw ExpressionError(message: "expected a number", range: start..<(start + 1))
      }
      i = scanned.end
      return { _ in v }
    }
    var name = ""
    while i < chars.count, chars[i].isLetter || chars[i] == "." || chars[i] == "_" {
      name.append(chars[i])
      i += 1
    }
    if name == "t" { return { $0 } }
    let functions: [String: @Sendable (Double) -> Double] = [
      "exp": { Foundation.exp($0) }, "cos": { Foundation.cos($0) }, "sin": { Foundation.sin($0) }, "abs": { Swift.abs($0) },
      "sqrt": { $0.squareRoot() },
    ]
    let bare = name.hasPrefix("Math.") ? String(name.dropFirst(5)) : name
    guard let g = functions[bare], take("(") else {
      throw ExpressionError(message: "unknown name '\(name)' in the formula (it takes t, exp, cos, sin, abs, sqrt)", range: start..<i)
    }
    let a = try sum()
    guard take(")") else { throw ExpressionError(message: "expected ')' after \(name)(…", range: i..<(i + 1)) }
    return { g(a($0)) }
  }
}
