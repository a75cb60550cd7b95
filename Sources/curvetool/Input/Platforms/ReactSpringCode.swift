// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// react-spring's code, read and written (docs/platforms.md §3).
enum ReactSpringCode: PlatformCode {
  static let id = PlatformID.reactSpring

  /// `config.wobbly` is the preset `react-spring.wobbly`.
  static func name(_ name: String, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    guard name.hasPrefix("config.") else { return nil }
    return try CurveInterpreter.named("react-spring." + name.dropFirst("config.".count), range)
  }

  /// `{ tension, friction, mass }`, its `velocity` per millisecond.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let moving = s.initialVelocity != 0
    return PlatformSnippets(
      platform: id,
      snippets: [Snippet(["{ tension: \(n(s.stiffness)), friction: \(n(s.damping)), mass: \(n(s.mass))"
        + (moving ? ", velocity: \(n(s.initialVelocity / 1000)) }" : " }")])],
      note: moving ? "react-spring's velocity is per millisecond" : nil)
  }
}

extension CurveInterpreter {
  /// react-spring's `{ decay: true | d, velocity, precision }`: a coasting
  /// motion (``DecayRule/reactSpring(decay:precision:)``), velocity per
  /// millisecond as react-spring counts it. The spring keys do nothing in
  /// react-spring while `decay` is set, so they are refused here.
  static func reactSpringDecay(
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

  /// react-spring's `{ tension, friction, mass }` or `{ frequency,
  /// damping, mass }`, with `velocity` (per millisecond), `precision`,
  /// `restVelocity` and `clamp`, as `SpringValue.advance` reads them.
  static func reactSpringObject(
    _ values: [String: CurveExpression],
    _ num: (String, (Double) -> Bool, String) throws(ExpressionError) -> Double?,
    _ check: ([String]) throws(ExpressionError) -> Void, _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    // react-spring's velocity is per millisecond.
    let id: SpringFormID = values["frequency"] != nil ? .reactSpringFrequency : .reactSpringTensionFriction
    try check(id.form.parameters.map(\.name) + ["velocity", "precision", "clamp", "restVelocity", "decay"])
    let v = try num("velocity", { _ in true }, "") ?? 0
    guard case .spring(let s, let velocity, let origin, var engine) = try formSpring(
      id, try formMembers(id, values), origin: "react-spring \(id.form.title)", velocity: .absolute(v * 1000), range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    // Its rest rule and clamp, as SpringValue.advance reads them.
    engine.reactSpringPrecision = try num("precision", { $0 >= 0 }, "must be ≥ 0")
    engine.reactSpringRestVelocity = try num("restVelocity", { $0 >= 0 }, "must be ≥ 0 (value units per millisecond)")
    engine.reactSpringClamp = try values["clamp"].map { e throws(ExpressionError) in try bool(e, "clamp") } ?? false
    return .spring(s, velocity: velocity, origin: origin, engine: engine)
  }
}
