// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Compose's code, read and written (docs/platforms.md §3).
enum ComposeCode: PlatformCode {
  static let id = PlatformID.compose

  static let inertKeys = [InertKeys.Key(call: "tween", label: "delayMillis", isTime: true, reason: "the motion is shown from its own start; the delay comes before it")]

  static let moveCalls: Set<String> = ["animateTo"]

  /// `animatable.animateTo(targetValue =, animationSpec =, initialVelocity =)`
  /// (units per second).
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {
    if let x = a.labeled("targetValue") ?? a.positional(0) { r.to = try CurveInterpreter.number(x, "targetValue") }
    if let x = a.labeled("animationSpec") { r.curve = try CurveInterpreter.interpret(x) }
    if let x = a.labeled("initialVelocity") { r.velocity = .absolute(try CurveInterpreter.number(x, "initialVelocity")) }
  }

  /// `Spring`'s named stiffnesses and damping ratios.
  static let constants: [String: Double] = [
    "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200, "StiffnessVeryLow": 50,
    "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5, "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1,
  ]

  /// `animateTo(…, initialVelocity =)` when the spring starts moving, and
  /// `spring(dampingRatio, stiffness)` (Floats; stiffness k/m).
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let f = { (x: Double) in CodeLanguage.kotlin.number(x) }
    let spec = "spring(dampingRatio = \(f(s.dampingRatio)), stiffness = \(f(s.stiffness / s.mass)))"
    var compose: [Snippet] = []
    if s.initialVelocity != 0 {
      compose.append(Snippet(
        ["animatable.animateTo(targetValue = \(f(s.to)), animationSpec = \(spec), initialVelocity = \(f(s.initialVelocity)))"], float32: true))
    }
    compose.append(Snippet([spec], carriesVelocity: false, float32: true))
    return PlatformSnippets(platform: id, snippets: compose, note: AndroidCode.massNote(s))
  }

  /// `tween` of whole milliseconds with `CubicBezierEasing`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let f = [b.x1, b.y1, b.x2, b.y2].map { CodeLanguage.kotlin.number($0) }.joined(separator: ", ")
    return Snippet(["tween(durationMillis = \(PlatformCodes.milliseconds(duration)), easing = CubicBezierEasing(\(f)))"], float32: true)
  }

  /// Compose's `Ease*` in a `tween` of whole milliseconds.
  static func function(_ fn: EasingFunction, duration: Double) -> Snippet? {
    let ms = PlatformCodes.milliseconds(duration)
    guard Double(ms) == duration * 1000, let code = TimingPreset.code(of: fn, prefix: "compose") else { return nil }
    return Snippet(["tween(durationMillis = \(ms), easing = \(code))"])
  }
}

extension ComposeCode {
  static let readers = CurveInterpreter.composeCalls
}

extension CurveInterpreter {
  /// Compose's calls: `tween(…)` and `CubicBezierEasing(…)`.
  static let composeCalls: [CallReader] = [
    CallReader(["tween"]) { name, a, range throws(ExpressionError) in
      // Compose: tween(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing).
      // Kotlin's order: durationMillis, delayMillis, easing.
      let ms = try (a.labeled("durationMillis") ?? a.positional(0)).map { e throws(ExpressionError) in try positive(e, "durationMillis") } ?? 300
      try InertKeys.take(name, &a)
      // A delay given by position is not named in the notes the labelled
      // one gets, so only 0 is taken that way.
      if let delay = a.positional(1) {
        _ = try number(delay, "delayMillis", { $0 == 0 }, "is not shown: write it as delayMillis = … (the motion is shown from its own start)")
      }
      let easing = try (a.labeled("easing") ?? a.positional(2)).map { e throws(ExpressionError) in try interpret(e) }
      try a.finish(allowed: ["durationMillis", "delayMillis", "easing"])
      let e: Easing
      switch easing {
      case .easing(let x, _, _)?: e = x
      case nil: e = .bezier(CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1))  // FastOutSlowInEasing, Compose's default
      default: throw ExpressionError(message: "tween's easing must be an easing such as CubicBezierEasing(…)", range: range)
      }
      return .easing(e, duration: ms / 1000, origin: "Compose tween(durationMillis:easing:)")
    },
    CallReader(["CubicBezierEasing"]) { name, a, range throws(ExpressionError) in
      return try controlValues(&a, range)
    },
  ]
}

extension CurveInterpreter {
  /// Compose's `spring(dampingRatio =, stiffness =, visibilityThreshold =)`
  /// (Floats; the threshold is where its duration estimate ends the
  /// animation, in value units).
  static func composeSpring(_ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue {
    let given = try formArguments(.composeSpring, &a)
    // Where Compose's duration estimate ends the animation (value units).
    let threshold = try a.labeled("visibilityThreshold").map { e throws(ExpressionError) in
      try number(e, "visibilityThreshold", { $0 > 0 && Float($0).isFinite && Float($0) > 0 }, "must be > 0 (value units, a Float)")
    }
    try a.finish(allowed: ["dampingRatio", "stiffness", "visibilityThreshold"])
    guard case .spring(let s, let v, let origin, var engine) = try formSpring(
      .composeSpring, given, origin: "Compose spring(dampingRatio, stiffness)", range: range)
    else { throw ExpressionError(message: "not a spring", range: range) }
    engine.composeVisibilityThreshold = threshold.map { Double(Float($0)) }
    return .spring(s, velocity: v, origin: origin, engine: engine)
  }

  /// Material 3's motion scheme, `MotionScheme.expressive().fastSpatialSpec()`,
  /// as the preset table writes each; `nil` for another chain.
  static func composeMotionScheme(
    _ base: CurveExpression, _ methods: [(name: String, nameRange: Range<Int>, arguments: [CurveExpression.Argument])],
    _ range: Range<Int>
  ) throws(ExpressionError) -> CurveValue? {
    if case .call(let scheme, _, let schemeArguments, _) = base, scheme.hasPrefix("MotionScheme."), schemeArguments.isEmpty,
      methods.count == 1, methods[0].arguments.isEmpty
    {
      let code = "\(scheme)().\(methods[0].name)()"
      guard let preset = SpringPreset.all.first(where: { $0.code == code }) else {
        let known = SpringPreset.all.map(\.code).filter { $0.hasPrefix("MotionScheme.") }
        let s = EditDistance.suggestion(for: code, among: known)
        throw ExpressionError(message: "unknown motion scheme spec '\(code)'" + (s.map { ". Did you mean '\($0)'?" } ?? ""), range: range)
      }
      return .spring(preset.spring, velocity: .zero, origin: "\(preset.name): \(preset.code)")
    }
    return nil
  }
}

extension ComposeCode {
  /// The labels its move calls take.
  static let moveLabels = ["targetValue", "animationSpec", "initialVelocity"]
}
