// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--format android`: a `<pathInterpolator>` resource for a Bézier, Kotlin
/// `SpringAnimation` with `SpringForce` for a spring, and baked keyframes
/// (`PropertyValuesHolder.ofKeyframe` with a `LinearInterpolator`) for
/// everything else. Android springs have no mass (stiffness is k/m) and
/// take velocities in value units per second. Sources: docs/springs.md §2
/// (Android)
enum AndroidExport {
  /// View properties both `DynamicAnimation` and `View` name.
  static let viewProperties = [
    "translationX", "translationY", "translationZ", "scaleX", "scaleY", "rotation", "rotationX", "rotationY",
    "x", "y", "z", "alpha", "scrollX", "scrollY",
  ]

  /// `translationY` → `TRANSLATION_Y`.
  static func constant(_ property: String) -> String {
    var out = ""
    for c in property {
      if c.isUppercase { out += "_" }
      out += c.uppercased()
    }
    return out
  }

  /// A Kotlin float literal.

  static func code(_ c: ExportContext) -> ExportResult {
    let r = c.curve
    let property = c.property ?? "translationY"
    let known = viewProperties.contains(property)
    var notes: [String] = []
    switch r.easing {
    case .bezier(let b):
      var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
      out += c.banner(.xml)
      let claim = RoundTrip.claim(
        ["animator.setDuration(\(CodeLanguage.css.number(r.duration * 1000)))", "animator.setInterpolator(PathInterpolatorCompat.create(\(CodeLanguage.kotlin.number(b.x1)), \(CodeLanguage.kotlin.number(b.y1)), \(CodeLanguage.kotlin.number(b.x2)), \(CodeLanguage.kotlin.number(b.y2))))"],
        against: r, cause: "the control points are 32-bit floats")
      out += "<!-- res/interpolator/\(c.name.replacingOccurrences(of: "-", with: "_")).xml: the Bézier, \(claim); Android flattens it to 0.002 when loading.\n"
      out += "     Use with android:duration=\"\(CodeLanguage.css.number(r.duration * 1000))\" (ms), or in code:\n"
      out += "     PathInterpolatorCompat.create(\(CodeLanguage.kotlin.number(b.x1)), \(CodeLanguage.kotlin.number(b.y1)), \(CodeLanguage.kotlin.number(b.x2)), \(CodeLanguage.kotlin.number(b.y2))) -->\n"
      out += "<pathInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\"\n"
      out += "    android:controlX1=\"\(CodeLanguage.css.number(b.x1))\"\n    android:controlY1=\"\(CodeLanguage.css.number(b.y1))\"\n"
      out += "    android:controlX2=\"\(CodeLanguage.css.number(b.x2))\"\n    android:controlY2=\"\(CodeLanguage.css.number(b.y2))\" />\n"
      return ExportResult(text: out)
    case .identity:
      var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" + c.banner(.xml)
      out += "<linearInterpolator xmlns:android=\"http://schemas.android.com/apk/res/android\" />\n"
      return ExportResult(text: out)
    default: break
    }
    var out = c.banner(.line)
    if let s = r.spring {
      if s.mass != 1 { out += "// Android has no mass: stiffness is k/m = \(CodeLanguage.css.number(s.stiffness / s.mass)).\n" }
      let claim = RoundTrip.claim([
        "SpringForce(\(CodeLanguage.kotlin.number(r.to))).setStiffness(\(CodeLanguage.kotlin.number(s.stiffness / s.mass))).setDampingRatio(\(CodeLanguage.kotlin.number(s.dampingRatio)))",
        "SpringAnimation().setStartValue(\(CodeLanguage.kotlin.number(r.from))).setStartVelocity(\(CodeLanguage.kotlin.number(s.initialVelocity)))",
      ], against: r, cause: "its constants are 32-bit floats")
      out += "// The spring itself, \(claim); Android stops when the change is below its threshold.\n"
      let target = known ? "view, DynamicAnimation.\(constant(property))" : "FloatValueHolder(\(CodeLanguage.kotlin.number(r.from)))"
      out += "val \(SwiftExport.identifier(c.name)) = SpringAnimation(\(target)).apply {\n"
      out += "    spring = SpringForce(\(CodeLanguage.kotlin.number(r.to)))\n"
      out += "        .setStiffness(\(CodeLanguage.kotlin.number(s.stiffness / s.mass)))\n"
      out += "        .setDampingRatio(\(CodeLanguage.kotlin.number(s.dampingRatio)))\n"
      out += "    setStartValue(\(CodeLanguage.kotlin.number(r.from)))\n"
      out += "    setStartVelocity(\(CodeLanguage.kotlin.number(s.initialVelocity)))\n"
      out += "}\n"
      out += "\(SwiftExport.identifier(c.name)).start()\n"
      return ExportResult(text: out)
    }
    let k = c.keyframes
    let ms = (r.duration * 1000).rounded()
    out += "// \(k.values.count) keyframes \(c.keyframeSpacing): \(RoundTrip.sampledClaim(times: k.times, values: k.values, against: r)).\n"
    if ms != r.duration * 1000 {
      out += "// Android durations are whole milliseconds: \(CodeLanguage.css.number(r.duration * 1000)) ms is played in \(CodeLanguage.css.number(ms)) ms.\n"
      notes.append("Android durations are whole milliseconds: \(NumberText.text(r.duration * 1000, .significant(6))) ms is played in \(NumberText.text(ms, .report)) ms")
    }
    if case .steps = r.easing {
      notes.append("steps() are baked at \(NumberText.text(c.fps, .report)) fps: each jump takes one frame")
    }
    let holder = known ? "View.\(constant(property))" : "\"\(property)\""
    out += "val \(SwiftExport.identifier(c.name))Keyframes = PropertyValuesHolder.ofKeyframe(\(holder),\n"
    let frames = k.values.indices.map { "    Keyframe.ofFloat(\(CodeLanguage.kotlin.number(k.keyTimes[$0])), \(CodeLanguage.kotlin.number(k.values[$0])))" }
    out += frames.joined(separator: ",\n") + ")\n"
    out += "val \(SwiftExport.identifier(c.name)) = ObjectAnimator.ofPropertyValuesHolder(view, \(SwiftExport.identifier(c.name))Keyframes).apply {\n"
    out += "    duration = \(Int(checking: ms) ?? 0)L\n"
    out += "    interpolator = LinearInterpolator()\n"
    out += "}\n"
    out += "\(SwiftExport.identifier(c.name)).start()\n"
    return ExportResult(text: out, notes: notes)
  }

}
