// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The statements of a snippet that set the move (start, target, start
/// velocity, duration) rather than the curve, and `curvetool bounce`
/// command lines.
extension SnippetReader {
  /// A call that sets the move; `false` when `e` is not one.
  static func move(_ e: CurveExpression, _ r: inout SnippetReading, _ bindings: [String: CurveValue]) throws(ExpressionError) -> Bool {
    var calls: [(name: String, arguments: [CurveExpression.Argument], range: Range<Int>)] = []
    switch e {
    case .call(let name, _, let arguments, let range): calls = [(name, arguments, range)]
    case .chain(.call(let name, _, let arguments, let range), let methods, _):
      calls = [(name, arguments, range)] + methods.map { ($0.name, $0.arguments, range) }
    default: return false
    }
    let last = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
    let moves: Set = [
      "SpringAnimation", "setStartValue", "setStartVelocity", "setCurrentValue", "setVelocity", "setEndValue", "animateTo",
      "SpringSimulation", "setDuration", "setInterpolator", "CurvedAnimation", "setValue",
    ]
    guard let first = calls.first, moves.contains(last(first.name)) else { return false }
    for call in calls {
      var a = CallArguments(last(call.name), call.arguments, call.range)
      func value(_ k: Int, _ what: String) throws(ExpressionError) -> Double {
        guard let x = a.positional(k) else { throw ExpressionError(message: "\(call.name)(…) needs \(what)", range: call.range) }
        return try CurveInterpreter.number(x, what)
      }
      switch last(call.name) {
      case "SpringAnimation": _ = a.positional(0)
      case "setStartValue", "setCurrentValue": r.from = try value(0, "a start value")
      case "setStartVelocity", "setVelocity": r.velocity = .absolute(try value(0, "a velocity"))
      case "setEndValue": r.to = try value(0, "an end value")
      case "setValue":
        // layer.setValue(1, forKeyPath: "…"): the model value, shown when
        // a Core Animation animation ends.
        r.to = try value(0, "a model value")
        _ = a.labeled("forKeyPath")
      case "setDuration": r.duration = try value(0, "milliseconds") / 1000  // Android: milliseconds
      case "setInterpolator":
        guard let x = a.positional(0) else { throw ExpressionError(message: "setInterpolator(…) needs an interpolator", range: call.range) }
        r.curve = try CurveInterpreter.interpret(x)
      case "CurvedAnimation":
        _ = a.labeled("parent")
        if let x = a.labeled("curve") { r.curve = try CurveInterpreter.interpret(x) }
      case "animateTo":
        // Compose: initialVelocity in value units per second.
        if let x = a.labeled("targetValue") ?? a.positional(0) { r.to = try CurveInterpreter.number(x, "targetValue") }
        if let x = a.labeled("animationSpec") { r.curve = try CurveInterpreter.interpret(x) }
        if let x = a.labeled("initialVelocity") { r.velocity = .absolute(try CurveInterpreter.number(x, "initialVelocity")) }
      case "SpringSimulation":
        // Flutter: SpringSimulation(spring, start, end, velocity), units/s.
        guard case .name(let n, let nr)? = a.positional(0) else {
          throw ExpressionError(message: "SpringSimulation(…) needs a SpringDescription first", range: call.range)
        }
        guard let s = bindings[n] else { throw ExpressionError(message: "'\(n)' is not defined in the snippet", range: nr) }
        r.curve = s
        r.from = try value(1, "a start")
        r.to = try value(2, "an end")
        r.velocity = .absolute(try value(3, "a velocity"))
      default: break
      }
      try a.finish(allowed: ["targetValue", "animationSpec", "initialVelocity", "parent", "curve", "forKeyPath"])
    }
    return true
  }

  /// `curvetool bounce --from 0 --to 1 --bounces 2 …` as `bounce(…)`.
  static func commandLine(_ s: String) throws(ExpressionError) -> CurveValue {
    let words = s.split(separator: " ").map(String.init)
    guard words.count >= 2, words[1] == "bounce" else {
      throw ExpressionError(message: "only 'curvetool bounce' command lines are read", range: 0..<s.count)
    }
    var arguments: [String] = []
    var i = 2
    while i < words.count {
      let w = words[i]
      guard w.hasPrefix("--") else { throw ExpressionError(message: "unexpected '\(w)'", range: 0..<s.count) }
      let key = String(w.dropFirst(2))
      switch key {
      case "shake": arguments.append("shake: true")
      case "no-overshoot": arguments.append("overshoot: false")
      default:
        guard i + 1 < words.count else { throw ExpressionError(message: "\(w) needs a value", range: 0..<s.count) }
        arguments.append("\(key): \(words[i + 1])")
        i += 1
      }
      i += 1
    }
    return try CurveInterpreter.curve("bounce(" + arguments.joined(separator: ", ") + ")")
  }
}
