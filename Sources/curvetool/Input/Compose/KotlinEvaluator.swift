// This file is part of curvetool. SPDX-License-Identifier: MIT

/// A number as Kotlin holds it: an `Int` or `Long` (whole milliseconds),
/// a `Float` (`0.5f`, Compose's animated values) or a `Double`. Arithmetic
/// follows Kotlin: `Int / Int` truncates toward zero, a `Float` operation
/// rounds to `Float`, mixing widens (Int → Float → Double).
enum KotlinNumber: Equatable, Sendable {
  case integer(Int)
  case float(Float)
  case double(Double)

  var double: Double {
    switch self {
    case .integer(let n): Double(n)
    case .float(let x): Double(x)
    case .double(let x): x
    }
  }

  /// The whole number, where it is an `Int` or `Long`.
  var integer: Int? { if case .integer(let n) = self { n } else { nil } }

  /// A literal: `600`, `300L`, `0x1F`, `1_000`, `0.5f`, `1f`, `1e3`, `0.5`.
  init?(literal text: String) {
    let lower = text.lowercased()
    if lower.hasPrefix("0x") || lower.hasPrefix("0b") {
      let digits = lower.hasSuffix("l") ? String(lower.dropFirst(2).dropLast()) : String(lower.dropFirst(2))
      guard let n = Int(digits, radix: lower.hasPrefix("0x") ? 16 : 2) else { return nil }
      self = .integer(n)
    } else if lower.hasSuffix("f") {
      guard let x = Float(String(lower.dropLast())) else { return nil }
      self = .float(x)
    } else if lower.hasSuffix("l") {
      guard let n = Int(String(lower.dropLast())) else { return nil }
      self = .integer(n)
    } else if let n = Int(lower) {
      self = .integer(n)
    } else if let x = Double(lower) {
      self = .double(x)
    } else {
      return nil
    }
  }

  /// `a op b` for `+ - * / %`, in the wider of the two types; `nil` for an
  /// integer division by zero or an overflow.
  static func apply(_ op: String, _ a: KotlinNumber, _ b: KotlinNumber) -> KotlinNumber? {
    switch (a, b) {
    case (.integer(let x), .integer(let y)):
      switch op {
      case "+": let (r, o) = x.addingReportingOverflow(y); return o ? nil : .integer(r)
      case "-": let (r, o) = x.subtractingReportingOverflow(y); return o ? nil : .integer(r)
      case "*": let (r, o) = x.multipliedReportingOverflow(by: y); return o ? nil : .integer(r)
      case "/": return y == 0 ? nil : .integer(x / y)
      default: return y == 0 ? nil : .integer(x % y)
      }
    case (.double, _), (_, .double):
      let (x, y) = (a.double, b.double)
      return .double(op == "+" ? x + y : op == "-" ? x - y : op == "*" ? x * y : op == "/" ? x / y : x.truncatingRemainder(dividingBy: y))
    default:
      let (x, y) = (Float(a.double), Float(b.double))
      return .float(op == "+" ? x + y : op == "-" ? x - y : op == "*" ? x * y : op == "/" ? x / y : x.truncatingRemainder(dividingBy: y))
    }
  }
}

/// Names and their numbers, or why a name's number is not known.
typealias KotlinNames = [String: Swift.Result<KotlinNumber, KotlinUnreadable>]

/// Why an expression's value is not known from the source, and where
/// (a token index).
struct KotlinUnreadable: Error, Sendable {
  var at: Int
  var message: String
}

/// Evaluates the number expressions Compose animations use: literals,
/// names bound to numbers (`val`s and parameters), `+ - * / %`, unary `-`
/// and `+`, parentheses, `.toInt()`, `.toLong()`, `.toFloat()`,
/// `.toDouble()`, and `.dp` (a `Dp` holds its `Float`). Anything else is
/// reported with where it stands, never guessed.
struct KotlinEvaluator {
  let source: KotlinSource
  /// Names and their values, or why a name's value is not known.
  var names: KotlinNames
  private var i = 0
  private var end = 0
  private var depth = 0

  init(source: KotlinSource, names: KotlinNames) {
    self.source = source
    self.names = names
  }

