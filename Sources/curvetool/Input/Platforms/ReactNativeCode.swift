// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// React Native's code, read and written (docs/platforms.md §3).
enum ReactNativeCode: PlatformCode {
  static let id = PlatformID.reactNative

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
  static let calls = [
    "Animated.spring", "Easing.poly", "Easing.back", "Easing.bezier", "Easing.in", "Easing.out", "Easing.inOut"
  ]

  static func call(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.reactNativeCall(name, &a, range)
  }
}

extension CurveInterpreter {
  /// React Native's calls: `Animated.spring(value, { … })` and `Easing`'s
  /// combinators.
  static func reactNativeCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "Animated.spring":
      return try reactNativeSpring(&a, range)
    case "Easing.elastic":
      throw ExpressionError(message: unmodelledEasings[name] ?? name, range: range)
    // React Native: Easing.poly(n), Easing.back(s), Easing.bezier(…),
    // and Easing.in/out/inOut of an easing.
    case "Easing.poly":
      let n = try number(a.need(a.positional(0), "an exponent"), "exponent", factorRule, factorText)
      return try a.easing(EasingFunction(.power(n), .in), allowed: [])
    case "Easing.back":
      let s = try a.optionalNumber("s", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? EasingFunction.pennerOvershoot
      return try a.easing(EasingFunction(.back(s), .in), allowed: [])
    case "Easing.bezier":
      return try controlValues(&a, range)
    case "Easing.in", "Easing.out", "Easing.inOut":
      let inner = try a.need(a.positional(0), "an easing")
      try a.finish(allowed: [])
      return try reactNativeMode(name, inner)
    default:
      return nil
    }
  }
}
