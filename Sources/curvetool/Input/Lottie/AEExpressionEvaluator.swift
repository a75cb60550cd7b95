// This file is part of curvetool. SPDX-License-Identifier: MIT

import Foundation

/// What an expression sees of its property (After Effects' expression
/// language reference, https://ae-expressions.docsforadobe.dev/): its keyframes
/// and its value before the expression, on the property's clock in seconds.
struct AEPropertyContext {
  /// Keyframe times (seconds) and values, in order.
  var keys: [(time: Double, value: [Double])]
  /// The keyframed value at a time (seconds), before the expression.
  var value: (Double) -> [Double]
  /// Its derivative, value units per second (the outgoing segment's at a key).
  var velocity: (Double) -> [Double]
  /// Frames per second of the composition.
  var frameRate: Double
  /// The layer's in and out points and the composition's duration, seconds.
  var inPoint: Double
  var outPoint: Double
  var compositionDuration: Double
  /// Whether the property is one number (a scalar) rather than an array.
  var scalar: Bool
  /// The loop turns every run of the expression for this property may
  /// take together (shared across the times it is run at).
  var budget = AEStepBudget()
}

/// Loop turns left to the runs of one expression: a file cannot make
/// `--bake` or `diagnose` run for long.
final class AEStepBudget: @unchecked Sendable {
  /// Turns every run together may take.
  static let total = 5_000_000
  var remaining = AEStepBudget.total
}

/// Runs an ``AEStatement`` program at one time (docs/lottie.md §6).
///
/// The result is `$bm_rt` when the program assigns it (Bodymovin's
/// convention, which lottie-web reads), otherwise the completion value of
/// the last statement, as After Effects takes it. Arrays add and subtract
/// element by element (a missing element counts as 0, a number added to an
/// array adds to its first element) and scale by numbers, as After Effects'
/// vector arithmetic and lottie-web's `$bm_sum`/`$bm_mul` do. Random
/// numbers (`wiggle`, `random`, `gaussRandom`, `noise`, `seedRandom`) are
/// refused: their generator is After Effects' own, so no player reproduces
/// them. A name the evaluator does not model is an error naming it.
struct AEExpressionEvaluator {
  enum Value {
    case number(Double)
    case vector([Double])
    case string(String)
    case bool(Bool)
    /// `key(n)`, 1-based.
    case key(Int)
    /// `Math`, `thisComp`, `thisLayer`, `thisProperty`.
    case namespace(String)
    case function(String)
  }

  let context: AEPropertyContext
  let time: Double
  var variables: [String: Value] = [:]
  private var steps = 0
  /// Loop iterations allowed per evaluation.
  static let stepLimit = 100_000

  static let randomNames: Set<String> = ["wiggle", "random", "gaussRandom", "noise", "seedRandom", "temporalWiggle", "smooth"]

  /// The expression's value at `time` (seconds).
  static func evaluate(_ program: [AEStatement], context: AEPropertyContext, time: Double) throws(AEExpressionError) -> [Double] {
    var e = AEExpressionEvaluator(context: context, time: time)
    var completion: Value?
    for s in program {
      if let v = try e.run(s) { completion = v }
    }
    guard let result = e.variables["$bm_rt"] ?? completion else {
      throw AEExpressionError(offset: 0, message: "the expression gives no value")
    }
    return try e.numbers(result, "the result")
  }

  private init(context: AEPropertyContext, time: Double) {
    self.context = context
    self.time = time
  }

  func fail(_ message: String) -> AEExpressionError { AEExpressionError(offset: 0, message: message) }

