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
    if let d = values["decay"] {
      if case .name("false", _) = d {
        values["decay"] = nil
      } else {
        return try reactSpringDecay(d, values, num, check)
      }
    }
    if values["tension"] != nil || values["friction"] != nil || values["frequency"] != nil {
      // react-spring's velocity is per millisecond.
      let id: SpringFormID = values["frequency"] != nil ? .reactSpringFrequency : .reactSpringTensionFriction
      try check(id.form.parameters.map(\.name) + ["velocity", "precision", "clamp", "restVelocity", "decay"])
      let v = try num("velocity") ?? 0
      guard case .spring(let s, let velocity, let origin, var engine) = try formSpring(
        id, try formMembers(id, values), origin: "react-spring \(id.form.title)", velocity: .absolute(v * 1000), range: range)
      else { throw ExpressionError(message: "not a spring", range: range) }
      // Its rest rule and clamp, as SpringValue.advance reads them.
      engine.reactSpringPrecision = try num("precision", { $0 >= 0 }, "must be ≥ 0")
      engine.reactSpringRestVelocity = try num("restVelocity", { $0 >= 0 }, "must be ≥ 0 (value units per millisecond)")
      engine.reactSpringClamp = try values["clamp"].map { e throws(ExpressionError) in try bool(e, "clamp") } ?? false
      return .spring(s, velocity: velocity, origin: origin, engine: engine)
    }
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      return try motion(values, num, check)
    }
    throw ExpressionError(
      message: "an object describes a spring with { tension, friction }, { frequency, damping } or { type: \"spring\", … }",
      range: range)
  }

  /// react-spring's `{ decay: true | d, velocity, precision }`: a coasting
  /// motion (``DecayRule/reactSpring(decay:precision:)``), velocity per
  /// millisecond as react-spring counts it. The spring keys do nothing in
  /// react-spring while `decay` is set, so they are refused here.
  private static func reactSpringDecay(
    _ d: CurveExpression, _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    let springKeys = ["tension", "friction", "mass", "frequency", "damping", "clamp", "restVelocity", "bounce"]
    if let key = springKeys.first(where: { values[$0] != nil }) {
      throw ExpressionError(
        message: "'\(key)' does not apply to a react-spring decay (its spring keys are not read while 'decay' is set); remove it or 'decay'",
        range: values[key]!.range)
    }
    try check(["decay", "velocity", "precision"])
    let decay: Double
    if case .name("true", _) = d {
      decay = DecayRule.reactSpringDefaultDecay
    } else {
      decay = try number(d, "decay", { $0 < 1 && $0 >= -999 }, "must be true or a number below 1 (and at least −999): the speed shrinks by about that factor each millisecond")
    }
    let v = try num("velocity", { _ in true }, "") ?? 0
    let precision = SpringRestRule.reactSpring(distance: 0, precision: try num("precision", { $0 >= 0 }, "must be ≥ 0")).displacement
    let rule = DecayRule.reactSpring(decay: decay, precision: precision)
    return .decay(Decay(from: 0, initialVelocity: v * 1000, rate: rule.rate), rule: rule, origin: "react-spring decay")
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

  /// The values of form `id`'s parameters among an object's members,
  /// checked against the registry's ranges.
  static func formMembers(_ id: SpringFormID, _ values: [String: CurveExpression]) throws(ExpressionError) -> [String: Double] {
    var given: [String: Double] = [:]
    for p in id.form.parameters {
      if let e = values[p.name] { given[p.name] = try formValue(p, e, p.name) }
    }
    return given
  }

  /// Motion's spring options: physics keys override duration keys;
  /// `visualDuration` needs `duration` or `bounce` next to it (Motion 13.1.1
  /// ignores it alone — reproduced, with a note); restSpeed and restDelta
  /// reach the engine.
  private static func motion(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void
  ) throws(ExpressionError) -> CurveValue {
    try check(["type", "stiffness", "damping", "mass", "velocity", "duration", "bounce", "visualDuration", "restDelta", "restSpeed"])
    let v = try num("velocity", { _ in true }, "") ?? 0
    let id: SpringFormID
    var given: [String: Double]
    if values["stiffness"] != nil || values["damping"] != nil || values["mass"] != nil {
      id = .motionPhysical
      given = try formMembers(id, values)
    } else if values["visualDuration"] != nil {
      id = .motionVisualDuration
      given = try formMembers(id, values)
      // Next to a duration, visualDuration applies with the default bounce.
      if values["duration"] != nil, given["bounce"] == nil { given["bounce"] = id.form.parameters[1].defaultValue }
      _ = try formMembers(.motionDurationBounce, values)
    } else if values["bounce"] != nil || values["duration"] != nil {
      id = .motionDurationBounce
      given = try formMembers(id, values)
    } else {
      id = .motionPhysical
      given = [:]
    }
    guard case .spring(let s, let velocity, let origin, var engine) = try formSpring(
      id, given, origin: "Motion \(id.form.title)", velocity: .absolute(v), noting: true, range: values["type"]?.range ?? 0..<0)
    else { throw ExpressionError(message: "not a spring", range: 0..<0) }
    engine.restSpeed = try num("restSpeed", { $0 >= 0 }, "must be ≥ 0")
    engine.restDelta = try num("restDelta", { $0 >= 0 }, "must be ≥ 0")
    return .spring(s, velocity: velocity, origin: origin, engine: engine)
  }

  /// Popmotion 11's `spring({ … })`: physics, or `{ duration, bounce,
  /// velocity }` through its findSpring (the motion then starts from rest).
  /// `duration` is in milliseconds, as Popmotion reads it.
  static func popmotion(
    _ members: [(key: String, keyRange: Range<Int>, value: CurveExpression)], _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    var values: [String: CurveExpression] = [:]
    for m in members { values[m.key] = m.value }
    let id: SpringFormID = values["duration"] != nil || values["bounce"] != nil ? .popmotionDurationBounce : .popmotionPhysical
    let allowed = id.form.parameters.map(\.name) + ["velocity", "from", "to", "restSpeed", "restDelta"]
    for m in members where !allowed.contains(m.key) {
      let s = EditDistance.suggestion(for: m.key, among: allowed)
      throw ExpressionError(message: "unknown key '\(m.key)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: m.keyRange)
    }
    func num(_ key: String) throws(ExpressionError) -> Double? { try values[key].map { e throws(ExpressionError) in try number(e, key) } }
    let v = try num("velocity") ?? 0
    // Popmotion's `duration` is in milliseconds (its default 800); the
    // form's parameter, like the flag, is in seconds.
    var given = try formMembers(id, values)
    if let ms = given["duration"] { given["duration"] = ms / 1000 }
    guard case .spring(var s, let velocity, let origin, var engine) = try formSpring(
      id, given, origin: "Popmotion \(id.form.title)", velocity: .absolute(v), range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    if let f = try num("from") { s.from = f }
    if let t = try num("to") { s.to = t }
    engine.restSpeed = try values["restSpeed"].map { e throws(ExpressionError) in try number(e, "restSpeed", { $0 >= 0 }, "must be ≥ 0") }
    engine.restDelta = try values["restDelta"].map { e throws(ExpressionError) in try number(e, "restDelta", { $0 >= 0 }, "must be ≥ 0") }
    return .spring(s, velocity: velocity, origin: origin, engine: engine)
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
