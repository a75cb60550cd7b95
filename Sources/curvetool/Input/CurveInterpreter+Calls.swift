// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// The arguments of one call, taken by label or position; what is left over
/// is an error naming it.
struct CallArguments {
  let function: String
  let arguments: [CurveExpression.Argument]
  let range: Range<Int>
  private(set) var used = Set<Int>()

  init(_ function: String, _ arguments: [CurveExpression.Argument], _ range: Range<Int>) {
    self.function = function
    self.arguments = arguments
    self.range = range
  }

  var labels: Set<String> { Set(arguments.compactMap(\.label)) }

  mutating func labeled(_ name: String) -> CurveExpression? {
    guard let i = arguments.firstIndex(where: { $0.label == name }) else { return nil }
    used.insert(i)
    return arguments[i].value
  }

  mutating func positional(_ k: Int) -> CurveExpression? {
    let unlabeled = arguments.indices.filter { arguments[$0].label == nil }
    guard k < unlabeled.count else { return nil }
    used.insert(unlabeled[k])
    return arguments[unlabeled[k]].value
  }

  /// `e`, or the error that the call needs `what`.
  func need(_ e: CurveExpression?, _ what: String) throws(ExpressionError) -> CurveExpression {
    guard let e else { throw ExpressionError(message: "\(function)(…) needs \(what)", range: range) }
    return e
  }

  /// The number labelled `label`, or else the `k`th value without a label,
  /// checked against `rule`; `nil` when neither is given.
  mutating func optionalNumber(_ label: String, _ k: Int, _ rule: (Double) -> Bool, _ expectation: String) throws(ExpressionError) -> Double? {
    guard let e = labeled(label) ?? positional(k) else { return nil }
    return try CurveInterpreter.number(e, label, rule, expectation)
  }

  /// The easing function `f`, once no argument but `allowed` is left.
  mutating func easing(_ f: EasingFunction, allowed: [String]) throws(ExpressionError) -> CurveValue {
    try finish(allowed: allowed)
    return .easing(.function(f), duration: nil, origin: "\(function)(…)")
  }

  /// Errors for arguments nobody took.
  func finish(allowed: [String]) throws(ExpressionError) {
    for (i, a) in arguments.enumerated() where !used.contains(i) {
      if let label = a.label {
        // The label is the call's own, taken once already: a repeat.
        if allowed.contains(label), arguments.indices.contains(where: { used.contains($0) && arguments[$0].label == label }) {
          throw ExpressionError(message: "\(function)(…) is given '\(label)' more than once", range: a.labelRange ?? a.value.range)
        }
        let s = EditDistance.suggestion(for: label, among: allowed)
        throw ExpressionError(
          message: "\(function)(…) has no argument '\(label)'" + (s.map { ". Did you mean '\($0)'?" } ?? "")
            + (allowed.isEmpty ? "" : " (it takes \(allowed.joined(separator: ", ")))"),
          range: a.labelRange ?? a.value.range)
      }
      throw ExpressionError(message: "\(function)(…) takes no more values here", range: a.value.range)
    }
  }
}

