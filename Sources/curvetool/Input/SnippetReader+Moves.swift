// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The statements of a snippet that set the move (start, target, start
/// velocity, duration) rather than the curve, and `curvetool bounce`
/// command lines.
extension SnippetReader {
  /// A call that sets the move; `false` when `e` is not one. Each
  /// platform reads its own (``PlatformCode/moveCalls``).
  static func move(_ e: CurveExpression, _ r: inout SnippetReading, _ bindings: [String: CurveValue]) throws(ExpressionError) -> Bool {
    var calls: [(name: String, arguments: [CurveExpression.Argument], range: Range<Int>)] = []
    switch e {
    case .call(let name, _, let arguments, let range): calls = [(name, arguments, range)]
    case .chain(.call(let name, _, let arguments, let range), let methods, _):
      calls = [(name, arguments, range)] + methods.map { ($0.name, $0.arguments, range) }
    default: return false
    }
    let last = { (name: String) in name.split(separator: ".").last.map(String.init) ?? name }
    let reader = { (name: String) in PlatformCodes.all.first { $0.moveCalls.contains(last(name)) } }
    guard let first = calls.first, reader(first.name) != nil else { return false }
    for call in calls {
      var a = CallArguments(last(call.name), call.arguments, call.range)
      let move = SnippetMove(call: call.name, range: call.range, bindings: bindings)
      let code = reader(call.name)
      try code?.move(move, &a, &r)
      try a.finish(allowed: code?.moveLabels ?? [])
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

/// One call of a snippet that sets the move, as a platform's reader sees it.
struct SnippetMove {
  /// The call as written (`spring.setVelocity`).
  var call: String
  var range: Range<Int>
  /// The snippet's bindings so far (`final spring = SpringDescription(…)`).
  var bindings: [String: CurveValue]

  /// The `k`th value without a label, a number, or the error naming `what`.
  func value(_ a: inout CallArguments, _ k: Int, _ what: String) throws(ExpressionError) -> Double {
    guard let x = a.positional(k) else { throw ExpressionError(message: "\(call)(…) needs \(what)", range: range) }
    return try CurveInterpreter.number(x, what)
  }
}
