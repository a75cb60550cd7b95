// This file is part of curvetool. SPDX-License-Identifier: MIT

import Curves

/// UIKit's code, read and written (docs/platforms.md §3).
enum UIKitCode: PlatformCode {
  static let id = PlatformID.uiKit

  static let inertKeys = [
    InertKeys.Key(call: "UIView.animate", label: "delay", isTime: true, reason: "the motion is shown from its own start; the delay comes before it"),
    InertKeys.Key(call: "UIView.animate", label: "options", isTime: false, reason: "UIKit's options do not change a spring's curve"),
  ]

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

extension UIKitCode {
  static let readers = CurveInterpreter.uiKitCalls
}

extension CurveInterpreter {
  /// UIKit's calls: `UIView.animate` in its two spring forms,
  /// `UIViewPropertyAnimator` with `UICubicTimingParameters`, and
  /// `UISpringTimingParameters`; each maps through the form its flag uses
  /// (docs/springs.md §2).
  static let uiKitCalls: [CallReader] = [
    CallReader(["UIView.animate"]) { name, a, range throws(ExpressionError) in
      // Apple: initialSpringVelocity is relative to the distance (1 = the
      // whole distance in one second).
      let v = try a.labeled("initialSpringVelocity").map { e throws(ExpressionError) in try number(e, "initialSpringVelocity") } ?? 0
      try InertKeys.take(name, &a)
      if let d = a.labeled("springDuration") {
        // UIKit's springDuration and bounce are SwiftUI's.
        var given = try formArguments(.swiftUIDurationBounce, &a)
        given["duration"] = try formValue(SpringFormID.swiftUIDurationBounce.form.parameters[0], d, "springDuration")
        try a.finish(allowed: ["springDuration", "bounce", "initialSpringVelocity", "delay", "options"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "UIView.animate(springDuration:bounce:)", velocity: .relative(v), range: range)
      }
      guard a.labels.contains("withDuration") else { throw ExpressionError(message: "\(name)(…) needs withDuration:", range: range) }
      guard a.labels.contains("usingSpringWithDamping") else { throw ExpressionError(message: "\(name)(…) needs usingSpringWithDamping:", range: range) }
      let given = try formArguments(.uiKitDampingDuration, &a)
      try a.finish(allowed: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options"])
      return try formSpring(.uiKitDampingDuration, given, origin: "UIView.animate(withDuration:usingSpringWithDamping:)", velocity: .relative(v), range: range)
    },
    CallReader(["UIViewPropertyAnimator"]) { name, a, range throws(ExpressionError) in
      let d = try positive(a.need(a.labeled("duration"), "duration:"), "duration")
      let timing = try a.need(a.labeled("timingParameters"), "timingParameters:")
      try a.finish(allowed: ["duration", "timingParameters"])
      guard case .easing(let e, _, let origin) = try interpret(timing) else {
        throw ExpressionError(message: "timingParameters must be UICubicTimingParameters(…)", range: timing.range)
      }
      return .easing(e, duration: d, origin: "UIViewPropertyAnimator(\(origin))")
    },
    CallReader(["UICubicTimingParameters"]) { name, a, range throws(ExpressionError) in
      let p1 = try point(a.need(a.labeled("controlPoint1"), "controlPoint1:"))
      let p2 = try point(a.need(a.labeled("controlPoint2"), "controlPoint2:"))
      try a.finish(allowed: ["controlPoint1", "controlPoint2"])
      return try bezier([p1.x, p1.y, p2.x, p2.y], range, "UICubicTimingParameters")
    },
    CallReader(["UISpringTimingParameters"]) { name, a, range throws(ExpressionError) in
      // iOS 17's init(duration:bounce:) (SwiftUI's parameters) and
      // init(mass:stiffness:damping:initialVelocity:) without a velocity
      // (its CGVector is per axis; give --velocity instead).
      if a.labels.contains("duration") || a.labels.contains("bounce") {
        let given = try formArguments(.swiftUIDurationBounce, &a)
        try a.finish(allowed: ["duration", "bounce"])
        return try formSpring(.swiftUIDurationBounce, given, origin: "UISpringTimingParameters(duration:bounce:)", range: range)
      }
      guard a.labels.contains("stiffness") else {
        throw ExpressionError(message: "\(name)(…) needs duration: and bounce:, or mass:, stiffness: and damping:", range: range)
      }
      let given = try formArguments(.coreAnimationPhysical, &a)
      try a.finish(allowed: ["mass", "stiffness", "damping"])
      return try formSpring(.coreAnimationPhysical, given, origin: "UISpringTimingParameters(mass:stiffness:damping:)", range: range)
    },
  ]
}
