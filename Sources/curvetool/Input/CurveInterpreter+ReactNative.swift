// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// React Native's `Animated.spring(value, { … })`, read as React Native's
/// `SpringAnimation` constructor reads its config (facebook/react-native
/// `packages/react-native/Libraries/Animated/animations/SpringAnimation.js`).
extension CurveInterpreter {
  /// React Native's three config forms, in the order its constructor
  /// tries them (stiffness/damping/mass, then bounciness/speed, else
  /// Origami tension/friction, its default).
  static let reactNativeForms: [SpringFormID] = [.reactNativePhysical, .reactNativeBouncinessSpeed, .reactNativeOrigami]

  /// The config keys: the move and start, the rest and clamping options,
  /// the forms' parameters, and keys that do not shape the curve.
  static let reactNativeKeys = ["toValue", "velocity", "overshootClamping", "restDisplacementThreshold", "restSpeedThreshold"]
    + reactNativeForms.flatMap { $0.form.parameters.map(\.name) } + InertKeys.labels(of: "Animated.spring")

  /// A config object's members by key, each key one `owner` takes (else
  /// refused, naming the closest).
  static func configValues(
    _ members: [(key: String, keyRange: Range<Int>, value: CurveExpression)], allowed: [String], of owner: String
  ) throws(ExpressionError) -> [String: CurveExpression] {
    var values: [String: CurveExpression] = [:]
    for m in members {
      guard allowed.contains(m.key) else {
        let s = EditDistance.suggestion(for: m.key, among: allowed)
        throw ExpressionError(message: "\(owner) has no config key '\(m.key)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: m.keyRange)
      }
      values[m.key] = m.value
    }
    return values
  }

  /// `Animated.spring(value, config)`: `value` is the `Animated.Value`
  /// (its current value is `--from`); `toValue` is the target.
  static func reactNativeSpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    guard a.positional(0) != nil, let config = a.positional(1) else {
      throw ExpressionError(message: "Animated.spring(…) takes the Animated.Value and a config: Animated.spring(value, { toValue: 1, … })", range: range)
    }
    try a.finish(allowed: [])
    guard case .object(let members, _) = config else {
      throw ExpressionError(message: "Animated.spring's config is an object { toValue, stiffness, damping, … }", range: config.range)
    }
    let values = try configValues(members, allowed: reactNativeKeys, of: "Animated.spring")
    func num(_ key: String, _ rule: (Double) -> Bool = { _ in true }, _ expectation: String = "") throws(ExpressionError) -> Double? {
      try values[key].map { e throws(ExpressionError) in try number(e, key, rule, expectation) }
    }
    // One of the three forms, as React Native's invariants allow: the
    // first form given, and none of a later one's keys beside it.
    let given = reactNativeForms.map { id in id.form.parameters.map(\.name).filter { values[$0] != nil } }
    let chosen = given.firstIndex { !$0.isEmpty } ?? reactNativeForms.count - 1
    if let other = given[(chosen + 1)...].joined().first {
      throw ExpressionError(
        message: "'\(other)' cannot go with '\(given[chosen][0])': React Native takes one of bounciness/speed, tension/friction or stiffness/damping/mass",
        range: values[other]!.range)
    }
    let id = reactNativeForms[chosen]
    let velocity = try num("velocity") ?? 0
    guard case .spring(var s, let v, let origin, var engine) = try formSpring(
      id, try formMembers(id, values), origin: "React Native \(id.form.title)", velocity: .absolute(velocity), noting: true, range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    if let to = try num("toValue") { s.to = to }
    engine.overshootClamping = try values["overshootClamping"].map { e throws(ExpressionError) in try bool(e, "overshootClamping") } ?? false
    engine.restDelta = try num("restDisplacementThreshold", { $0 >= 0 }, "must be ≥ 0 (value units)")
    engine.restSpeed = try num("restSpeedThreshold", { $0 >= 0 }, "must be ≥ 0 (value units per second)")
    if let e = values["useNativeDriver"] { _ = try bool(e, "useNativeDriver") }
    _ = try num("delay", { $0 >= 0 }, "must be ≥ 0 (milliseconds)")
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }
}