  private mutating func run(_ s: AEStatement) throws(AEExpressionError) -> Value? {
    switch s {
    case .empty: return nil
    case .expression(let e): return try eval(e)
    case .declare(let names):
      for (n, v) in names {
        if let v { variables[n] = try eval(v) } else if variables[n] == nil { variables[n] = .number(.nan) }
      }
      return nil
    case .block(let body):
      var last: Value?
      for b in body { if let v = try run(b) { last = v } }
      return last
    case .ifElse(let c, let a, let b):
      if truth(try eval(c)) { return try run(a) }
      return try b.map { s throws(AEExpressionError) in try run(s) } ?? nil
    case .whileLoop(let c, let body):
      var last: Value?
      while truth(try eval(c)) {
        steps += 1
        guard steps <= Self.stepLimit else { throw fail("a loop that runs more than \(Self.stepLimit) times") }
        context.budget.remaining -= 1
        guard context.budget.remaining >= 0 else {
          throw fail("its loops run more than \(AEStepBudget.total) times over the frames it is run at")
        }
        if let v = try run(body) { last = v }
      }
      return last
    }
  }

  private func truth(_ v: Value) -> Bool {
    switch v {
    case .number(let x): x != 0 && !x.isNaN
    case .bool(let b): b
    case .string(let s): !s.isEmpty
    default: true
    }
  }

  func numbers(_ v: Value, _ what: String) throws(AEExpressionError) -> [Double] {
    switch v {
    case .number(let x): return [x]
    case .bool(let b): return [b ? 1 : 0]
    case .vector(let xs): return xs
    default: throw fail("\(what) is not a number or an array of numbers")
    }
  }

  /// A whole number within ±1e9 (an index, a key number, a count), or an
  /// error naming `what`: a fraction is truncated as JavaScript indexes.
  func whole(_ x: Double, _ what: String) throws(AEExpressionError) -> Int {
    guard x.isFinite, Swift.abs(x) <= 1e9 else { throw fail("\(what) \(x) is not a usable whole number") }
    return Int(x)
  }

  func number(_ v: Value, _ what: String) throws(AEExpressionError) -> Double {
    switch v {
    case .number(let x): return x
    case .bool(let b): return b ? 1 : 0
    case .vector(let xs) where xs.count == 1: return xs[0]
    default: throw fail("\(what) is not a number")
    }
  }

  /// A property value as the expression sees it: a number for a scalar
  /// property, an array otherwise.
  func property(_ xs: [Double]) -> Value { context.scalar && xs.count == 1 ? .number(xs[0]) : .vector(xs) }

  mutating func eval(_ e: AEExpr) throws(AEExpressionError) -> Value {
    switch e {
    case .number(let x): return .number(x)
    case .string(let s): return .string(s)
    case .array(let items):
      var xs: [Double] = []
      for i in items { xs.append(try number(try eval(i), "an array element")) }
      return .vector(xs)
    case .name(let n): return try name(n)
    case .member(let base, let m): return try member(try eval(base), m)
    case .index(let base, let i):
      let b = try eval(base)
      let k = try whole(try number(try eval(i), "an index"), "an index")
      if case .key(let n) = b { return try member(.key(n), "value").element(k, fail) }
      return try b.element(k, fail)
    case .call(let f, let args):
      var values: [Value] = []
      for a in args { values.append(try eval(a)) }
      return try call(try eval(f), values)
    case .unary(let op, let x):
      let v = try eval(x)
      switch op {
      case "!": return .bool(!truth(v))
      case "-": return try arithmetic("*", .number(-1), v)
      default: return v
      }
    case .binary(let op, let a, let b):
      if op == "&&" { let l = try eval(a); return truth(l) ? try eval(b) : l }
      if op == "||" { let l = try eval(a); return truth(l) ? l : try eval(b) }
      return try arithmetic(op, try eval(a), try eval(b))
    case .conditional(let c, let a, let b): return truth(try eval(c)) ? try eval(a) : try eval(b)
    case .assign(let n, let op, let v):
      let value = op.isEmpty ? try eval(v) : try arithmetic(op, try name(n), try eval(v))
      variables[n] = value
      return value
    case .update(let n, let step, let prefix):
      let old = try number(try name(n), "'\(n)'")
      variables[n] = .number(old + step)
      return .number(prefix ? old + step : old)
    }
  }
}

extension AEExpressionEvaluator.Value {
  func element(_ k: Int, _ fail: (String) -> AEExpressionError) throws(AEExpressionError) -> Self {
    guard case .vector(let xs) = self, xs.indices.contains(k) else { throw fail("index \(k) is out of range") }
    return .number(xs[k])
  }
}
