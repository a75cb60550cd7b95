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
      guard case .string(let type, _) = t, type == "spring" || type == "tween" else {
        throw ExpressionError(message: "only { type: \"spring\", … } and { type: \"tween\", … } objects describe a curve", range: t.range)
      }
      return type == "tween" ? try motionTween(values, num, check) : try motion(values, num, check)
    }
    if values["ease"] != nil { return try motionTween(values, num, check) }
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

  /// Motion's tween: `{ duration: 0.3, ease: [x1, y1, x2, y2] }`, an
  /// `ease` of `steps(n, "end")` or one of Motion's named Béziers
  /// (`"linear"`, `"easeIn"` = (0.42, 0, 1, 1), `"easeOut"` = (0, 0, 0.58, 1),
  /// `"easeInOut"` = (0.42, 0, 0.58, 1); motion-utils `easing/cubic-bezier.ts`).
  /// Motion's default tween lasts 0.3 s.
  private static func motionTween(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    try check(["type", "duration", "ease"])
    let duration = try num("duration", { $0 > 0 }, "must be > 0") ?? 0.3
    let easing: Easing
    switch values["ease"] {
    case nil: easing = .bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    case .array(let items, let r)?:
      guard items.count == 4 else { throw ExpressionError(message: "ease: [x1, y1, x2, y2] takes four numbers", range: r) }
      var v: [Double] = []
      for (k, item) in items.enumerated() { v.append(try number(item, "ease[\(k)]")) }
      guard case .easing(let e, _, _) = try bezier(v, r, "ease: [x1, y1, x2, y2]") else { throw ExpressionError(message: "ease", range: r) }
      easing = e
    case .string(let name, let r)?:
      let table: [String: CubicBezier] = [
        "linear": .linear, "easeIn": CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "easeOut": CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), "easeInOut": CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
      ]
      guard let b = table[name] else {
        let s = EditDistance.suggestion(for: name, among: table.keys.sorted())
        throw ExpressionError(message: "unknown Motion ease '\(name)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: r)
      }
      easing = .bezier(b)
    case let e?:
      guard case .easing(let x, _, _) = try interpret(e) else {
        throw ExpressionError(message: "ease must be [x1, y1, x2, y2], a name or steps(…)", range: e.range)
      }
      easing = x
    }
    return .easing(easing, duration: duration, origin: "Motion { duration, ease }")
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
