// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Core Animation's code, read and written (docs/platforms.md §3).
enum CoreAnimationCode: PlatformCode {
  static let id = PlatformID.coreAnimation

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
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    return (Snippet([
      "let animation = CAKeyframeAnimation(keyPath: \"<#keyPath#>\")",
      "animation.values = [" + values.map(n).joined(separator: ", ") + "]",
      "animation.keyTimes = [" + keyTimes.map(n).joined(separator: ", ") + "]",
      "animation.calculationMode = .discrete; animation.duration = \(NumberText.text(duration, .duration))",
      "layer.setValue(\(n(to)), forKeyPath: \"<#keyPath#>\")  // the model value, shown when it ends",
    ]), "discrete keyframes, as export --format swift writes them")
  }

  /// The values and key times of `s`'s jumps from `from` to `to` as
  /// discrete keyframes: each run's value from its start, the last key
  /// time 1.
  static func discrete(_ s: StepsEasing, from: Double, to: Double) -> (values: [Double], keyTimes: [Double]) {
    let runs = s.runs
    return (runs.map { from + (to - from) * $0.progress }, runs.map(\.start) + [1])
  }
}
