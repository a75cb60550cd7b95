// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// React Native's code, read and written (docs/platforms.md §3).
enum ReactNativeCode: PlatformCode {
  static let id = PlatformID.reactNative

  static let unmodelled = [
    "Easing.exp": "React Native's Easing.exp starts at 2^-10, not 0 (Easing.js), and is not modelled; easeInExpo is 0 at 0",
    "Easing.elastic": "React Native's Easing.elastic(bounciness) is not modelled yet; GSAP's elastic.out(amplitude, period) is",
  ]

  /// `Animated.spring(value, { toValue, … })`.
  static func statesTarget(_ call: String, _ arguments: [CurveExpression.Argument]) -> Bool {
    guard call == "Animated.spring", arguments.count == 2, case .object(let members, _) = arguments[1].value else { return false }
    return members.contains { $0.key == "toValue" }
  }

  static let inertKeys = [
    InertKeys.Key(
      call: "Animated.spring", label: "delay", isTime: true,
      reason: "the motion is shown from its own start; the delay (milliseconds) comes before it"),
    InertKeys.Key(
      call: "Animated.spring", label: "useNativeDriver", isTime: false,
      reason: "the native driver runs the same spring; the frames shown are the JavaScript driver's"),
  ]

  /// `Animated.spring`, its velocity in units per second. React Native
  /// draws ζ ≥ 1 as critical, so an over-damped spring's snippet is
  /// measured off.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "Animated.spring(value, { toValue: \(n(s.to)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass))\(velocity), useNativeDriver: true })"
    ])], note: s.dampingRatio > 1 ? "React Native draws every damping ratio of 1 or more as critically damped" : nil)
  }
}

extension ReactNativeCode {
  static let readers = CurveInterpreter.reactNativeCalls
}

extension CurveInterpreter {
  /// React Native's calls: `Animated.spring(value, { … })` and `Easing`'s
  /// combinators.
  static let reactNativeCalls: [CallReader] = [
    CallReader(["Animated.spring"]) { name, a, range throws(ExpressionError) in
      return try reactNativeSpring(&a, range)
    },
    CallReader(["Easing.elastic"]) { name, a, range throws(ExpressionError) in
      throw ExpressionError(message: ReactNativeCode.unmodelled[name] ?? name, range: range)
    },
    // React Native: Easing.poly(n), Easing.back(s), Easing.bezier(…),
    // and Easing.in/out/inOut of an easing.
    CallReader(["Easing.poly"]) { name, a, range throws(ExpressionError) in
      let n = try number(a.need(a.positional(0), "an exponent"), "exponent", factorRule, factorText)
      return try a.easing(EasingFunction(.power(n), .in), allowed: [])
    },
    CallReader(["Easing.back"]) { name, a, range throws(ExpressionError) in
      let s = try a.optionalNumber("s", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? EasingFunction.pennerOvershoot
      return try a.easing(EasingFunction(.back(s), .in), allowed: [])
    },
    CallReader(["Easing.bezier"]) { name, a, range throws(ExpressionError) in
      return try controlValues(&a, range)
    },
    CallReader(["Easing.in", "Easing.out", "Easing.inOut"]) { name, a, range throws(ExpressionError) in
      let inner = try a.need(a.positional(0), "an easing")
      try a.finish(allowed: [])
      return try reactNativeMode(name, inner)
    },
  ]
}

extension CurveInterpreter {
  /// React Native's `Easing.in(f)` (f itself), `Easing.out(f)`
  /// (1 − f(1 − t)) and `Easing.inOut(f)` (the two halves) of an "in"
  /// function; `out` of an out function is its in function. A Bézier's
  /// `out` is the Bézier turned half a turn; the other cases are not one
  /// easing curvetool knows, and are refused.
  static func reactNativeMode(_ name: String, _ inner: CurveExpression) throws(ExpressionError) -> CurveValue {
    let mode: EasingFunction.Mode = name == "Easing.in" ? .in : (name == "Easing.out" ? .out : .inOut)
    guard case .easing(let easing, nil, let origin) = try interpret(inner) else {
      throw ExpressionError(message: "\(name)(…) takes an easing such as Easing.quad", range: inner.range)
    }
    let label = "\(name)(\(origin))"
    switch (easing, mode) {
    case (_, .in):
      return .easing(easing, duration: nil, origin: label)
    case (.identity, _):
      return .easing(.identity, duration: nil, origin: label)
    case (.function(let f), _) where f.mode == .in:
      return .easing(.function(EasingFunction(f.family, mode)), duration: nil, origin: label)
    case (.function(let f), .out) where f.mode == .out:
      return .easing(.function(EasingFunction(f.family, .in)), duration: nil, origin: label)
    case (.bezier(let b), .out):
      return .easing(.bezier(CubicBezier(x1: 1 - b.x2, y1: 1 - b.y2, x2: 1 - b.x1, y2: 1 - b.y1)), duration: nil, origin: label)
    default:
      throw ExpressionError(
        message: "\(name)(…) of \(origin) is not modelled: write the easing it makes (\(mode == .out ? "Easing.out of an in-easing" : "Easing.inOut of an in-easing such as Easing.quad"))",
        range: inner.range)
    }
  }
}

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
