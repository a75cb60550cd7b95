// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Compose's code, read and written (docs/platforms.md §3).
enum ComposeCode: PlatformCode {
  static let id = PlatformID.compose

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
  static let calls = [
    "tween", "CubicBezierEasing"
  ]

  static func call(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    try CurveInterpreter.composeCall(name, &a, range)
  }
}

extension CurveInterpreter {
  /// Compose's calls: `tween(…)` and `CubicBezierEasing(…)`.
  static func composeCall(_ name: String, _ a: inout CallArguments, _ range: Range<Int>) throws(ExpressionError) -> CurveValue? {
    switch name {
    case "tween":
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
    case "CubicBezierEasing":
      return try controlValues(&a, range)
    default:
      return nil
    }
  }
}
