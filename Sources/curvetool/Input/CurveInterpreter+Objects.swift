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
    if let t = values["type"] {
      guard case .string(let type, _) = t, type == "spring" else {
        throw ExpressionError(message: "only { type: \"spring\", … } objects describe a curve", range: t.range)
      }
      return try motion(values, num, check)
    }
    if values["tension"] != nil || values["friction"] != nil {
      try check(["tension", "friction", "mass", "velocity", "precision", "clamp", "restVelocity"])
      let k = try num("tension", { $0 > 0 }, "must be > 0") ?? 170
      let c = try num("friction", { $0 >= 0 }, "must be ≥ 0") ?? 26
      let m = try num("mass", { $0 > 0 }, "must be > 0") ?? 1
      let v = try num("velocity") ?? 0
      return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .absolute(v * 1000), origin: "react-spring { tension, friction }")
    }
    if values["frequency"] != nil {
      try check(["frequency", "damping", "mass", "velocity"])
      // react-spring floors the frequency at 0.01 and the ratio at 0
      // (Spring(reactSpringFrequency:) does the same).
      let f = try num("frequency", { $0 >= 0 }, "must be ≥ 0") ?? 0.5
      let z = try num("damping") ?? 1
      let m = try num("mass", { $0 > 0 }, "must be > 0") ?? 1
      let v = try num("velocity") ?? 0
      return .spring(Spring(reactSpringFrequency: f, dampingRatio: z, mass: m), velocity: .absolute(v * 1000), origin: "react-spring { frequency, damping }")
    }
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      return try motion(values, num, check)
    }
    throw ExpressionError(
      message: "an object describes a spring with { tension, friction }, { frequency, damping } or { type: \"spring\", … }",
      range: range)
  }

  /// Motion's spring options: physics keys override duration keys;
  /// `visualDuration` needs `duration` or `bounce` next to it (Motion 13.1.1
  /// ignores it alone — reproduced, with a note).
  private static func motion(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    try check(["type", "stiffness", "damping", "mass", "velocity", "duration", "bounce", "visualDuration", "restDelta", "restSpeed"])
    let v = try num("velocity", { _ in true }, "") ?? 0
    var engine = SpringEngineSettings(
      restSpeed: try num("restSpeed", { $0 >= 0 }, "must be ≥ 0"), restDelta: try num("restDelta", { $0 >= 0 }, "must be ≥ 0"))
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      let k = try num("stiffness", { $0 > 0 }, "must be > 0") ?? 100
      let c = try num("damping", { $0 >= 0 }, "must be ≥ 0") ?? 10
      let m = try num("mass", { $0 > 0 }, "must be > 0") ?? 1
      return .spring(Spring(mass: m, stiffness: k, damping: c), velocity: .absolute(v), origin: "Motion { stiffness, damping, mass }", engine: engine)
    }
    // Motion clamps the damping ratio 1 − bounce to 0.05…1, so any bounce
    // up to 1 animates.
    let bounce = try num("bounce", { $0 > -1 && $0 <= 1 }, "must be greater than -1 and at most 1")
    let duration = try num("duration", { $0 > 0 }, "must be > 0")
    if let vd = try num("visualDuration", { $0 > 0 }, "must be > 0"), bounce != nil || duration != nil {
      return .spring(Spring(visualDuration: vd, bounce: bounce ?? 0.3), velocity: .absolute(v), origin: "Motion { visualDuration, bounce }", engine: engine)
    }
    if bounce != nil || duration != nil {
      // Motion starts a time-defined spring from rest and finishes it at
      // its (clamped) duration.
      engine.motionFinishTime = Spring.motionFinishTime(duration: duration ?? 0.8)
      return .spring(
        Spring(motionDuration: duration ?? 0.8, bounce: bounce ?? 0.3), velocity: .zero, origin: "Motion { duration, bounce }",
        engine: engine)
    }
    let ignored = values["visualDuration"] != nil
      ? "; Motion 13 ignores visualDuration without bounce or duration" : ""
    return .spring(
      Spring(mass: 1, stiffness: 100, damping: 10), velocity: .absolute(v),
      origin: "Motion { type: \"spring\" } (stiffness 100, damping 10, mass 1\(ignored))", engine: engine)
  }
}
