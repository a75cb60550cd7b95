// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Rebound's code, read and written (docs/platforms.md §3).
enum ReboundCode: PlatformCode {
  static let id = PlatformID.rebound

  static let moveCalls: Set<String> = ["setCurrentValue", "setVelocity", "setEndValue"]

  /// `spring.setCurrentValue(x).setVelocity(v).setEndValue(y)` (units per
  /// second).
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {
    switch a.function {
    case "setCurrentValue": r.from = try m.value(&a, 0, "a start value")
    case "setVelocity": r.velocity = .absolute(try m.value(&a, 0, "a velocity"))
    default: r.to = try m.value(&a, 0, "an end value")
    }
  }

  /// `SpringConfig(tension, friction)` (per unit mass) with the spring's
  /// start and velocity when it starts moving, the Origami form and the
  /// bounciness-and-speed form where it exists.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.javascript.number(x, digits) }
    var config = ["SpringConfig(\(n(s.stiffness / s.mass)), \(n(s.damping / s.mass)))  // tension, friction"]
    if s.initialVelocity != 0 {
      config.append("spring.setCurrentValue(\(n(s.from))).setVelocity(\(n(s.initialVelocity))).setEndValue(\(n(s.to)))")
    }
    var rebound = [Snippet(config)]
    let (oT, oF) = s.origami
    rebound.append(Snippet(["SpringConfig.fromOrigamiTensionAndFriction(\(n(oT)), \(n(oF)))"], carriesVelocity: false))
    if let bs = s.bouncinessAndSpeed {
      rebound.append(Snippet(["SpringConfig.fromBouncinessAndSpeed(\(n(bs.bounciness)), \(n(bs.speed)))"], carriesVelocity: false))
    }
    return PlatformSnippets(platform: id, snippets: rebound)
  }
}

extension ReboundCode {
  static let readers = CurveInterpreter.reboundCalls
}

extension CurveInterpreter {
  /// Rebound's `SpringConfig` in its forms, and its coasting config.
  static let reboundCalls: [CallReader] = [
    CallReader(["SpringConfig"]) { name, a, range throws(ExpressionError) in
      // Rebound: new SpringConfig(tension, friction) takes the physics
      // constants k and c of a unit mass; tension 0 is a coasting spring.
      var peek = a
      if let t = peek.labeled("tension") ?? peek.positional(0), case .number(0, _) = t {
        _ = a.labeled("tension") ?? a.positional(0)
        let f = try number(a.need(a.labeled("friction") ?? a.positional(1), "friction"), "friction", { $0 > 0 }, "must be > 0 for a coasting spring (tension 0): with no friction it never slows")
        try a.finish(allowed: ["tension", "friction"])
        return reboundCoasting(friction: f, origin: "Rebound SpringConfig(0, friction): a coasting spring")
      }
      let given = try formArguments(.reboundTensionFriction, &a, positional: true)
      try a.finish(allowed: ["tension", "friction"])
      return try formSpring(.reboundTensionFriction, given, origin: "Rebound SpringConfig(tension, friction)", range: range)
    },
    CallReader(["SpringConfig.fromOrigamiTensionAndFriction"]) { name, a, range throws(ExpressionError) in
      // Origami's conversion is linear in each and maps any value; the
      // spring it gives is checked like every other.
      let given = try formArguments(.reboundOrigami, &a, positional: true)
      try a.finish(allowed: [])
      return try formSpring(.reboundOrigami, given, origin: "SpringConfig.fromOrigamiTensionAndFriction", range: range)
    },
    CallReader(["SpringConfig.coastingConfigWithOrigamiFriction"]) { name, a, range throws(ExpressionError) in
      // Friction in Origami units, (oF − 8)·3 + 25 (OrigamiValueConverter).
      let oF = try number(a.need(a.positional(0) ?? a.labeled("friction"), "friction"), "friction")
      try a.finish(allowed: ["friction"])
      let f = Spring.reboundFriction(origami: oF)
      guard f > 0 else {
        throw ExpressionError(message: "friction \(NumberText.text(oF, .detail)) is \(NumberText.text(f, .detail)) in Rebound units; a coasting spring needs more than 0 (Origami friction above -0.333…)", range: range)
      }
      return reboundCoasting(friction: f, origin: "SpringConfig.coastingConfigWithOrigamiFriction")
    },
    CallReader(["SpringConfig.fromBouncinessAndSpeed"]) { name, a, range throws(ExpressionError) in
      let given = try formArguments(.reboundBouncinessSpeed, &a, positional: true)
      try a.finish(allowed: [])
      return try formSpring(.reboundBouncinessSpeed, given, origin: "SpringConfig.fromBouncinessAndSpeed", range: range)
    },
  ]

  /// Rebound's coasting spring (tension 0) of `friction` (1/s): a decay
  /// from rest until `--velocity` starts it, as `setVelocity` does.
  static func reboundCoasting(friction: Double, origin: String) -> CurveValue {
    let rule = DecayRule.rebound(friction: friction, restSpeed: SpringRestRule.rebound().speed)
    return .decay(Decay(from: 0, initialVelocity: 0, rate: rule.rate), rule: rule, origin: origin)
  }
}
