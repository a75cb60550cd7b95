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
