// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// The names an expression may use (After Effects' expression language
/// reference, https://ae-expressions.docsforadobe.dev/, and lottie-web's
/// `player/js/utils/expressions/ExpressionManager.js` for Bodymovin's
/// `$bm_` helpers), and its arithmetic.
extension AEExpressionEvaluator {
  static let mathFunctions: [String: @Sendable (Double) -> Double] = [
    "sin": sin, "cos": cos, "tan": tan, "asin": asin, "acos": acos, "atan": atan, "exp": exp, "log": log,
    "sqrt": sqrt, "abs": { Swift.abs($0) }, "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) },
    // JavaScript rounds halves up (toward +∞).
    "round": { ($0 + 0.5).rounded(.down) },
  ]

  static let functions: Set<String> = [
    "key", "nearestKey", "velocityAtTime", "valueAtTime", "length", "normalize", "clamp", "linear",
    "degreesToRadians", "radiansToDegrees", "loopOut", "loopIn", "add", "sub", "mul", "div",
    "$bm_sum", "sum", "$bm_sub", "$bm_mul", "$bm_div", "$bm_mod", "$bm_neg", "$bm_isInstanceOfArray",
  ]

  mutating func name(_ n: String) throws(AEExpressionError) -> Value {
    if let v = variables[n] { return v }
    switch n {
    case "time": return .number(time)
    case "value": return property(context.value(time))
    case "velocity": return property(context.velocity(time))
    case "numKeys": return .number(Double(context.keys.count))
    case "inPoint": return .number(context.inPoint)
    case "outPoint": return .number(context.outPoint)
    case "Math", "thisComp", "thisLayer", "thisProperty": return .namespace(n)
    default:
      if Self.functions.contains(n) { return .function(n) }
      if Self.randomNames.contains(n) {
        throw fail("'\(n)' is not deterministic: its random numbers are After Effects' own, which no player reproduces")
      }
      throw fail("'\(n)' is not modelled")
    }
  }

  mutating func member(_ base: Value, _ m: String) throws(AEExpressionError) -> Value {
    switch base {
    case .namespace("Math"):
      if m == "PI" { return .number(Double.pi) }
      if m == "E" { return .number(M_E) }
      if Self.mathFunctions[m] != nil || ["pow", "min", "max", "atan2"].contains(m) { return .function("Math." + m) }
    case .namespace("thisComp"):
      if m == "frameDuration" { return .number(1 / context.frameRate) }
      if m == "duration" { return .number(context.compositionDuration) }
    case .namespace("thisLayer"), .namespace("thisProperty"):
      if ["time", "value", "velocity", "numKeys", "inPoint", "outPoint"].contains(m) { return try name(m) }
      if Self.functions.contains(m) { return .function(m) }
    case .key(let k):
      let key = context.keys[k - 1]
      switch m {
      case "time": return .number(key.time)
      case "value": return property(key.value)
      case "index": return .number(Double(k))
      default: break
      }
    case .vector(let xs) where m == "length": return .number(Double(xs.count))
    default: break
    }
    let owner: String = if case .namespace(let n) = base { n } else { "a value" }
    if Self.randomNames.contains(m) {
      throw fail("'\(owner).\(m)' is not deterministic: its random numbers are After Effects' own, which no player reproduces")
    }
    throw fail("'\(owner).\(m)' is not modelled")
  }

