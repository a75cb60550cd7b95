// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Android's code, read and written (docs/platforms.md §3).
enum AndroidCode: PlatformCode {
  static let id = PlatformID.android

  static let moveCalls: Set<String> = ["SpringAnimation", "setStartValue", "setStartVelocity", "setDuration", "setInterpolator"]

  /// A `SpringForce` setter called more than once in a chain: Android
  /// applies each in turn, so the last one counts; the note says so.
  static func notes(_ e: CurveExpression) -> [String] {
    switch e {
    case .chain(let base, let methods, _):
      var counts: [String: Int] = [:]
      for m in methods { counts[m.name, default: 0] += 1 }
      let repeated = methods.map(\.name).uniqued.filter { (counts[$0] ?? 0) > 1 }
      let own: [String] =
        if case .call("SpringForce", _, _, _) = base {
          repeated.map { "SpringForce's .\($0)(…) is called \(counts[$0] ?? 0) times: Android applies each in turn, so the last one counts" }
        } else { [] }
      return own + notes(base)
    case .call(_, _, let arguments, _): return arguments.flatMap { notes($0.value) }
    case .object(let members, _): return members.flatMap { notes($0.value) }
    case .array(let items, _): return items.flatMap(notes)
    default: return []
    }
  }

  /// `SpringForce(finalPosition)`.
  static func statesTarget(_ call: String, _ arguments: [CurveExpression.Argument]) -> Bool {
    call == "SpringForce" && arguments.count == 1 && arguments[0].label == nil
  }

  /// `SpringAnimation(…).setStartValue(x).setStartVelocity(v)` (units per
  /// second), an animator's `setDuration(ms)` and `setInterpolator(…)`.
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {
    switch a.function {
    case "SpringAnimation": _ = a.positional(0)
    case "setStartValue": r.from = try m.value(&a, 0, "a start value")
    case "setStartVelocity": r.velocity = .absolute(try m.value(&a, 0, "a velocity"))
    case "setDuration": r.duration = try m.value(&a, 0, "milliseconds") / 1000
    default:
      guard let x = a.positional(0) else { throw ExpressionError(message: "setInterpolator(…) needs an interpolator", range: m.range) }
      r.curve = try CurveInterpreter.interpret(x)
    }
  }

  /// `SpringForce`'s named stiffnesses and damping ratios.
  static let constants: [String: Double] = [
    "STIFFNESS_HIGH": 10_000, "STIFFNESS_MEDIUM": 1500, "STIFFNESS_LOW": 200, "STIFFNESS_VERY_LOW": 50,
    "DAMPING_RATIO_HIGH_BOUNCY": 0.2, "DAMPING_RATIO_MEDIUM_BOUNCY": 0.5, "DAMPING_RATIO_LOW_BOUNCY": 0.75,
    "DAMPING_RATIO_NO_BOUNCY": 1,
  ]

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
  static let readers = CurveInterpreter.androidCalls
}

