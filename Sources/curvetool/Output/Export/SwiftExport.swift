// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// `--format swift` (Core Animation) and `--format swiftui` (keyframes).
///
/// Core Animation: `values` and `keyTimes` for a linear `CAKeyframeAnimation`
/// (exact at every keyframe); steps() as a `discrete` animation and linear()
/// as its own points, both exact everywhere. SwiftUI: a `KeyframeTimeline`
/// whose track is the curve itself where SwiftUI has it (a `SpringKeyframe`
/// with `Spring(mass:stiffness:damping:)`, a `LinearKeyframe` with a Bézier
/// or circular `UnitCurve`, steps and linear() as move and linear
/// keyframes), else linear keyframes at --fps. Source: docs/diagnose.md §5.
enum SwiftExport {

  /// A Swift identifier from the --name.
  static func identifier(_ name: String) -> String {
    var out = ""
    var upper = false
    for c in name {
      if c == "-" {
        upper = true
      } else {
        out += upper ? c.uppercased() : String(c)
        upper = false
      }
    }
    return out
  }

  /// Points of a linear() easing when they span exactly [0 %, 100 %].
  static func linearPoints(_ e: Easing?) -> [LinearEasing.Point]? {
    guard case .linear(let l) = e, let first = l.points.first, let last = l.points.last,
      first.input == 0, last.input == 100, l.points.allSatisfy({ (0...100).contains($0.input) })
    else { return nil }
    return l.points
  }

  /// The Bézier an easing is, if any (CSS `linear` is (0, 0, 1, 1)).
  static func bezier(_ e: Easing) -> CubicBezier? {
    switch e {
    case .bezier(let b): b
    case .identity: CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    default: nil
    }
  }

  /// A `CABasicAnimation` with `CAMediaTimingFunction(controlPoints:)`:
  /// the Bézier exactly (Core Animation solves it itself).
  static func basic(_ c: ExportContext, _ b: CubicBezier) -> ExportResult {
    let r = c.curve
    let role = c.property.map(AnimatedProperty.init)
    let (path, scale): (String, Double) = keyPath(role, c.property)
    let n: (Double) -> String = { CodeLanguage.swift.number($0 * scale, nil) }
    var out = c.banner(.line)
    // Measured in the curve's own units (a rotation's radians aside).
    let claim = RoundTrip.claim([
      "animation.fromValue = \(CodeLanguage.swift.number(r.from, nil))", "animation.toValue = \(CodeLanguage.swift.number(r.to, nil))", "animation.duration = \(NumberText.text(r.duration, .duration))",
      "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(CodeLanguage.swift.number(b.x1, nil)), \(CodeLanguage.swift.number(b.y1, nil)), \(CodeLanguage.swift.number(b.x2, nil)), \(CodeLanguage.swift.number(b.y2, nil)))",
    ], against: r, cause: "its control points are 32-bit floats")
    out += "// Core Animation's own timing function: \(claim) (--sampled: keyframes).\n"
    out += "import QuartzCore\n\n"
    out += "let animation = CABasicAnimation(keyPath: \"\(path)\")\n"
    out += "animation.fromValue = \(n(r.from))\n"
    out += "animation.toValue = \(n(r.to))\n"
    out += "animation.duration = \(NumberText.text(r.duration, .duration))\n"
    out += "animation.timingFunction = CAMediaTimingFunction(controlPoints: \(CodeLanguage.swift.number(b.x1, nil)), \(CodeLanguage.swift.number(b.y1, nil)), \(CodeLanguage.swift.number(b.x2, nil)), \(CodeLanguage.swift.number(b.y2, nil)))\n"
    out += KeyframeWriter.modelValueAdvice(n(r.to), keyPath: path)
    out += "// layer.add(animation, forKey: \"\(c.name)\")\n"
    return ExportResult(text: out)
  }

  /// Core Animation's key path for a property and the factor its values
  /// take there (rotation is in radians).
  static func keyPath(_ role: AnimatedProperty?, _ given: String?) -> (String, Double) {
    role?.coreAnimation ?? (given ?? "position.y", 1)
  }

