// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Android's code, read and written (docs/platforms.md §3).
enum AndroidCode: PlatformCode {
  static let id = PlatformID.android

  /// `SpringForce` with its Float stiffness (k/m: Android has no mass) and
  /// damping ratio; `SpringAnimation`'s start value and velocity (units
  /// per second) when it starts moving.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let f = { (x: Double) in CodeLanguage.kotlin.number(x) }
    var android = ["SpringForce(\(f(s.to))).setStiffness(\(f(s.stiffness / s.mass))).setDampingRatio(\(f(s.dampingRatio)))"]
    if s.initialVelocity != 0 {
      android.append("SpringAnimation(…).setStartValue(\(f(s.from))).setStartVelocity(\(f(s.initialVelocity)))")
    }
    return PlatformSnippets(platform: id, snippets: [Snippet(android, float32: true)], note: massNote(s))
  }

  /// What a spring with a mass other than 1 becomes on Android and Compose.
  static func massNote(_ s: Spring) -> String? { s.mass == 1 ? nil : "Android has no mass: stiffness is k/m" }

  /// `PathInterpolatorCompat` on an animator of whole milliseconds.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let f = [b.x1, b.y1, b.x2, b.y2].map { CodeLanguage.kotlin.number($0) }.joined(separator: ", ")
    return Snippet(
      ["animator.setDuration(\(PlatformCodes.milliseconds(duration)))", "animator.setInterpolator(PathInterpolatorCompat.create(\(f)))"],
      float32: true)
  }

  /// The framework's interpolators (AOSP android/view/animation), with
  /// their factors.
  static func function(_ fn: EasingFunction, duration: Double) -> Snippet? {
    let f = { (x: Double) in CodeLanguage.kotlin.number(x) }
    let code: String
    switch (fn.family, fn.mode) {
    case (.sine, .inOut): code = "AccelerateDecelerateInterpolator()"
    case (.power(let p), .in): code = "AccelerateInterpolator(\(f(p / 2)))"
    case (.power(let p), .out): code = "DecelerateInterpolator(\(f(p / 2)))"
    case (.back(let s), .in): code = "AnticipateInterpolator(\(f(s)))"
    case (.back(let s), .out): code = "OvershootInterpolator(\(f(s)))"
    case (.back(let s), .inOut): code = "AnticipateOvershootInterpolator(\(f(s / 1.5)))"
    case (.androidBounce, _): code = "BounceInterpolator()"
    default: return nil
    }
    return Snippet(["animator.setDuration(\(PlatformCodes.milliseconds(duration)))", "animator.setInterpolator(\(code))"], float32: true)
  }
}

extension AndroidCode {
  static let calls = [
    "SpringForce", "PathInterpolatorCompat.create", "PathInterpolator", "AccelerateDecelerateInterpolator", "LinearInterpolator", "AccelerateInterpolator", "DecelerateInterpolator", "AnticipateInterpolator", "OvershootInterpolator", "AnticipateOvershootInterpolator", "BounceInterpolator"
  ]

  static func call(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.androidCall(name, &a, range)
  }
}

extension CurveInterpreter {
  /// Android's calls: `SpringForce(…)`, `PathInterpolator(Compat)` and the
  /// framework's interpolators with their arguments.
  static func androidCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "SpringForce":
      // Android's own SpringForce(finalPosition); SpringForce(stiffness,
      // dampingRatio) as people write it in prose.
      if a.arguments.count == 1, a.labels.isEmpty {
        let final = try number(a.need(a.positional(0), "a final position"), "finalPosition")
        try a.finish(allowed: [])
        guard case .spring(var s, let v, _, let engine) = try formSpring(.androidSpringForce, ["stiffness": 1500, "dampingRatio": 0.5], origin: "", range: range)
        else { throw ExpressionError(message: "SpringForce", range: range) }
        s.to = final
        return .spring(s, velocity: v, origin: "SpringForce(finalPosition) (STIFFNESS_MEDIUM, DAMPING_RATIO_MEDIUM_BOUNCY)", engine: engine)
      }
      let given = try formArguments(.androidSpringForce, &a, positional: true)
      try a.finish(allowed: ["stiffness", "dampingRatio"])
      return try formSpring(.androidSpringForce, given, origin: "SpringForce(stiffness, dampingRatio)", range: range)
    case "PathInterpolatorCompat.create", "PathInterpolator":
      return try controlValues(&a, range)
    // Android (AOSP android/view/animation): factor and tension default to
    // 1 and 2; AnticipateOvershoot multiplies its tension by extraTension
    // (1.5).
    case "AccelerateDecelerateInterpolator":
      return try a.easing(EasingFunction(.sine, .inOut), allowed: [])
    case "LinearInterpolator":
      try a.finish(allowed: [])
      return .easing(.identity, duration: nil, origin: "LinearInterpolator()")
    case "AccelerateInterpolator", "DecelerateInterpolator":
      let factor = try a.optionalNumber("factor", 0, factorRule, factorText) ?? 1
      return try a.easing(EasingFunction(.power(2 * factor), name == "AccelerateInterpolator" ? .in : .out), allowed: ["factor"])
    case "AnticipateInterpolator", "OvershootInterpolator":
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      return try a.easing(EasingFunction(.back(tension), name == "AnticipateInterpolator" ? .in : .out), allowed: ["tension"])
    case "AnticipateOvershootInterpolator":
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      let extra = try a.optionalNumber("extraTension", 1, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 1.5
      return try a.easing(EasingFunction(.back(tension * extra), .inOut), allowed: ["tension", "extraTension"])
    case "BounceInterpolator":
      return try a.easing(EasingFunction(.androidBounce, .out), allowed: [])
    default:
      return nil
    }
  }
}