extension CurveInterpreter {
  /// Android's calls: `SpringForce(…)`, `PathInterpolator(Compat)` and the
  /// framework's interpolators with their arguments.
  static let androidCalls: [CallReader] = [
    CallReader(["SpringForce"]) { name, a, range throws(ExpressionError) in
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
    },
    CallReader(["PathInterpolatorCompat.create", "PathInterpolator"]) { name, a, range throws(ExpressionError) in
      return try controlValues(&a, range)
    },
    // Android (AOSP android/view/animation): factor and tension default to
    // 1 and 2; AnticipateOvershoot multiplies its tension by extraTension
    // (1.5).
    CallReader(["AccelerateDecelerateInterpolator"]) { name, a, range throws(ExpressionError) in
      return try a.easing(EasingFunction(.sine, .inOut), allowed: [])
    },
    CallReader(["LinearInterpolator"]) { name, a, range throws(ExpressionError) in
      try a.finish(allowed: [])
      return .easing(.identity, duration: nil, origin: "LinearInterpolator()")
    },
    CallReader(["AccelerateInterpolator", "DecelerateInterpolator"]) { name, a, range throws(ExpressionError) in
      let factor = try a.optionalNumber("factor", 0, factorRule, factorText) ?? 1
      return try a.easing(EasingFunction(.power(2 * factor), name == "AccelerateInterpolator" ? .in : .out), allowed: ["factor"])
    },
    CallReader(["AnticipateInterpolator", "OvershootInterpolator"]) { name, a, range throws(ExpressionError) in
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      return try a.easing(EasingFunction(.back(tension), name == "AnticipateInterpolator" ? .in : .out), allowed: ["tension"])
    },
    CallReader(["AnticipateOvershootInterpolator"]) { name, a, range throws(ExpressionError) in
      let tension = try a.optionalNumber("tension", 0, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 2
      let extra = try a.optionalNumber("extraTension", 1, { $0 >= 0 && $0 <= 1000 }, "must be ≥ 0 (at most 1000)") ?? 1.5
      return try a.easing(EasingFunction(.back(tension * extra), .inOut), allowed: ["tension", "extraTension"])
    },
    CallReader(["BounceInterpolator"]) { name, a, range throws(ExpressionError) in
      return try a.easing(EasingFunction(.androidBounce, .out), allowed: [])
    },
  ]
}

extension CurveInterpreter {
  /// `SpringForce(final).setStiffness(k).setDampingRatio(ζ).setFinalPosition(x)`.
  static func springForceChain(
    _ base: CurveExpression, _ methods: [(name: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument])],
    _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue {
    guard case .call(let name, let nameRange, let arguments, let callRange) = base, name == "SpringForce" else {
      throw ExpressionError(message: "only SpringForce(…) takes chained .set…(…) calls", range: base.range)
    }
    var to = 1.0
    if !arguments.isEmpty {
      guard arguments.count == 1, arguments[0].label == nil else {
        throw ExpressionError(message: "SpringForce(…) before .set…(…) takes one final position", range: callRange)
      }
      to = try number(arguments[0].value, "finalPosition")
    }
    _ = nameRange
    var given: [String: Double] = [:]
    let parameters = SpringFormID.androidSpringForce.form.parameters
    let allowed = ["setStiffness", "setDampingRatio", "setFinalPosition"]
    for m in methods {
      guard m.arguments.count == 1, m.arguments[0].label == nil else {
        throw ExpressionError(message: ".\(m.name)(…) takes one number", range: m.nameRange)
      }
      let v = m.arguments[0].value
      switch m.name {
      case "setStiffness": given["stiffness"] = try formValue(parameters[0], v, "stiffness")
      case "setDampingRatio": given["dampingRatio"] = try formValue(parameters[1], v, "dampingRatio")
      case "setFinalPosition": to = try number(v, "finalPosition")
      default:
        let s = EditDistance.suggestion(for: m.name, among: allowed)
        throw ExpressionError(
          message: "SpringForce has no .\(m.name)(…)" + (s.map { ". Did you mean '.\($0)'?" } ?? ""), range: m.nameRange)
      }
    }
    // The chain's unset constants keep SpringForce's defaults.
    guard case .spring(var s, let v, let origin, let engine) = try formSpring(
      .androidSpringForce, ["stiffness": parameters[0].defaultValue, "dampingRatio": parameters[1].defaultValue].merging(given) { $1 },
      origin: "SpringForce(…).setStiffness(…).setDampingRatio(…)", range: range)
    else { throw ExpressionError(message: "SpringForce", range: range) }
    s.to = to
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }
}

extension AndroidCode {
  /// An animator's `interpolator` set as a Kotlin property.
  static let properties: [PropertyReader] = [
    PropertyReader(["interpolator"]) { e, r throws(ExpressionError) in r.curve = try CurveInterpreter.interpret(e) }
  ]

  /// The animator its snippets make and then set.
  static let animationObjects: Set<String> = ["ObjectAnimator.ofFloat"]
}
