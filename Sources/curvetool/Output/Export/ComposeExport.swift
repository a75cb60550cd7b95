// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--format compose`: a Jetpack Compose `AnimationSpec<Float>`. The exact
/// form where Compose has one: `spring(dampingRatio, stiffness)` for a
/// spring, `tween(durationMillis, easing = CubicBezierEasing(…))` for a
/// Bézier, `tween(…, easing = EaseOutBounce)` for an easing Compose names;
/// otherwise `keyframes { }` with a value at each frame's whole millisecond
/// and `LinearEasing` between (Compose's keyframe times are `Int`
/// milliseconds), or `keyframesWithSpline { }` through the same keys where
/// Compose's monotone spline (``MonoSpline``) is measured closer. Each claim is measured: the exact forms read back
/// through the curve language, the keyframes against the curve.
/// Sources: androidx `compose/animation/animation-core/.../AnimationSpec.kt`
/// (`tween`, `keyframes`, `spring`), `EasingFunctions.kt`.
enum ComposeExport {
  /// A Kotlin float literal.

  static func code(_ c: ExportContext) -> ExportResult {
    let r = c.curve
    var out = c.banner(.line)
    let name = SwiftExport.identifier(c.name)
    let ms = (r.duration * 1000).rounded()
    var usage = "// Use: animatable.animateTo(\(CodeLanguage.kotlin.number(r.to)), \(name))  (from \(CodeLanguage.kotlin.number(r.from)))\n"
    var notes: [String] = []
    /// `val name: AnimationSpec<Float> = spec`, or with `--repeat` the
    /// spec inside `infiniteRepeatable` (androidx AnimationSpec.kt).
    func declaration(_ spec: String) -> String {
      guard let mode = c.repeatMode else { return "val \(name): AnimationSpec<Float> = \(spec)\n" }
      let inner = spec.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .map { $0.offset == 0 ? String($0.element) : "    " + $0.element }.joined(separator: "\n")
      return "val \(name): InfiniteRepeatableSpec<Float> = infiniteRepeatable(\n    animation = \(inner),\n"
        + "    repeatMode = RepeatMode.\(mode == .reverse ? "Reverse" : "Restart"),\n)\n"
    }
    if c.repeatMode != nil {
      usage = "// Use: val value by rememberInfiniteTransition().animateFloat(\(CodeLanguage.kotlin.number(r.from)), \(CodeLanguage.kotlin.number(r.to)), \(name))\n"
    }
    if c.repeatMode != nil, !c.sampled, r.spring != nil {
      out += "// infiniteRepeatable repeats tween, keyframes and snap; a spring is none of them, so its motion is written as keyframes.\n"
      notes.append("infiniteRepeatable repeats duration-based specs: the spring is written as keyframes")
    }
    // Compose's spring, as convert --as compose writes it (unit mass:
    // stiffness is k/m).
    if !c.sampled, c.repeatMode == nil, let s = r.spring, let spec = ComposeCode.spring(s, digits: .readable)?.snippets.last?.lines.first {
      let claim = RoundTrip.claim([spec], against: r, cause: "its constants are 32-bit floats")
      out += "// The spring itself, \(claim)" + (s.initialVelocity != 0 ? "; start it with initialVelocity = \(CodeLanguage.kotlin.number(s.initialVelocity))" : "") + ".\n"
      out += "val \(name): AnimationSpec<Float> = \(spec)\n"
      out += s.initialVelocity != 0
        ? "// Use: animatable.animateTo(\(CodeLanguage.kotlin.number(r.to)), \(name), initialVelocity = \(CodeLanguage.kotlin.number(s.initialVelocity)))  (from \(CodeLanguage.kotlin.number(r.from)))\n" : usage
      return ExportResult(text: out)
    }
    if !c.sampled, ms == r.duration * 1000, let e = r.easing, let spec = easing(e, duration: r.duration) {
      out += "// The easing itself, \(RoundTrip.claim([spec], against: r, cause: "the control points are 32-bit floats")).\n"
      out += declaration(spec) + usage
      return ExportResult(text: out)
    }
    let total = Swift.max(1, ms)
    if ms != r.duration * 1000 {
      out += "// Compose durations are whole milliseconds: \(CodeLanguage.css.number(r.duration * 1000)) ms is played in \(CodeLanguage.css.number(total)) ms.\n"
      notes.append("Compose durations are whole milliseconds: \(NumberText.text(r.duration * 1000, .significant(6))) ms is played in \(NumberText.text(total, .report)) ms")
    }
    let k = keyframes(c)
    let claim = RoundTrip.sampledClaim(k.error, between: k.spline ? "Compose's monotone spline between" : "straight lines between", against: r)
    out += "// \(k.count) keyframes \(c.keyframeSpacing), at whole milliseconds: \(claim).\n"
    if k.spline, let linear = k.linearError {
      out += "// (keyframes { } with straight lines between: off by up to \(NumberText.text(linear, .brief)) \(RoundTrip.scaleName(of: r)).)\n"
    }
    let spec = k.spec
    out += declaration(spec) + usage
    return ExportResult(text: out, notes: notes)
  }