  /// The keyframes as the claim measures them: Core Animation's lines
  /// (``CoreAnimationCode/keyframes(values:keyTimes:duration:discreteTo:digits:)``)
  /// in the curve's units, every digit.
  static func measured(_ values: [Double], _ keyTimes: [Double], _ r: RealizedCurve, discrete: Bool) -> [String] {
    CoreAnimationCode.keyframes(values: values, keyTimes: keyTimes, duration: r.duration, discreteTo: discrete ? r.to : nil, digits: .roundTrip)
  }

  static func coreAnimation(_ c: ExportContext) -> ExportResult {
    let r = c.curve
    // The exact form first: a Bézier is Core Animation's own timing function.
    if !c.sampled, let b = r.easing.flatMap(bezier) { return basic(c, b) }
    // A role gets Core Animation's key path; rotation is in radians there.
    let (path, scale) = keyPath(c.property.map(AnimatedProperty.init), c.property)
    let n: (Double) -> String = { CodeLanguage.swift.number($0 * scale, nil) }
    let d = r.to - r.from
    var values: [Double]
    var keyTimes: [Double]
    var mode = "linear"
    var how: String
    if case .steps(let s) = r.easing {
      (values, keyTimes) = CoreAnimationCode.discrete(s, from: r.from, to: r.to)
      mode = "discrete"
      how = "steps() as a discrete animation: " + RoundTrip.claim(measured(values, keyTimes, r, discrete: true), against: r)
    } else if let points = linearPoints(r.easing) {
      values = points.map { $0.output == 1 ? r.to : r.from + d * $0.output }
      keyTimes = points.map { $0.input / 100 }
      how = "linear() through its own points: " + RoundTrip.claim(measured(values, keyTimes, r, discrete: false), against: r)
    } else {
      let k = c.keyframes
      values = k.values
      keyTimes = k.keyTimes
      how = "sampled \(c.keyframeSpacing): " + RoundTrip.sampledClaim(times: k.times, values: k.values, against: r)
    }
    var out = c.banner(.line)
    out += "// \(how).\n"
    if let last = values.last, mode == "linear", last != r.curve.restingValue {
      out += "// The last value is \(NumberText.text(last, .significant(6))), \(NumberText.text(Swift.abs(last - r.curve.restingValue), .report)) from the resting value \(NumberText.text(r.curve.restingValue, .significant(6))).\n"
    }
    var notes: [String] = []
    if let s = r.spring {
      notes.append("Exact alternative: CASpringAnimation with mass = \(n(s.mass)), stiffness = \(n(s.stiffness)),")
      notes.append("damping = \(n(s.damping)), initialVelocity = \(n(d == 0 ? 0 : s.initialVelocity / d)) (relative to the distance).")
    }
    out += KeyframeWriter.coreAnimation(
      values: values.map(n), keyTimes: keyTimes.map(n), keyPath: path, duration: r.duration, mode: mode, notes: notes,
      key: c.name)
    return ExportResult(text: out)
  }

