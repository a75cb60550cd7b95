// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Reanimated's code, read and written (docs/platforms.md §3).
enum ReanimatedCode: PlatformCode {
  static let id = PlatformID.reanimated

  /// Reanimated 4's `withSpring`, its velocity in units per second. It
  /// draws ζ ≥ 1 as critical, so an over-damped spring is measured off.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    let velocity = s.initialVelocity != 0 ? ", velocity: \(n(s.initialVelocity))" : ""
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "withSpring(\(n(s.to)), { mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping))\(velocity) })"
    ])], note: s.dampingRatio > 1 ? "Reanimated draws every damping ratio of 1 or more as critically damped" : nil)
  }
}

extension ReanimatedCode {
  static let calls = [
    "withSpring"
  ]

  static func call(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.reanimatedCall(name, &a, range)
  }
}

extension CurveInterpreter {
  /// Reanimated's `withSpring(toValue, config)`.
  static func reanimatedCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "withSpring":
      return try reanimatedSpring(&a, range)
    default:
      return nil
    }
  }
}