  mutating func call(_ f: Value, _ args: [Value]) throws(AEExpressionError) -> Value {
    guard case .function(let name) = f else { throw fail("a call of something that is not a function") }
    func arg(_ i: Int) throws(AEExpressionError) -> Double {
      guard i < args.count else { throw fail("\(name) needs \(i + 1) arguments") }
      return try number(args[i], "argument \(i + 1) of \(name)")
    }
    if name.hasPrefix("Math.") {
      let m = String(name.dropFirst(5))
      if let g = Self.mathFunctions[m] { return .number(g(try arg(0))) }
      switch m {
      case "pow": return .number(pow(try arg(0), try arg(1)))
      case "atan2": return .number(atan2(try arg(0), try arg(1)))
      default:
        var xs: [Double] = []
        for i in args.indices { xs.append(try arg(i)) }
        return .number(m == "min" ? (xs.min() ?? .infinity) : (xs.max() ?? -.infinity))
      }
    }
    switch name {
    case "key":
      let k = try whole(try arg(0), "key(…)'s number")
      guard (1...Swift.max(1, context.keys.count)).contains(k), !context.keys.isEmpty else {
        throw fail("key(\(k)) is not a keyframe of the property (it has \(context.keys.count))")
      }
      return .key(k)
    case "nearestKey":
      let t = try arg(0)
      guard !context.keys.isEmpty else { throw fail("nearestKey on a property without keyframes") }
      var best = 0
      for (i, k) in context.keys.enumerated() where Swift.abs(k.time - t) < Swift.abs(context.keys[best].time - t) { best = i }
      return .key(best + 1)
    case "velocityAtTime": return property(context.velocity(try arg(0)))
    case "valueAtTime": return property(context.value(try arg(0)))
    case "length":
      var v = try numbers(args.first ?? .number(0), "argument 1 of length")
      if args.count > 1 {
        let w = try numbers(args[1], "argument 2 of length")
        v = (0..<Swift.max(v.count, w.count)).map { (i: Int) -> Double in (i < v.count ? v[i] : 0) - (i < w.count ? w[i] : 0) }
      }
      return .number(sqrt(v.reduce(0) { $0 + $1 * $1 }))
    case "normalize":
      let v = try numbers(args.first ?? .number(0), "argument 1 of normalize")
      let l = sqrt(v.reduce(0) { $0 + $1 * $1 })
      return .vector(v.map { $0 / l })
    case "clamp": return .number(Swift.min(Swift.max(try arg(0), try arg(1)), try arg(2)))
    case "degreesToRadians": return .number(try arg(0) * .pi / 180)
    case "radiansToDegrees": return .number(try arg(0) * 180 / .pi)
    case "linear":
      // linear(t, tMin, tMax, value1, value2), clamped outside [tMin, tMax].
      guard args.count == 5 else { throw fail("linear is read with five arguments (t, tMin, tMax, value1, value2)") }
      let (t, a, b) = (try arg(0), try arg(1), try arg(2))
      let u = b == a ? (t < a ? 0 : 1) : Swift.min(Swift.max((t - a) / (b - a), 0), 1)
      return try arithmetic("+", args[3], try arithmetic("*", try arithmetic("-", args[4], args[3]), .number(u)))
    case "loopOut", "loopIn": return try loop(name == "loopOut", args)
    case "add", "sum", "$bm_sum": return try arithmetic("+", args.first ?? .number(0), args.count > 1 ? args[1] : .number(0))
    case "sub", "$bm_sub": return try arithmetic("-", args.first ?? .number(0), args.count > 1 ? args[1] : .number(0))
    case "mul", "$bm_mul": return try arithmetic("*", args.first ?? .number(0), args.count > 1 ? args[1] : .number(1))
    case "div", "$bm_div": return try arithmetic("/", args.first ?? .number(0), args.count > 1 ? args[1] : .number(1))
    case "$bm_mod": return try arithmetic("%", args.first ?? .number(0), args.count > 1 ? args[1] : .number(1))
    case "$bm_neg": return try arithmetic("*", .number(-1), args.first ?? .number(0))
    case "$bm_isInstanceOfArray": if case .vector = args.first { return .bool(true) } else { return .bool(false) }
    default: throw fail("'\(name)' is not modelled")
    }
  }

  func arithmetic(_ op: String, _ a: Value, _ b: Value) throws(AEExpressionError) -> Value {
    switch (a, b) {
    case (.vector(let x), .vector(let y)):
      switch op {
      case "+", "-":
        let s: Double = op == "+" ? 1 : -1
        return .vector((0..<Swift.max(x.count, y.count)).map { (i: Int) -> Double in (i < x.count ? x[i] : 0) + s * (i < y.count ? y[i] : 0) })
      case "==", "===": return .bool(x == y)
      case "!=", "!==": return .bool(x != y)
      default: throw fail("'\(op)' between two arrays is not modelled")
      }
    case (.vector(let x), _):
      let s = try number(b, "the right of '\(op)'")
      switch op {
      case "*": return .vector(x.map { $0 * s })
      case "/": return .vector(x.map { $0 / s })
      case "+", "-": return .vector(x.enumerated().map { i, v in i == 0 ? v + (op == "+" ? s : -s) : v })
      default: throw fail("'\(op)' between an array and a number is not modelled")
      }
    case (_, .vector(let y)):
      let s = try number(a, "the left of '\(op)'")
      switch op {
      case "*": return .vector(y.map { s * $0 })
      case "+": return .vector(y.enumerated().map { i, v in i == 0 ? s + v : v })
      case "-": return .vector(y.enumerated().map { i, v in i == 0 ? s - v : -v })
      default: throw fail("'\(op)' between a number and an array is not modelled")
      }
    case (.string(let x), .string(let y)) where ["==", "===", "!=", "!=="].contains(op):
      return .bool((x == y) == (op.first == "="))
    default:
      let x = try number(a, "the left of '\(op)'")
      let y = try number(b, "the right of '\(op)'")
      switch op {
      case "+": return .number(x + y)
      case "-": return .number(x - y)
      case "*": return .number(x * y)
      case "/": return .number(x / y)
      case "%": return .number(fmod(x, y))
      case "<": return .bool(x < y)
      case ">": return .bool(x > y)
      case "<=": return .bool(x <= y)
      case ">=": return .bool(x >= y)
      case "==", "===": return .bool(x == y)
      case "!=", "!==": return .bool(x != y)
      default: throw fail("'\(op)' is not modelled")
      }
    }
  }
}
