// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves
import Foundation

extension CurveInterpreter {
  /// `inertial-bounce(velocity:, amp:, freq:, decay:, value:)`, or with
  /// `expression: "…"` (the expression's text, whose constants it reads)
  /// instead of amp, freq and decay: After
  /// Effects' inertial bounce after a keyframe (docs/lottie.md §6),
  /// value + v·amp·sin(2π·freq·t)/e^(decay·t), v the velocity arriving at
  /// the key (value units per second), freq in Hz, decay per second. Without
  /// `amp` it is Dan Ebberts' overshoot, amp = 1/(2π·freq), so the motion
  /// leaves the key at the velocity it arrived with.
  ///
  /// It is exactly a spring released at its rest value: x″ + 2d·x′ + (ω² +
  /// d²)·x = 0 with x(0) = 0, x′(0) = v·amp·ω has the solution
  /// v·amp·e^(−d·t)·sin(ω·t), ω = 2π·freq. So it reads as spring(mass: 1,
  /// stiffness: ω² + d², damping: 2d, velocity: v·amp·ω) from `value` to
  /// `value` (0 by default), and converts as any spring does.
  static func inertialBounce(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let v = try number(a.need(a.labeled("velocity"), "velocity: (value units per second, arriving at the key)"), "velocity")
    // The expression itself, pasted: its constants (amp, freq, decay).
    var fromText: (amp: Double?, freq: Double, decay: Double)?
    if let e = a.labeled("expression") {
      guard case .string(let text, let range) = e else { throw ExpressionError(message: "expression: is the After Effects expression, quoted", range: e.range) }
      guard let program = try? AEExpressionParser.parse(text), let constants = LottieExpressions.bounceConstants(program),
        text.contains("Math.sin"), text.contains("Math.exp"), text.contains("velocityAtTime")
      else {
        throw ExpressionError(
          message: "expression: is not an inertial bounce or overshoot (value + v·amp·sin(2π·freq·t)/e^(decay·t) with freq and decay assigned numbers)",
          range: range)
      }
      fromText = constants
      for key in ["amp", "freq", "decay"] where a.labels.contains(key) {
        throw ExpressionError(message: "\(key): is the expression's own; give it there or here, not both", range: range)
      }
    }
    let freq: Double
    let decay: Double
    if let fromText {
      (freq, decay) = (fromText.freq, fromText.decay)
    } else {
      freq = try number(a.need(a.labeled("freq"), "freq: (Hz) or expression:"), "freq", { $0 > 0 && $0 <= 1000 }, "must be in (0, 1000] Hz")
      decay = try number(a.need(a.labeled("decay"), "decay: (per second) or expression:"), "decay", { $0 >= 0 && $0 <= 1e4 }, "must be in [0, 10000] per second")
    }
    guard freq <= 1000, decay <= 1e4 else { throw ExpressionError(message: "the expression's freq or decay is out of range", range: range) }
    let omega = 2 * Double.pi * freq
    let amp: Double
    if let fromText {
      amp = fromText.amp ?? 1 / omega
    } else {
      amp = try a.labeled("amp").map { e throws(ExpressionError) in try number(e, "amp") } ?? 1 / omega
    }
    let value = try a.labeled("value").map { e throws(ExpressionError) in try number(e, "value") } ?? 0
    try a.finish(allowed: ["velocity", "amp", "freq", "decay", "value", "expression"])
    var s = Spring(mass: 1, stiffness: omega * omega + decay * decay, damping: 2 * decay, initialVelocity: v * amp * omega)
    s.from = value
    s.to = value
    return .spring(
      s, velocity: .absolute(v * amp * omega),
      origin: "After Effects inertial bounce: value + v·amp·sin(2π·freq·t)/e^(decay·t), a spring released at rest")
  }
}