  private var t: [SwiftToken] { source.tokens }

  mutating func number(_ r: Range<Int>) throws(KotlinUnreadable) -> KotlinNumber {
    i = r.lowerBound
    end = r.upperBound
    depth = 0
    guard i < end else { throw KotlinUnreadable(at: i, message: "an empty expression") }
    let v = try sum()
    guard i >= end else { throw KotlinUnreadable(at: i, message: "`\(source.text(r))` is not read past `\(t[i].text)`") }
    return v
  }

  private func peek(_ s: String) -> Bool { i < end && t[i].is(s) }

  private mutating func sum() throws(KotlinUnreadable) -> KotlinNumber {
    var a = try product()
    while peek("+") || peek("-") {
      let op = t[i].text
      let at = i
      i += 1
      let b = try product()
      guard let r = KotlinNumber.apply(op, a, b) else { throw KotlinUnreadable(at: at, message: "`\(op)` overflows") }
      a = r
    }
    return a
  }

  private mutating func product() throws(KotlinUnreadable) -> KotlinNumber {
    var a = try unary()
    while peek("*") || peek("/") || peek("%") {
      let op = t[i].text
      let at = i
      i += 1
      let b = try unary()
      guard let r = KotlinNumber.apply(op, a, b) else { throw KotlinUnreadable(at: at, message: "`\(op)` divides by zero or overflows") }
      a = r
    }
    return a
  }

  private mutating func unary() throws(KotlinUnreadable) -> KotlinNumber {
    if peek("-") || peek("+") {
      let negate = peek("-")
      i += 1
      let v = try unary()
      guard negate else { return v }
      switch v {
      case .integer(let n): return .integer(-n)
      case .float(let x): return .float(-x)
      case .double(let x): return .double(-x)
      }
    }
    return try postfix()
  }

  private mutating func postfix() throws(KotlinUnreadable) -> KotlinNumber {
    var v = try primary()
    while peek("."), i + 1 < end, t[i + 1].kind == .identifier {
      let name = t[i + 1].text
      let call = i + 3 < end && t[i + 2].is("(") && t[i + 3].is(")")
      switch (name, call) {
      case ("dp", false): v = .float(Float(v.double))
      case ("toFloat", true): v = .float(Float(v.double))
      case ("toDouble", true): v = .double(v.double)
      case ("toInt", true), ("toLong", true):
        // Kotlin truncates toward zero (a NaN is 0, the ends saturate).
        let x = v.double
        v = .integer(x.isNaN ? 0 : x >= 9.2e18 ? Int.max : x <= -9.2e18 ? Int.min : Int(x.rounded(.towardZero)))
      default:
        throw KotlinUnreadable(at: i + 1, message: "`.\(name)\(call ? "()" : "")` is not a conversion curvetool reads")
      }
      i += call ? 4 : 2
    }
    return v
  }

  private mutating func primary() throws(KotlinUnreadable) -> KotlinNumber {
    guard i < end else { throw KotlinUnreadable(at: Swift.max(0, end - 1), message: "an expression ends early") }
    let tok = t[i]
    if tok.is("(") {
      depth += 1
      guard depth < 64 else { throw KotlinUnreadable(at: i, message: "parentheses nest too deep") }
      i += 1
      let v = try sum()
      guard peek(")") else { throw KotlinUnreadable(at: i, message: "`(` without `)`") }
      i += 1
      depth -= 1
      return v
    }
    if tok.kind == .number {
      guard let v = KotlinNumber(literal: tok.text) else { throw KotlinUnreadable(at: i, message: "`\(tok.text)` is not a number Kotlin writes") }
      i += 1
      return v
    }
    if tok.kind == .identifier {
      guard let known = names[tok.text] else {
        throw KotlinUnreadable(at: i, message: "`\(tok.text)` is not a constant of this file (a val of a number, or a parameter given one)")
      }
      i += 1
      switch known {
      case .success(let v): return v
      case .failure(let why): throw KotlinUnreadable(at: i - 1, message: "`\(tok.text)`: \(why.message)")
      }
    }
    throw KotlinUnreadable(at: i, message: "`\(tok.text)` is not a number curvetool reads")
  }
}
