// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

extension CurveInterpreter {
  /// react-spring (`{ tension, friction, mass, velocity }`,
  /// `{ frequency, damping }`) and Motion (`{ type: "spring", … }`) objects.
  static func object(
    _ members: [(key: String, keyRange: Range<Int>, value: CurveExpression)], _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    var values: [String: CurveExpression] = [:]
    for m in members { values[m.key] = m.value }
    func num(_ key: String, _ rule: (Double) -> Bool = { _ in true }, _ expectation: String = "") throws(ExpressionError) -> Double? {
      guard let e = values[key] else { return nil }
      return try number(e, key, rule, expectation)
    }
    func check(_ allowed: [String]) throws(ExpressionError) {
      for m in members where !allowed.contains(m.key) {
        let s = EditDistance.suggestion(for: m.key, among: allowed)
        throw ExpressionError(message: "unknown key '\(m.key)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: m.keyRange)
      }
    }
    if let typed = try motionTyped(values, num, check) { return typed }
    if let d = values["decay"] {
      if case .name("false", _) = d {
        values["decay"] = nil
      } else {
        return try reactSpringDecay(d, values, num, check)
      }
    }
    if values["tension"] != nil || values["friction"] != nil || values["frequency"] != nil {
      return try reactSpringObject(values, num, check, range)
    }
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      return try motion(values, num, check)
    }
    throw ExpressionError(
      message: "an object describes a spring with { tension, friction }, { frequency, damping } or { type: \"spring\", … }",
      range: range)
  }

  /// The values of form `id`'s parameters among an object's members,
  /// checked against the registry's ranges.
  static func formMembers(_ id: SpringFormID, _ values: [String: CurveExpression]) throws(ExpressionError) -> [String: Double] {
    var given: [String: Double] = [:]
    for p in id.form.parameters {
      if let e = values[p.name] { given[p.name] = try formValue(p, e, p.name) }
    }
    return given
  }

}

extension CurveInterpreter {
  /// The `velocity` an expression states (an object's member or a call's
  /// labelled argument, at the top or one call in), for the warning when
  /// its spring starts from rest; `nil` when none is stated or it is 0.
  static func ignoredVelocity(_ e: CurveExpression) -> Double? {
    switch e {
    case .object(let members, _):
      for m in members where m.key == "velocity" {
        if case .number(let v, _) = m.value, v != 0 { return v }
      }
      return nil
    case .call(_, _, let arguments, _):
      for a in arguments {
        if a.label == "velocity", case .number(let v, _) = a.value, v != 0 { return v }
        if a.label == nil, let v = ignoredVelocity(a.value) { return v }
      }
      return nil
    default: return nil
    }
  }
}