  /// The curve as Compose keyframes: a value at each frame's whole
  /// millisecond (SKBounce's own values at their rounded times), with
  /// straight lines between (`keyframes { }`) or Compose's monotone spline
  /// (`keyframesWithSpline { }`), whichever is measured closer on a dense
  /// comparison (``RoundTrip/sampledError(times:values:against:spline:)``);
  /// the spec's text, its measured error (a fraction of the move), the
  /// straight lines' error and the keyframe count.
  static func keyframes(_ c: ExportContext) -> (spec: String, error: Double, spline: Bool, linearError: Double?, count: Int) {
    let r = c.curve
    let total = Swift.max(1, (r.duration * 1000).rounded())
    let k = c.keyframes
    var times: [Double] = []
    var values: [Double] = []
    for (t, v) in zip(k.times, k.values) {
      let whole = Swift.min(total, (t * 1000).rounded()) / 1000
      guard whole > (times.last ?? -1) else { continue }
      times.append(whole)
      values.append(r.skbounceRendering != nil ? v : r.value(at: whole * r.duration / (total / 1000)))
    }
    if times.last != total / 1000 {
      times.append(total / 1000)
      values.append(r.skbounceRendering != nil ? (k.values.last ?? r.to) : r.value(at: r.duration))
    }
    // Measured on the curve's own clock, with the values as written
    // (Kotlin Float literals).
    let claimTimes = times.map { $0 * r.duration / (total / 1000) }
    let written = values.map { Double(Float($0)) }
    let linear = RoundTrip.sampledError(times: claimTimes, values: written, against: r)
    let spline = RoundTrip.sampledError(times: claimTimes, values: written, against: r, spline: true)
    let useSpline = (spline ?? .infinity) < (linear ?? .infinity)
    var spec = "\(useSpline ? "keyframesWithSpline" : "keyframes") {\n"
    spec += "    durationMillis = \(Int(checking: total) ?? 0)\n"
    for (t, v) in zip(times, values) {
      let ms = Int(checking: (t * 1000).rounded()) ?? 0
      spec += useSpline ? "    \(CodeLanguage.kotlin.number(v)) at \(ms)\n" : "    \(CodeLanguage.kotlin.number(v)) at \(ms) using LinearEasing\n"
    }
    return (spec + "}", (useSpline ? spline : linear) ?? 0, useSpline, linear, values.count)
  }

  /// Compose's spelling of an easing, where it has one exactly (the
  /// `tween` `convert --as compose` prints, ``ComposeCode``).
  static func easing(_ e: Easing, duration d: Double) -> String? {
    switch e {
    case .identity: return "tween(durationMillis = \(Int(checking: d * 1000, .toNearestOrAwayFromZero) ?? 0), easing = LinearEasing)"
    case .bezier(let b): return ComposeCode.bezier(b, duration: d, digits: .readable)?.lines.first
    case .function(let fn): return ComposeCode.function(fn, duration: d)?.lines.first
    case .steps, .linear, .circular: return nil
    }
  }
}
