// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// UIKit's code, read and written (docs/platforms.md §3).
enum UIKitCode: PlatformCode {
  static let id = PlatformID.uiKit

  /// `UIView.animate(springDuration:bounce:…)` and the damping-and-duration
  /// form (through the 1/1500-envelope model), `initialSpringVelocity`
  /// relative to the distance.
  static func spring(_ s: Spring, digits: CodeDigits) -> PlatformSnippets? {
    let n = { (x: Double) in CodeLanguage.swift.number(x, digits) }
    let relText = s.relativeInitialVelocity.map { n($0) } ?? "0"
    var uikit: [Snippet] = []
    if s.bounce > -1, s.bounce < 1 {
      uikit.append(Snippet(["UIView.animate(springDuration: \(n(s.perceptualDuration)), bounce: \(n(s.bounce)), initialSpringVelocity: \(relText)) { … }"]))
    }
    if let d = s.uikitDuration {
      uikit.append(Snippet([
        "UIView.animate(withDuration: \(n(d)), delay: 0, usingSpringWithDamping: \(n(Swift.min(s.dampingRatio, 1))), initialSpringVelocity: \(relText)) { … }"
      ]))
    }
    return PlatformSnippets(
      platform: id, snippets: uikit, note: s.uikitDuration == nil ? nil : "withDuration uses the 1/1500-envelope model; UIKit's own mapping is undocumented")
  }

  /// `UIViewPropertyAnimator` with `UICubicTimingParameters`.
  static func bezier(_ b: CubicBezier, duration: Double, digits: CodeDigits) -> Snippet? {
    let n = digits.text
    return Snippet([
      "UIViewPropertyAnimator(duration: \(PlatformCodes.seconds(duration, digits)), timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2)))))"
    ])
  }
}
