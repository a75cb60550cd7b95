// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Easing functions written as calls of a library that is no platform:
/// GSAP's configured `back` and `elastic` (``EasingFunction``; docs/curves.md,
/// Easing functions). The platforms' own (Android's interpolators, React
/// Native's `Easing`, Flutter's elastic curves) are read in their code files
/// (`Input/Platforms`).
extension CurveInterpreter {
  /// The calls ``easingCall(_:_:_:)`` reads, for suggestions.
  static let easingCallNames = ["back.in", "back.out", "back.inOut", "elastic.in", "elastic.out", "elastic.inOut"]

  /// An easing's factor, amplitude or exponent: above 0, at most 1000.
  static let factorRule: @Sendable (Double) -> Bool = { $0 > 0 && $0 <= 1000 }
  static let factorText = "must be > 0 (at most 1000)"
  /// An elastic's period: an elastic turns twice per period, so 0.01 is
  /// 200 turns over the move.
  static let periodRule: @Sendable (Double) -> Bool = { $0 >= 0.01 && $0 <= 1000 }
  static let periodText = "must be between 0.01 and 1000"

  /// GSAP's configured eases; `nil` for another name.
  static func easingCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    // GSAP 3: back.out(overshoot), elastic.out(amplitude, period).
    case "back.in", "back.out", "back.inOut":
      let s = try a.optionalNumber("overshoot", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? EasingFunction.pennerOvershoot
      return try a.easing(EasingFunction(.back(s), Self.gsapMode(name)), allowed: ["overshoot"])
    case "elastic.in", "elastic.out", "elastic.inOut":
      let mode = Self.gsapMode(name)
      let amplitude = try a.optionalNumber("amplitude", 0, factorRule, factorText) ?? 1
      let period = try a.optionalNumber("period", 1, periodRule, periodText) ?? (mode == .inOut ? 0.45 : 0.3)
      return try a.easing(EasingFunction(.elastic(amplitude: amplitude, period: period), mode), allowed: ["amplitude", "period"])
    default:
      return nil
    }
  }

  /// `in`, `out` or `inOut` from a GSAP name's suffix.
  static func gsapMode(_ name: String) -> EasingFunction.Mode {
    name.hasSuffix(".inOut") ? .inOut : (name.hasSuffix(".out") ? .out : .in)
  }

}