  static func swiftUI(_ c: ExportContext) -> ExportResult {
    let r = c.curve
    let d = r.to - r.from
    var body: [String] = []
    var how: String
    var notes: [String] = []
    if let s = r.spring {
      let allow = s.dampingRatio > 1 ? ", allowOverDamping: true" : ""
      body.append(
        "SpringKeyframe(\(CodeLanguage.swift.number(r.to, nil)), duration: \(NumberText.text(r.duration, .duration)), spring: Spring(mass: \(CodeLanguage.swift.number(s.mass, nil)), stiffness: \(CodeLanguage.swift.number(s.stiffness, nil)), damping: \(CodeLanguage.swift.number(s.damping, nil))\(allow)), startVelocity: \(CodeLanguage.swift.number(s.initialVelocity, nil)))")
      how = "the spring itself: exact"
      let end = r.value(at: r.duration)
      if end != r.to { how += "; the track ends at \(NumberText.text(end, .significant(6))) at \(NumberText.text(r.duration, .significant(6))) s, where the slot cuts the spring" }
    } else if case .bezier(let b) = r.easing {
      body.append(
        "LinearKeyframe(\(CodeLanguage.swift.number(r.to, nil)), duration: \(NumberText.text(r.duration, .duration)), timingCurve: .bezier(startControlPoint: UnitPoint(x: \(CodeLanguage.swift.number(b.x1, nil)), y: \(CodeLanguage.swift.number(b.y1, nil))), endControlPoint: UnitPoint(x: \(CodeLanguage.swift.number(b.x2, nil)), y: \(CodeLanguage.swift.number(b.y2, nil)))))")
      how = "a Bézier UnitCurve: exact"
    } else if case .circular(let cc) = r.easing {
      body.append("LinearKeyframe(\(CodeLanguage.swift.number(r.to, nil)), duration: \(NumberText.text(r.duration, .duration)), timingCurve: .\(cc.swiftName))")
      how = "a circular UnitCurve: exact"
    } else if case .identity = r.easing {
      body.append("LinearKeyframe(\(CodeLanguage.swift.number(r.to, nil)), duration: \(NumberText.text(r.duration, .duration)))")
      how = "linear: exact"
    } else if case .steps(let s) = r.easing {
      for run in s.runs {
        let v = r.from + d * run.progress
        body.append("MoveKeyframe(\(CodeLanguage.swift.number(v, nil)))")
        body.append("LinearKeyframe(\(CodeLanguage.swift.number(v, nil)), duration: \(NumberText.text((run.end - run.start) * r.duration, .duration)))")
      }
      body.append("MoveKeyframe(\(CodeLanguage.swift.number(r.to, nil)))")
      how = "steps() as move and hold keyframes: exact"
    } else if let points = linearPoints(r.easing) {
      var previous = 0.0
      for (i, p) in points.enumerated() {
        let v = p.output == 1 ? r.to : r.from + d * p.output
        if i == 0 {
          // The timeline's initial value is this point.
        } else if p.input == previous {
          body.append("MoveKeyframe(\(CodeLanguage.swift.number(v, nil)))")
        } else {
          body.append("LinearKeyframe(\(CodeLanguage.swift.number(v, nil)), duration: \(NumberText.text((p.input - previous) / 100 * r.duration, .duration)))")
        }
        previous = p.input
      }
      how = "linear() as linear keyframes: exact"
    } else {
      let k = c.keyframes
      for i in 1..<k.values.count {
        body.append("LinearKeyframe(\(CodeLanguage.swift.number(k.values[i], nil)), duration: \(NumberText.text(k.times[i] - k.times[i - 1], .duration)))")
      }
      how = "sampled \(c.keyframeSpacing): " + RoundTrip.sampledClaim(times: k.times, values: k.values, against: r)
      notes.append("SwiftUI has no keyframe for this curve; \(k.values.count) linear keyframes \(c.keyframeSpacing)")
    }
    let start = r.curve.value(at: 0)
    var out = c.banner(.line)
    // Every "exact" above is measured: the keyframes read back as SwiftUI
    // plays them against the curve.
    let claim = RoundTrip.claim(["let curve = KeyframeTimeline(initialValue: \(CodeLanguage.swift.number(start, nil))) {"] + body, against: r)
    if claim != "exact" { how = how.replacingOccurrences(of: ": exact", with: ": \(claim)") }
    out += "// \(how).\n"
    out += "import SwiftUI\n\n"
    out += "let \(identifier(c.name)) = KeyframeTimeline(initialValue: \(CodeLanguage.swift.number(start, nil))) {\n"
    out += "  KeyframeTrack {\n"
    for line in body { out += "    " + line + "\n" }
    out += "  }\n}\n"
    out += "// In a view: .keyframeAnimator(initialValue: \(CodeLanguage.swift.number(start, nil)), trigger: …) { content, value in\n"
    out += "//   content.offset(y: value) } keyframes: { _ in KeyframeTrack { … the keyframes above … } }\n"
    return ExportResult(text: out, notes: notes)
  }
}
