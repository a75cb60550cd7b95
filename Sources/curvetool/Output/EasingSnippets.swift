// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// Copy-paste code for a cubic Bézier easing in each platform's own timing
/// function, the duration in code: SwiftUI `.timingCurve`, UIKit
/// `UICubicTimingParameters`, Core Animation `CAMediaTimingFunction`,
/// Android `PathInterpolatorCompat`, Compose `CubicBezierEasing`, Motion's
/// `ease` array and Flutter's `Cubic`. One emitter, used by `convert` and
/// `fit`.
enum EasingSnippets {
  /// The easing over `d` seconds on the platform `id`, or `nil` where the
  /// platform has no Bézier timing function.
  static func bezier(_ id: PlatformID, _ b: CubicBezier, duration d: Double, digits: CodeDigits = .readable) -> Snippet? {
    let n = digits.text
    let p = "\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2))"
    let f = [b.x1, b.y1, b.x2, b.y2].map(SpringSnippets.f).joined(separator: ", ")
    let seconds = digits == .readable ? NumberText.duration(d) : NumberText.tidy(d.description)
    // Android and Compose take whole milliseconds; Flutter's Duration
    // takes microseconds where milliseconds are not whole.
    let ms = Int(checking: d * 1000, .toNearestOrAwayFromZero) ?? 0
    let flutterDuration = Double(ms) == d * 1000
      ? "Duration(milliseconds: \(ms))" : "Duration(microseconds: \(Int(checking: d * 1e6, .toNearestOrAwayFromZero) ?? 0))"
    switch id {
    case .swiftUI: return Snippet([".timingCurve(\(p), duration: \(seconds))"])
    case .uiKit:
      return Snippet([
        "UIViewPropertyAnimator(duration: \(seconds), timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1))), controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2)))))"
      ])
    case .coreAnimation:
      // The same text export --format swift writes (one definition).
      let controls = [b.x1, b.y1, b.x2, b.y2].map(SwiftExport.n).joined(separator: ", ")
      return Snippet(["animation.timingFunction = CAMediaTimingFunction(controlPoints: \(controls))", "animation.duration = \(seconds)"], float32: true)
    case .android: return Snippet(["animator.setDuration(\(ms))", "animator.setInterpolator(PathInterpolatorCompat.create(\(f)))"], float32: true)
    case .compose: return Snippet(["tween(durationMillis = \(ms), easing = CubicBezierEasing(\(f)))"], float32: true)
    case .motion: return Snippet(["{ duration: \(seconds), ease: [\(p)] }"])
    case .flutter: return Snippet(["controller.duration = \(flutterDuration)", "CurvedAnimation(parent: controller, curve: Cubic(\(p)))"])
    // CSS's is the cubic-bezier form of convert; Popmotion, react-spring
    // and Rebound have no Bézier timing function curvetool reads back.
    case .css, .popmotion, .reactSpring, .rebound: return nil
    }
  }
}
