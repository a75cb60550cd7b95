// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Easing functions written as calls: Android's interpolators with their
/// arguments, GSAP's configured `back` and `elastic`, React Native's
/// `Easing` combinators and Flutter's elastic curves with a period
/// (``EasingFunction``; docs/curves.md, Easing functions).
extension CurveInterpreter {
  /// The calls ``easingCall(_:_:_:)`` reads, for suggestions.
  static let easingCallNames = [
    "AccelerateDecelerateInterpolator", "LinearInterpolator", "AccelerateInterpolator", "DecelerateInterpolator",
    "AnticipateInterpolator", "OvershootInterpolator", "AnticipateOvershootInterpolator", "BounceInterpolator", "back.in",
    "back.out", "back.inOut", "elastic.in", "elastic.out", "elastic.inOut", "ElasticInCurve", "ElasticOutCurve",
    "ElasticInOutCurve", "Easing.poly", "Easing.back", "Easing.bezier", "Easing.in", "Easing.out", "Easing.inOut",
  ]

  /// Named easings that are not modelled, with the reason, so that the
  /// refusal says why rather than "unknown".
  static let unmodelledEasings: [String: String] = [
    "Easing.exp": "React Native's Easing.exp starts at 2^-10, not 0 (Easing.js), and is not modelled; easeInExpo is 0 at 0",
    "Easing.elastic": "React Native's Easing.elastic(bounciness) is not modelled yet; GSAP's elastic.out(amplitude, period) is",
    "Curves.easeInOutCubicEmphasized": "Flutter's ThreePointCubic curves are not modelled",
    "Curves.fastEaseInToSlowEaseOut": "Flutter's ThreePointCubic curves are not modelled",
  ]

  static func easingCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    let positive: (Double) -> Bool = { $0 > 0 && $0 <= 1000 }
    let positiveText = "must be > 0 (at most 1000)"
    // An elastic turns twice per period: 0.01 is 200 turns over the move.
    let period: (Double) -> Bool = { $0 >= 0.01 && $0 <= 1000 }
    let periodText = "must be between 0.01 and 1000"
    switch name {
    // Android (AOSP android/view/animation): factor and tension default to
    // 1 and 2; AnticipateOvershoot multiplies its tension by extraTension
    // (1.5).
    case "AccelerateDecelerateInterpolator":
      return try a.easing(EasingFunction(.sine, .inOut), allowed: [])
    case "LinearInterpolator":
      try a.finish(allowed: [])
      return .easing(.identity, duration: nil, origin: "LinearInterpolator()")
    case "AccelerateInterpolator", "DecelerateInterpolator":
      let factor = try a.optionalNumber("factor", 0, positive, positiveText) ?? 1
      return try a.easing(EasingFunction(.power(2 * factor), name == "AccelerateInterpolator" ? .in : .out), allowed: ["factor"])
    case "AnticipateInterpolator", "OvershootInterpolator":
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      return try a.easing(EasingFunction(.back(tension), name == "AnticipateInterpolator" ? .in : .out), allowed: ["tension"])
    case "AnticipateOvershootInterpolator":
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      let extra = try a.optionalNumber("extraTension", 1, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 1.5
      return try a.easing(EasingFunction(.back(tension * extra), .inOut), allowed: ["tension", "extraTension"])
    case "Easing.elastic":
      throw ExpressionError(message: unmodelledEasings[name] ?? name, range: range)
    case "BounceInterpolator":
      return try a.easing(EasingFunction(.androidBounce, .out), allowed: [])
    // GSAP 3: back.out(overshoot), elastic.out(amplitude, period).
    case "back.in", "back.out", "back.inOut":
      let s = try a.optionalNumber("overshoot", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? EasingFunction.pennerOvershoot
      return try a.easing(EasingFunction(.back(s), Self.gsapMode(name)), allowed: ["overshoot"])
    case "elastic.in", "elastic.out", "elastic.inOut":
      let mode = Self.gsapMode(name)
      let amplitude = try a.optionalNumber("amplitude", 0, positive, positiveText) ?? 1
      let period = try a.optionalNumber("period", 1, period, periodText) ?? (mode == .inOut ? 0.45 : 0.3)
      return try a.easing(EasingFunction(.elastic(amplitude: amplitude, period: period), mode), allowed: ["amplitude", "period"])
    // Flutter: ElasticOutCurve([period = 0.4]).
    case "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve":
      let period = try a.optionalNumber("period", 0, period, periodText) ?? 0.4
      let mode: EasingFunction.Mode = name == "ElasticInCurve" ? .in : (name == "ElasticOutCurve" ? .out : .inOut)
      return try a.easing(EasingFunction(.elastic(amplitude: 1, period: period), mode), allowed: ["period"])
    // React Native: Easing.poly(n), Easing.back(s), Easing.bezier(…),
    // and Easing.in/out/inOut of an easing.
    case "Easing.poly":
      let n = try number(a.need(a.positional(0), "an exponent"), "exponent", positive, positiveText)
      return try a.easing(EasingFunction(.power(n), .in), allowed: [])
    case "Easing.back":
      let s = try a.optionalNumber("s", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? EasingFunction.pennerOvershoot
      return try a.easing(EasingFunction(.back(s), .in), allowed: [])
    case "Easing.bezier":
      var v: [Double] = []
      for k in 0..<4 { v.append(try number(a.need(a.positional(k), "four control values"), "control value \(k + 1)")) }
      try a.finish(allowed: [])
      return try bezier(v, range, "Easing.bezier(…)")
    case "Easing.in", "Easing.out", "Easing.inOut":
      let inner = try a.need(a.positional(0), "an easing")
      try a.finish(allowed: [])
      return try reactNativeMode(name, inner)
    default:
      return nil
    }
  }

  /// `in`, `out` or `inOut` from a GSAP name's suffix.
  static func gsapMode(_ name: String) -> EasingFunction.Mode {
    name.hasSuffix(".inOut") ? .inOut : (name.hasSuffix(".out") ? .out : .in)
  }

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