extension CurveInterpreter {
  static func call(
    _ raw: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument], range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    let name = unprefixed(raw)
    var a = CallArguments(name, arguments, range)
    switch name.lowercased() == "cubic-bezier" ? "cubic-bezier" : (name.lowercased() == "steps" ? "steps" : name) {
    case "cubic-bezier":
      var v: [Double] = []
      var ranges: [Range<Int>] = []
      for (k, label) in BezierError.fields.enumerated() {
        let e = try a.need(a.positional(k), "four numbers")
        v.append(try number(e, label))
        ranges.append(e.range)
      }
      let b = try bezier(v, ranges)
      try a.finish(allowed: [])
      return .easing(.bezier(b), duration: nil, origin: "cubic-bezier(…)")
    case "steps":
      let ne = try a.need(a.positional(0), "a number of steps")
      let n = try number(ne, "the number of steps", { $0 >= 1 && $0 == $0.rounded() && $0 < 1e6 }, "must be a whole number from 1 to 999999")
      var position = StepsEasing.Position.end
      if let pe = a.positional(1) {
        // Motion writes steps(4, "end"); CSS steps(4, jump-end).
        let named: CurveExpression = if case .string(let t, let r) = pe { .name(t, r) } else { pe }
        guard case .name(let p, let r) = named, let pos = StepsEasing.Position(rawValue: p.lowercased()) else {
          let text: String = if case .name(let p, _) = pe { p } else { "?" }
          let s = EditDistance.suggestion(for: text, among: StepsEasing.Position.allCases.map(\.rawValue))
          throw ExpressionError(message: "unknown step position" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: pe.range)
        }
        _ = r
        position = pos
      }
      try a.finish(allowed: [])
      if position == .jumpNone, n < 2 { throw ExpressionError(message: "steps(n, jump-none) needs n ≥ 2", range: ne.range) }
      return .easing(.steps(StepsEasing(steps: Int(checking: n) ?? 1, position: position)), duration: nil, origin: "steps(…)")
    case "spring":
      return try plainSpring(&a, range)
    case "bounce":
      return try bounceCall(&a, range)
    case "inertial-bounce":
      return try inertialBounce(&a, range)
    case "damped-cosine":
      let amp = try number(a.need(a.labeled("amplitude"), "amplitude:"), "amplitude")
      let decay = try number(a.need(a.labeled("decay"), "decay:"), "decay", { $0 >= 0 }, "must be ≥ 0")
      let omega = try number(
        a.need(a.labeled("omega"), "omega:"), "omega", { $0 >= 0 && $0 <= DampedCosine.maximumOmega },
        "must be between 0 and \(NumberText.text(DampedCosine.maximumOmega, .detail)) rad/s")
      let offset = try a.labeled("offset").map { e throws(ExpressionError) in try number(e, "offset") } ?? 0
      var oscillation = DampedCosine.Oscillation.cosine
      if let o = a.labeled("oscillation") {
        guard case .name(let n, _) = o, let v = DampedCosine.Oscillation(rawValue: n) else {
          throw ExpressionError(message: "oscillation is cosine or sine", range: o.range)
        }
        oscillation = v
      }
      let overshoot = try a.labeled("overshoot").map { e throws(ExpressionError) in try bool(e, "overshoot") } ?? true
      try a.finish(allowed: ["amplitude", "decay", "omega", "offset", "oscillation", "overshoot"])
      return .dampedCosine(
        DampedCosine(amplitude: amp, decay: decay, omega: omega, offset: offset, oscillation: oscillation, overshoot: overshoot),
        origin: "damped-cosine(…)")
    default:
      if let v = try easingCall(name, &a, range) { return v }
      // Each platform's own calls, read in its code file.
      if let reader = PlatformCodes.reader[name] { return try reader.read(name, &a, range) }
      // A preset written as a call with no arguments (Swift's
      // `.interactiveSpring()`, every argument its default) is the preset.
      if arguments.isEmpty, knownNames.contains(name) || SpringPreset.all.contains(where: { $0.code == raw + "()" }) {
        return try named(raw, nameRange)
      }
      // A preset or keyword written as a call: it takes no arguments.
      if knownNames.contains(name) {
        throw ExpressionError(message: "'\(name)' is a named curve, not a function: write '\(name)' without arguments", range: nameRange)
      }
      let s = EditDistance.suggestion(for: name, among: knownNames)
      throw ExpressionError(message: "unknown function '\(name)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: nameRange)
    }
  }

  static func bool(_ e: CurveExpression, _ what: String) throws(ExpressionError) -> Bool {
    if case .name(let n, _) = e, n == "true" || n == "false" { return n == "true" }
    throw ExpressionError(message: "\(what) is true or false", range: e.range)
  }
}
