// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Core Animation's code, read and written (docs/platforms.md §3).
enum CoreAnimationCode: PlatformCode {
  static let id = PlatformID.coreAnimation

  static let inertKeys = [
    InertKeys.Key(call: "CASpringAnimation", label: "keyPath", isTime: false, reason: "it names the animated property, not the motion")
  ]

  static let moveCalls: Set<String> = ["setValue"]

  /// `layer.setValue(1, forKeyPath: "…")`: the model value, shown when an
  /// animation ends.
  static func move(_ m: SnippetMove, _ a: inout CallArguments, _ r: inout SnippetReading) throws(ExpressionError) {
    r.to = try m.value(&a, 0, "a model value")
    _ = a.labeled("forKeyPath")
  }

  /// A `CASpringAnimation`'s properties, `initialVelocity` relative to the
  /// distance.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    let relText = s.relativeInitialVelocity.map { n($0) } ?? "0"
    return PlatformSnippets(platform: id, snippets: [Snippet([
      "let spring = CASpringAnimation(keyPath: \"<#keyPath#>\")",
      "spring.mass = \(n(s.mass)); spring.stiffness = \(n(s.stiffness)); spring.damping = \(n(s.damping)); spring.initialVelocity = \(relText)",
    ])])
  }

  /// `CAMediaTimingFunction(controlPoints:)` (Float control points, as
  /// `export --format swift` writes them) and the duration.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let controls = [b.x1, b.y1, b.x2, b.y2].map { CodeLanguage.swift.number($0, nil) }.joined(separator: ", ")
    return Snippet(
      ["animation.timingFunction = CAMediaTimingFunction(controlPoints: \(controls))", "animation.duration = \(PlatformCodes.seconds(duration, digits))"],
      float32: true)
  }

  /// Discrete keyframes, as `export --format swift` writes them.
  static func steps(_ s: StepsEasing, from: Double, to: Double, duration: Double, digits: CodeDigits) -> (snippet: Snippet, note: String)? {
    let (values, keyTimes) = discrete(s, from: from, to: to)
    return (
      Snippet(keyframes(values: values, keyTimes: keyTimes, duration: duration, discreteTo: to, digits: digits)),
      "discrete keyframes, as export --format swift writes them"
    )
  }

  /// A `CAKeyframeAnimation` of `values` at `keyTimes` over `duration`
  /// seconds, linear between keyframes, or discrete ending on the model
  /// value `discreteTo`: the lines `convert` prints and every claim about a
  /// keyframe export is measured on (the export's file lays the same
  /// numbers out as arrays).
  static func keyframes(values: [Double], keyTimes: [Double], duration: Double, discreteTo: Double?, digits: CodeDigits) -> [String] {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    var lines = [
      "let animation = CAKeyframeAnimation(keyPath: \"<#keyPath#>\")",
      "animation.values = [" + values.map(n).joined(separator: ", ") + "]",
      "animation.keyTimes = [" + keyTimes.map(n).joined(separator: ", ") + "]",
    ]
    guard let to = discreteTo else { return lines + ["animation.duration = \(NumberText.text(duration, .duration))"] }
    lines.append("animation.calculationMode = .discrete; animation.duration = \(NumberText.text(duration, .duration))")
    lines.append("layer.setValue(\(n(to)), forKeyPath: \"<#keyPath#>\")  // the model value, shown when it ends")
    return lines
  }

  /// The values and key times of `s`'s jumps from `from` to `to` as
  /// discrete keyframes: each run's value from its start, the last key
  /// time 1.
  static func discrete(_ s: StepsEasing, from: Double, to: Double) -> (values: [Double], keyTimes: [Double]) {
    let runs = s.runs
    return (runs.map { from + (to - from) * $0.progress }, runs.map(\.start) + [1])
  }
}

extension CoreAnimationCode {
  static let readers = CurveInterpreter.coreAnimationCalls
}

extension CurveInterpreter {
  /// Core Animation's calls: `CAMediaTimingFunction` (named or by control
  /// points) and `CASpringAnimation`.
  static let coreAnimationCalls: [CallReader] = [
    CallReader(["CAMediaTimingFunction"]) { name, a, range throws(ExpressionError) in
      // CAMediaTimingFunction(name: .easeIn): Core Animation's named
      // functions, as the preset table writes them.
      if let named = a.labeled("name") {
        try a.finish(allowed: ["name"])
        let prefix = "CAMediaTimingFunction(name: "
        let names = TimingPreset.all.filter { $0.code.hasPrefix(prefix) }.map { String($0.code.dropFirst(prefix.count).dropLast()) }
        guard case .name(let n, _) = named, let preset = TimingPreset.all.first(where: { $0.code == prefix + n + ")" }),
          case .easing(let e, _, _) = try CurveInterpreter.named(preset.name, range)
        else {
          let given: String = if case .name(let n, _) = named { n } else { "?" }
          let s = EditDistance.suggestion(for: given, among: names)
          throw ExpressionError(
            message: "CAMediaTimingFunction(name:) takes \(names.joined(separator: ", "))" + (s.map { ". Did you mean '\($0)'?" } ?? ""),
            range: named.range)
        }
        return .easing(e, duration: nil, origin: preset.code)
      }
      // CAMediaTimingFunction(controlPoints: x1, y1, x2, y2): the label is
      // on the first value only.
      let first = a.labeled("controlPoints")
      let shift = first == nil ? 0 : 1
      var v: [Double] = []
      for k in 0..<4 {
        let e = k == 0 ? first ?? a.positional(0) : a.positional(k - shift)
        v.append(try number(a.need(e, "four control values"), "control value \(k + 1)"))
      }
      try a.finish(allowed: ["controlPoints"])
      // Core Animation takes and keeps the control points as Float
      // (`init(controlPoints: Float, _: Float, _: Float, _: Float)`); the
      // values are checked as written, so none overflows a Float.
      _ = try bezier(v, range, "CAMediaTimingFunction(controlPoints:)")
      return try bezier(v.map { Double(Float($0)) }, range, "CAMediaTimingFunction(controlPoints:)")
    },
    CallReader(["CASpringAnimation"]) { name, a, range throws(ExpressionError) in
      // Core Animation's defaults: mass 1, stiffness 100, damping 10;
      // initialVelocity relative to the distance. Properties come from
      // assignments (SnippetReader), or, as curvetool's one-line
      // shorthand, from mass:, stiffness: and damping: labels.
      try InertKeys.take(name, &a)
      if let d = a.labeled("perceptualDuration") {
        // iOS 17's init(perceptualDuration:bounce:): SwiftUI's duration and
        // bounce (Apple documents the same two parameters for both).
        var given = try formArguments(.swiftUIDurationBounce, &a)
        given["duration"] = try formValue(SpringFormID.swiftUIDurationBounce.form.parameters[0], d, "perceptualDuration")
        try a.finish(allowed: ["keyPath", "perceptualDuration", "bounce"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "CASpringAnimation(perceptualDuration:bounce:)", range: range)
      }
      let given = try formArguments(.coreAnimationPhysical, &a)
      try a.finish(allowed: ["keyPath", "mass", "stiffness", "damping", "perceptualDuration", "bounce"])
      return try formSpring(.coreAnimationPhysical, given, origin: "CASpringAnimation", range: range)
    },
  ]
}

extension CoreAnimationCode {
  /// The properties its snippets set: a `CASpringAnimation`'s physics and
  /// `initialVelocity` (relative to the distance, as Apple defines it), a
  /// `CABasicAnimation`'s `fromValue`, `toValue` and `timingFunction`, a
  /// `CAKeyframeAnimation`'s `values`, `keyTimes` and `calculationMode`
  /// (`.discrete` only).
  static let properties: [PropertyReader] = [
    PropertyReader(["mass"]) { e, r throws(ExpressionError) in try r.setSpring("mass", e) { $0.mass = $1 } },
    PropertyReader(["stiffness"]) { e, r throws(ExpressionError) in try r.setSpring("stiffness", e) { $0.stiffness = $1 } },
    PropertyReader(["damping"]) { e, r throws(ExpressionError) in try r.setSpring("damping", e) { $0.damping = $1 } },
    PropertyReader(["initialVelocity"]) { e, r throws(ExpressionError) in
      r.velocity = .relative(try CurveInterpreter.number(e, "initialVelocity"))
    },
    PropertyReader(["fromValue"]) { e, r throws(ExpressionError) in r.from = try CurveInterpreter.number(e, "fromValue") },
    PropertyReader(["toValue"]) { e, r throws(ExpressionError) in r.to = try CurveInterpreter.number(e, "toValue") },
    PropertyReader(["values"]) { e, r throws(ExpressionError) in r.values = try numbers(e, "values") },
    PropertyReader(["keyTimes"]) { e, r throws(ExpressionError) in r.keyTimes = try numbers(e, "keyTimes") },
    PropertyReader(["calculationMode"]) { e, r throws(ExpressionError) in
      guard case .name(".discrete", _) = e else { throw ExpressionError(message: "only .discrete keyframes are read", range: e.range) }
      r.discrete = true
    },
    PropertyReader(["timingFunction"]) { e, r throws(ExpressionError) in r.curve = try CurveInterpreter.interpret(e) },
  ]

  /// The animations its snippets make and then set.
  static let animationObjects: Set<String> = ["CAKeyframeAnimation", "CABasicAnimation"]

  /// A list of numbers (`animation.values = [0, 1]`).
  static func numbers(_ e: CurveExpression, _ name: String) throws(ExpressionError) -> [Double] {
    guard case .array(let items, _) = e else { throw ExpressionError(message: "\(name) must be a list", range: e.range) }
    var v: [Double] = []
    for item in items { v.append(try CurveInterpreter.number(item, name)) }
    return v
  }

  /// The labels its move calls take.
  static let moveLabels = ["forKeyPath"]
}
